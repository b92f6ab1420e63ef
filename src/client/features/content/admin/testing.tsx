import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { Page } from '@shared/content/admin';
import { Toaster } from '@/components/ui/sonner';
import { TooltipProvider } from '@/components/ui/tooltip';

/** Test support only: fetch mocked at the boundary, answered by "METHOD /path" (no /api). */
export type ApiHandler = (request: {
  body: unknown;
  url: URL;
  init: RequestInit;
}) => Response | Promise<Response>;

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
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    return handler ? handler({ body, url, init }) : json({ message: 'Not found' }, 404);
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return fetchMock;
}

/** The JSON bodies sent to one "METHOD /path". */
export function bodiesSentTo(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return (init?.method ?? 'GET') === method && url.pathname === `/api${path}`;
    })
    .map(([, init]) =>
      typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
    );
}

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** Radix measures elements and captures the pointer; jsdom implements neither. */
export function polyfillRadix() {
  globalThis.ResizeObserver ??= NoResizeObserver;
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
}

/** Renders routes in a memory router with a fresh query client (no retries) and the toaster. */
export function renderRoutes(routes: RouteObject[], url: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <RouterProvider router={router} />
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return router;
}

let nextId = 1;

export function makePage(overrides: Partial<Page> = {}): Page {
  const id = overrides.id ?? nextId++;
  return {
    id,
    kind: 'index',
    url: '/',
    sublink: '',
    content: {},
    is_published: true,
    version: 1,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
