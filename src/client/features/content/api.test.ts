import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '@/lib/auth-storage';
import {
  fetchPreviewContent,
  fetchPublicContent,
  isPreviewRequested,
  lookupSlug,
  prefetchPublicContent,
} from './api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

describe('lookupSlug', () => {
  it.each([
    [undefined, 'default'],
    ['', 'default'],
    ['coach-hire-cork', '%2Fcoach-hire-cork'],
    ['about-team', '%2Fabout-team'],
    ['a b/c?d', '%2Fa%20b%2Fc%3Fd'],
  ])('turns %j into %j', (segment, slug) => {
    expect(lookupSlug(segment)).toBe(slug);
  });
});

describe('fetchPublicContent', () => {
  it('returns the published content object', async () => {
    const fetchMock = vi.fn(async () => Response.json({ hero: { titleLine1: 'Cork' } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchPublicContent('index', '%2Fcork')).resolves.toEqual({
      hero: { titleLine1: 'Cork' },
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/index/%2Fcork', expect.anything());
  });

  it.each([
    ['404', async () => Response.json({ message: 'Not found' }, { status: 404 })],
    ['500', async () => new Response('oops', { status: 500 })],
    ['network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['invalid JSON', async () => new Response('<html>')],
  ])('resolves to null on %s', async (_what, answer) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    await expect(fetchPublicContent('about', 'default')).resolves.toBeNull();
  });

  it('lets a cancelled lookup fail as a cancellation, not as "no content"', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new DOMException('Aborted', 'AbortError'))),
    );
    controller.abort();
    await expect(fetchPublicContent('index', 'default', controller.signal)).rejects.toThrow();
  });
});

describe('prefetchPublicContent', () => {
  it('hands a fast answer to the loader, and a slow one over to the page’s query', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);

    await expect(prefetchPublicContent('index', '%2Fslow', 10)).resolves.toEqual({
      isSettled: false,
    });
    const query = fetchPublicContent('index', '%2Fslow');
    answer(Response.json({ bannerText: 'late' }));
    await expect(query).resolves.toEqual({ bannerText: 'late' });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockImplementation(async () => Response.json({ bannerText: 'fast' }));
    await expect(prefetchPublicContent('index', '%2Ffast', 1000)).resolves.toEqual({
      isSettled: true,
      data: { bannerText: 'fast' },
    });
  });
});

describe('isPreviewRequested', () => {
  it.each([
    ['?preview=1', true],
    ['?utm=x&preview=1', true],
    ['', false],
    ['?preview=0', false],
    ['?preview=true', false],
    ['?preview', false],
  ])('reads %j as %j', (search, expected) => {
    expect(isPreviewRequested(search)).toBe(expected);
  });
});

describe('fetchPreviewContent', () => {
  const signIn = (token: string) =>
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token, user: { id: 1 } }));
  const authorizationOf = (init: RequestInit | undefined) =>
    new Headers(init?.headers).get('Authorization');

  it('sends the stored token to the preview route and says whether the page is a draft', async () => {
    signIn('admin-token');
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({ content: { bannerText: 'draft' }, is_published: false }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchPreviewContent('index', '%2Fcork')).resolves.toEqual({
      content: { bannerText: 'draft' },
      state: 'draft',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/index/%2Fcork/preview');
    expect(authorizationOf(init)).toBe('Bearer admin-token');
    expect(init?.cache).toBe('no-store');
  });

  it('marks a published page as published', async () => {
    signIn('admin-token');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ content: {}, is_published: true })),
    );
    await expect(fetchPreviewContent('about', 'default')).resolves.toMatchObject({
      state: 'published',
    });
  });

  it('without a session, asks only the public lookup and sends no token', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({ bannerText: 'public' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchPreviewContent('index', '%2Fcork')).resolves.toEqual({
      content: { bannerText: 'public' },
      state: null,
    });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/index/%2Fcork']);
    expect(authorizationOf(fetchMock.mock.calls[0]![1])).toBeNull();
  });

  it.each([401, 403, 500])(
    'answers as for visitors when the preview is refused (%i)',
    async (status) => {
      signIn('manager-token');
      const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
        url.endsWith('/preview')
          ? Response.json({ message: 'Forbidden' }, { status })
          : Response.json({ message: 'Page not found' }, { status: 404 }),
      );
      vi.stubGlobal('fetch', fetchMock);
      await expect(fetchPreviewContent('index', '%2Fdraft')).resolves.toEqual({
        content: null,
        state: 'unavailable',
      });
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
        '/api/index/%2Fdraft/preview',
        '/api/index/%2Fdraft',
      ]);
      expect(authorizationOf(fetchMock.mock.calls[1]![1])).toBeNull();
    },
  );
});

describe('content the server drew the page with', () => {
  function embed(value: unknown) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'page-content';
    element.textContent = JSON.stringify(value);
    document.head.append(element);
  }

  it('serves the first lookup of that page without a request, once', async () => {
    embed({ kind: 'about', path: window.location.pathname, content: { title: 'Drawn' } });
    // The data block is read once, when the app starts: a fresh module plays that start.
    vi.resetModules();
    const { prefetchPublicContent } = await import('./api');
    const fetchMock = vi.fn(async () => Response.json({ title: 'Fetched' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(prefetchPublicContent('about', 'default', 1000)).resolves.toEqual({
      isSettled: true,
      data: { title: 'Drawn' },
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById('page-content')).toBeNull();

    await expect(prefetchPublicContent('about', 'default', 1000)).resolves.toEqual({
      isSettled: true,
      data: { title: 'Fetched' },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is not used for another kind of page', async () => {
    embed({ kind: 'index', path: window.location.pathname, content: { bannerText: 'Drawn' } });
    vi.resetModules();
    const { prefetchPublicContent } = await import('./api');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ title: 'Fetched' })),
    );
    await expect(prefetchPublicContent('about', 'default', 1000)).resolves.toMatchObject({
      data: { title: 'Fetched' },
    });
  });
});
