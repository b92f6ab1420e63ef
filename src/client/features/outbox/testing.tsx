import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { OutboxMessage, OutboxPage } from '@shared/outbox/outbox';
import { Toaster } from '@/components/ui/sonner';
import { TooltipProvider } from '@/components/ui/tooltip';
import type { mockApi } from '@/test/mock-api';

export { json, mockApi, type ApiHandler } from '@/test/mock-api';

/** The URLs (with query) of the calls made to one path. */
export function requestsTo(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === `/api${path}`);
}

/** Radix Select and Tooltip measure and capture the pointer; jsdom implements neither. */
export function polyfillRadix() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
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

export function makeMessage(overrides: Partial<OutboxMessage> & { id: number }): OutboxMessage {
  return {
    lead_id: null,
    channel: 'email',
    recipient: `customer${overrides.id}@example.ie`,
    subject: 'We have your coach hire request — quotes within 2 hours',
    body_text: 'Quotes are guaranteed within 2 hours.',
    body_html: '<p><strong>Quotes guaranteed within 2 hours</strong></p>',
    status: 'captured',
    attempts: 0,
    last_error: null,
    sent_at: null,
    created_at: '2025-03-05T12:30:00Z',
    updated_at: '2025-03-05T12:30:00Z',
    ...overrides,
  };
}

/** A list page as the API sends it: the bodies left out. */
export function outboxPage(messages: OutboxMessage[], page = 1, lastPage = 1, total?: number) {
  const data = messages.map(({ body_text: _text, body_html: _html, ...summary }) => summary);
  return {
    data,
    current_page: page,
    last_page: lastPage,
    per_page: 15,
    total: total ?? messages.length,
  } satisfies OutboxPage;
}
