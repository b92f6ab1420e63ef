import { vi } from 'vitest';

/** Test support only: fetch mocked at the boundary, answered by "METHOD /path" (no /api). */
export type ApiHandler = (request: { body: unknown; url: URL }) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Replaces fetch; anything not listed answers 404, which a test will notice. */
export function mockApi(routes: Record<string, ApiHandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[`${init.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`];
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler ? handler({ body, url }) : json({ message: 'Not found' }, 404);
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return fetchMock;
}
