import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPublicContent, lookupSlug, prefetchPublicContent } from './api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
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
