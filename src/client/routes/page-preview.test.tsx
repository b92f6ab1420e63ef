import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '@/lib/auth-storage';
import { json } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

vi.mock('@/features/leads/request/components/quote-form', () => ({
  QuoteForm: () => <form aria-label="Quote form" />,
}));

/** The server as the pages see it: a published home, a draft at /cork, admin-only previews. */
function stubServer(adminToken: string) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const isAdmin = new Headers(init.headers).get('Authorization') === `Bearer ${adminToken}`;
    if (url === '/api/index/%2Fcork/preview') {
      if (!isAdmin) return json({ message: 'Forbidden' }, 403);
      return json({ content: { hero: { titleLine1: 'Draft Cork' } }, is_published: false });
    }
    if (url === '/api/about/default/preview' && isAdmin) {
      return json({ content: { title: 'About us, live' }, is_published: true });
    }
    if (url === '/api/about/default') return json({ title: 'About us, live' });
    return json({ message: 'Page not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function signIn(token: string) {
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token, user: { id: 1, role_id: 1 } }));
}

/** The page lookups made (the live figures, looked up once a page shows, left aside). */
const requested = (fetchMock: ReturnType<typeof stubServer>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => !url.includes('/site/'));

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a draft preview at the public URL (?preview=1)', () => {
  it('shows an admin the saved draft under a Draft preview banner', async () => {
    signIn('admin-token');
    const fetchMock = stubServer('admin-token');
    renderApp('/cork?preview=1');
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(heading).toHaveTextContent('Draft Cork');
    const banner = screen.getByRole('complementary', { name: 'Preview' });
    expect(banner).toHaveTextContent('Draft preview — not published');
    expect(screen.getByRole('link', { name: 'View as a visitor' })).toHaveAttribute(
      'href',
      '/cork',
    );
    expect(requested(fetchMock)).toEqual(['/api/index/%2Fcork/preview']);
  });

  it('says so when the previewed page is already published', async () => {
    signIn('admin-token');
    stubServer('admin-token');
    renderApp('/about?preview=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us, live' })).toBeVisible();
    expect(screen.getByRole('complementary', { name: 'Preview' })).toHaveTextContent(
      'Preview — this page is published',
    );
  });

  it('shows a signed-in manager what visitors see, and says the preview is not available', async () => {
    signIn('manager-token');
    const fetchMock = stubServer('admin-token');
    renderApp('/cork?preview=1');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Compare Bus & Coach Hire Quotes');
    expect(screen.queryByText('Draft Cork')).not.toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Preview' })).toHaveTextContent(
      'Preview not available',
    );
    expect(requested(fetchMock)).toEqual(['/api/index/%2Fcork/preview', '/api/index/%2Fcork']);
  });

  it('is the public page for a visitor: no token sent, no banner', async () => {
    const fetchMock = stubServer('admin-token');
    renderApp('/cork?preview=1');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Compare Bus & Coach Hire Quotes');
    expect(screen.queryByRole('complementary', { name: 'Preview' })).not.toBeInTheDocument();
    expect(requested(fetchMock)).toEqual(['/api/index/%2Fcork']);
  });

  it('without the flag, an admin sees the public page too', async () => {
    signIn('admin-token');
    const fetchMock = stubServer('admin-token');
    renderApp('/cork');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Compare Bus & Coach Hire Quotes');
    expect(screen.queryByRole('complementary', { name: 'Preview' })).not.toBeInTheDocument();
    expect(requested(fetchMock)).toEqual(['/api/index/%2Fcork']);
  });
});
