import { vi } from 'vitest';

/** Test support only: fetch mocked at the boundary, answered by "METHOD /path" (no /api). */
export type ApiRequest = { body: unknown; url: URL; init: RequestInit };
export type ApiHandler = (request: ApiRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A JSON body parsed; anything else (a FormData upload) as it was sent. */
const bodyOf = (init: RequestInit | undefined): unknown =>
  typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;

/**
 * Replaces fetch (the test setup puts the real one back after each test); anything not listed
 * answers 404, which a test will notice.
 */
export function mockApi(routes: Record<string, ApiHandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[`${init.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`];
    return handler
      ? handler({ body: bodyOf(init), url, init })
      : json({ message: 'Not found' }, 404);
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return fetchMock;
}

export type FetchMock = ReturnType<typeof mockApi>;

/** The calls made to "METHOD /path" (no /api), in order: the URL with its query, and the body. */
export function requestsTo(fetchMock: FetchMock, method: string, path: string): ApiRequest[] {
  return fetchMock.mock.calls
    .map(([input, init = {}]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => (init.method ?? 'GET') === method && url.pathname === `/api${path}`)
    .map(({ url, init }) => ({ url, init, body: bodyOf(init) }));
}

/** The bodies sent to "METHOD /path", in order. */
export function bodiesSentTo(fetchMock: FetchMock, method: string, path: string): unknown[] {
  return requestsTo(fetchMock, method, path).map(({ body }) => body);
}
