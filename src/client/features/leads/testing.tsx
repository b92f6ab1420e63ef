import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { StaffLead } from '@shared/leads/management';
import { Toaster } from '@/components/ui/sonner';
import { TooltipProvider } from '@/components/ui/tooltip';
import type { mockApi } from '@/test/mock-api';

export { json, mockApi, type ApiHandler } from '@/test/mock-api';

/** The URLs (with query) of the calls made to one path. */
export function requestsTo(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url }) => url.pathname === `/api${path}`);
}

/** Radix Select measures and captures the pointer; jsdom implements neither. */
export function polyfillRadix() {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
}

/** Renders routes in a memory router with a fresh query client (no retries) and the toaster. */
export function renderRoutes(routes: RouteObject[], url: string, extra?: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <RouterProvider router={router} />
        <Toaster />
        {extra}
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return router;
}

let nextId = 1;

export function makeLead(overrides: Partial<StaffLead> = {}): StaffLead {
  const id = overrides.id ?? nextId++;
  return {
    id,
    full_name: `Customer ${id}`,
    email: `customer${id}@example.ie`,
    mobile_number: '+353 87 123 4567',
    pickup_location: 'Cork',
    dropoff_location: 'Dublin Airport',
    pickup_lat: null,
    pickup_lng: null,
    dropoff_lat: null,
    dropoff_lng: null,
    date_of_travel: '2030-06-14',
    pickup_time: '09:30',
    group_type: 'School Tour',
    vehicle_selected: null,
    additional_info: '',
    number_of_people: 40,
    distance: 256.456,
    is_return_trip: false,
    return_date: null,
    return_time: null,
    slug: '/',
    status: 'new',
    priority: 'medium',
    assigned_to: null,
    assigned_to_name: null,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    is_spam: false,
    is_confirmation: false,
    ...overrides,
  };
}

export function leadPage(rows: StaffLead[], page = 1, lastPage = 1, total = rows.length) {
  return { data: rows, current_page: page, last_page: lastPage, per_page: 15, total };
}
