import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { EMBEDDED_CONTENT_ID } from '@shared/content/page-shell';
import { appRoutes } from '@/app/app-routes';
import { toDisplayHomeContent } from '@shared/content/fill';
import { toDisplayInfoPageContent } from '@shared/content/info-fill';
import { SkipLink } from '@/app/root-layout';
import { FormPlaceholder } from '@/routes/deferred-quote-form';
import { HomePageView } from '@/routes/home';
import { InfoPageView } from '@/routes/info-page';
import { renderPageShell } from './page-shell';

// The quote form loads after the first paint and has its own tests.
vi.mock('@/features/leads/request/components/quote-form', () => ({
  QuoteForm: () => <form aria-label="Quote form" />,
}));

/**
 * Markup as a browser holds it: React's server output separates adjacent text with empty
 * comments, and writes styles as given where the DOM serialises them normalised (`rgb(…)`).
 */
function normalized(html: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = html.replace(/<!-- -->/g, '');
  for (const element of holder.querySelectorAll<HTMLElement>('[style]')) {
    element.setAttribute('style', element.style.cssText);
  }
  return holder.innerHTML;
}

function drawnInBrowser(page: React.ReactNode): string {
  const { container, unmount } = render(
    <MemoryRouter>
      <SkipLink />
      {page}
    </MemoryRouter>,
  );
  const html = container.innerHTML;
  unmount();
  return html;
}

const landing = {
  hero: { titleLine1: 'Coach Hire', titleEmphasis: 'in Cork', subtitle: 'Cork groups' },
  bannerText: 'Summer offer',
};

describe('renderPageShell', () => {
  it("draws a home page exactly as the browser's first render does, so it hydrates as it is", () => {
    const shell = renderPageShell({ kind: 'index', pathname: '/cork', content: landing });
    const browser = drawnInBrowser(
      <HomePageView content={toDisplayHomeContent(landing)} quoteForm={<FormPlaceholder />} />,
    );
    expect(normalized(shell)).toBe(normalized(browser));
    expect(shell).toContain('in Cork');
    expect(shell).toContain('Summer offer');
  });

  it('draws an info page the same way, and the defaults when there is no content', () => {
    const shell = renderPageShell({ kind: 'about', pathname: '/about', content: null });
    const browser = drawnInBrowser(
      <InfoPageView content={toDisplayInfoPageContent(null, 'about')} />,
    );
    expect(normalized(shell)).toBe(normalized(browser));
    expect(shell).toContain('About Us');
  });

  it('escapes stored text like the browser does', () => {
    const shell = renderPageShell({
      kind: 'index',
      pathname: '/x',
      content: { hero: { titleLine1: '<img src=x onerror=alert(1)>' } },
    });
    expect(shell).not.toContain('<img src=x');
    expect(shell).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('the shell in the browser', () => {
  it('is hydrated by the app as it stands: same nodes, no mismatch, no content lookup', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const fetchMock = vi.fn(async () => Response.json({}));
    vi.stubGlobal('fetch', fetchMock);
    // What the server sends for `/`: the drawn page and the content it was drawn from.
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = EMBEDDED_CONTENT_ID;
    data.textContent = JSON.stringify({ kind: 'index', path: '/', content: landing });
    document.head.append(data);
    const container = document.createElement('div');
    container.innerHTML = renderPageShell({ kind: 'index', pathname: '/', content: landing });
    document.body.append(container);
    const heading = container.querySelector('h1');

    const router = createMemoryRouter(appRoutes, { initialEntries: ['/'] });
    await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 5000 });
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
        { onRecoverableError },
      );
    });

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('h1')).toBe(heading);
    expect(heading).toHaveTextContent('Coach Hire in Cork');
    // No content lookup; only the live figures, which the server never draws, are asked for.
    expect(fetchMock.mock.calls.map((call: unknown[]) => String(call[0]))).toEqual([
      '/api/site/figures',
    ]);
    vi.unstubAllGlobals();
  });
});
