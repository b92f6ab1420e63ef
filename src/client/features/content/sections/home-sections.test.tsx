import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeContentSchema, type HomeContent } from '@shared/content/content';
import { HomeSections } from './home-sections';

function renderSections(partial: unknown, quoteForm?: React.ReactNode) {
  const content: HomeContent = homeContentSchema.parse(partial);
  return render(<HomeSections content={content} quoteForm={quoteForm} />);
}

describe('HomeSections', () => {
  it('renders every default section in the product’s order', () => {
    const { container } = renderSections({});
    const order = [...container.querySelectorAll('[data-testid]')].map((el) =>
      el.getAttribute('data-testid'),
    );
    expect(order).toEqual([
      'hero',
      'intro',
      'quote-form',
      'features',
      'testimonials',
      'portfolio',
      'cta',
    ]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it.each([
    ['showHero', 'hero'],
    ['showFeatures', 'features'],
    ['showTestimonials', 'testimonials'],
    ['showPortfolio', 'portfolio'],
    ['showCTA', 'cta'],
  ])('hides the section when %s is false', (flag, testId) => {
    renderSections({ sectionVisibility: { [flag]: false } });
    expect(screen.queryByTestId(testId)).not.toBeInTheDocument();
  });

  it.each([0, 7, 999, 1000, 2847, 65_536, 1_000_000, 10_000_000])(
    'writes the hero statistic %i with thousands separators as en-IE does',
    (statCount) => {
      renderSections({ hero: { statCount } });
      expect(
        within(screen.getByTestId('hero')).getByText(statCount.toLocaleString('en-IE')),
      ).toBeInTheDocument();
    },
  );

  it('keeps one h1 when the hero is hidden', () => {
    renderSections({ sectionVisibility: { showHero: false } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Compare Bus & Coach Hire Quotes Anywhere in Ireland',
    );
  });

  it('shows the quote form slot inside the intro, and hides it with showQuoteForm', () => {
    renderSections({}, <form aria-label="Quote" />);
    const slot = screen.getByTestId('quote-form');
    expect(slot).toHaveAttribute('id', 'quote-form');
    expect(within(screen.getByTestId('intro')).getByRole('form', { name: 'Quote' })).toBe(
      within(slot).getByRole('form'),
    );

    renderSections({ sectionVisibility: { showQuoteForm: false } }, <form aria-label="Hidden" />);
    expect(screen.queryByRole('form', { name: 'Hidden' })).not.toBeInTheDocument();
  });

  it('hides the intro text but keeps the form when showIndexIntro is false', () => {
    renderSections({ sectionVisibility: { showIndexIntro: false } }, <form aria-label="Quote" />);
    expect(screen.queryByRole('heading', { name: 'Get Your Free Coach Hire Quotes' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Quote' })).toBeInTheDocument();
  });

  it('hides the fleet by default and shows it when the fleet is visible', async () => {
    renderSections({});
    expect(screen.queryByTestId('fleet')).not.toBeInTheDocument();

    renderSections({ fleet: { visible: true } });
    const fleet = await screen.findByTestId('fleet');
    expect(within(fleet).getByRole('heading', { level: 2 }).innerHTML).toBe(
      'The Right <strong>Vehicle</strong> for Every Group',
    );
    expect(within(fleet).getByRole('heading', { name: 'Luxury Coach' })).toBeInTheDocument();
  });

  it('keeps the fleet hidden when showFleet is false even if the fleet is visible', () => {
    renderSections({ fleet: { visible: true }, sectionVisibility: { showFleet: false } });
    expect(screen.queryByTestId('fleet')).not.toBeInTheDocument();
  });

  it('renders the fleet title through the sanitiser', async () => {
    renderSections({
      fleet: { visible: true, title: 'Our <em>fleet</em><img src=x onerror="alert(1)">' },
    });
    const title = within(await screen.findByTestId('fleet')).getByRole('heading', { level: 2 });
    expect(title.querySelector('img')).toBeNull();
    expect(title.innerHTML).toBe('Our <em>fleet</em>&lt;img src=x onerror="alert(1)"&gt;');
  });

  it('switches the hero between its gradient and its plain colour', () => {
    renderSections({});
    expect(screen.getByTestId('hero').style.backgroundImage).toContain('linear-gradient');

    renderSections({ hero: { styling: { useGradient: false, backgroundColor: '#123456' } } });
    const plain = screen.getAllByTestId('hero')[1]!;
    expect(plain.style.backgroundImage).toBe('');
    expect(plain.style.backgroundColor).toBe('rgb(18, 52, 86)');
  });

  it('applies content colours and class options', () => {
    renderSections({
      hero: { styling: { titleColor: '#ff0000', titleSize: 'xl', textAlign: 'center' } },
      cta: { styling: { useGradient: true }, buttonText: 'Go now' },
    });
    const title = screen.getByRole('heading', { level: 1 });
    expect(title.style.color).toBe('rgb(255, 0, 0)');
    expect(title.className).toContain('sm:text-6xl');
    expect(screen.getByTestId('cta').style.backgroundImage).toContain('linear-gradient');
    expect(screen.getByRole('link', { name: 'Go now' })).toHaveAttribute('href', '#quote-form');
  });

  it('shows five stars and the rating as text for each testimonial', () => {
    renderSections({});
    expect(screen.getAllByText('Rated 5 out of 5')).toHaveLength(3);
  });
});
