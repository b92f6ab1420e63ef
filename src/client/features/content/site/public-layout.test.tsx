import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { homeContentSchema } from '@shared/content/content';
import { PublicLayout } from './public-layout';

function renderLayout(partial: unknown, options: { showHeader?: boolean } = {}) {
  const content = homeContentSchema.parse(partial);
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <PublicLayout
          header={content.header}
          bannerText={content.bannerText}
          showHeader={options.showHeader}
          renderIcon={(name) => <span data-icon={name} />}
        >
          <h1>Page</h1>
        </PublicLayout>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

const mainNav = () => screen.getAllByRole('navigation', { name: 'Main' })[0]!;

describe('PublicLayout', () => {
  it('has header, main navigation, main and footer landmarks with the default links', () => {
    renderLayout({});
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(
      within(mainNav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['How it works', 'About', 'Contact']);
    expect(within(mainNav()).getByRole('link', { name: 'About' })).toHaveAttribute(
      'href',
      '/about',
    );
  });

  it('leaves out a hidden navigation link', () => {
    renderLayout({
      header: {
        navLinks: [
          { label: 'How it works', path: '/how-it-works' },
          { label: 'About', path: '/about', visible: false },
        ],
      },
    });
    expect(within(mainNav()).queryByRole('link', { name: 'About' })).toBeNull();
    expect(within(mainNav()).getByRole('link', { name: 'How it works' })).toBeInTheDocument();
  });

  it('links the footer to the public pages and staff sign-in', () => {
    renderLayout({});
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(footer.getByRole('link', { name: 'Staff sign-in' })).toHaveAttribute('href', '/login');
    expect(footer.getByRole('link', { name: 'How it works' })).toHaveAttribute(
      'href',
      '/how-it-works',
    );
  });

  it('shows the banner text only when it is set', () => {
    renderLayout({});
    expect(screen.queryByRole('complementary', { name: 'Announcement' })).toBeNull();
    renderLayout({ bannerText: 'Summer dates are filling up' });
    expect(screen.getByRole('complementary', { name: 'Announcement' })).toHaveTextContent(
      'Summer dates are filling up',
    );
  });

  it('uses the content colours, or the theme when useTailwind is on', () => {
    renderLayout({ header: { styling: { backgroundColor: '#fafafa', logoTextColor: '#111111' } } });
    expect(screen.getByRole('banner').style.backgroundColor).toBe('rgb(250, 250, 250)');
    expect(screen.getByText('Coach Hire Ireland', { selector: 'span' }).style.color).toBe(
      'rgb(17, 17, 17)',
    );

    renderLayout({ header: { styling: { useTailwind: true } } });
    const themed = screen.getAllByRole('banner')[1]!;
    expect(themed.style.backgroundColor).toBe('');
    expect(themed).toHaveClass('bg-background');
  });

  it('can leave the header out', () => {
    renderLayout({}, { showHeader: false });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('opens the navigation drawer from the menu button, by keyboard, and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderLayout({});
    const menu = screen.getByRole('button', { name: 'Open menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    menu.focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Coach Hire Ireland' });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['How it works', 'About', 'Contact']);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menu).toHaveFocus();
  });
});
