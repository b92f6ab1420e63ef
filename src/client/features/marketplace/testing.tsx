import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ComparisonView, Journey, Operator, Quote, RespondView } from '@shared/marketplace/marketplace';
import { AppProviders } from '@/app/providers';
import { appRoutes } from '@/app/router';
import type { mockApi } from '@/test/mock-api';

export { json, mockApi, type ApiHandler } from '@/test/mock-api';

/** The parsed JSON bodies sent to one path, in order. */
export function bodiesSentTo(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return (init?.method ?? 'GET') === method && url.pathname === `/api${path}`;
    })
    .map(([, init]) =>
      typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
    );
}

/** The URLs (with query) of the calls made to one path. */
export function urlsCalled(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
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

/** The whole app at `url`, as the browser would load it. */
export function renderApp(url: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const STAMP = '2026-11-01T10:00:00Z';

export function makeOperator(overrides: Partial<Operator> & { id: number }): Operator {
  return {
    company_name: `Company ${overrides.id}`,
    contact_name: 'Seán Murphy',
    email: `company${overrides.id}@example.ie`,
    phone: '+353 21 430 0000',
    website: null,
    licence_number: `RPTO-${overrides.id}`,
    insurance_expires_on: '2030-12-31',
    insurance_expired: false,
    base_location: 'Mallow, Co. Cork',
    base_county: 'Cork',
    base_lat: 52.1345,
    base_lng: -8.6451,
    counties: ['Cork', 'Kerry'],
    fleet: [{ type: 'Coach', seats: 49, count: 2, amenities: ['toilet', 'wifi'] }],
    notes: null,
    status: 'pending',
    verified_at: null,
    verified_by: null,
    verified_by_name: null,
    rating: null,
    rating_count: 0,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export const journey: Journey = {
  pickup_location: 'Cork City Hall, Co. Cork',
  dropoff_location: 'Dublin Airport, Co. Dublin',
  date_of_travel: '2030-06-14',
  pickup_time: '09:30',
  is_return_trip: true,
  return_date: '2030-06-15',
  return_time: '18:00',
  group_type: 'School Tour',
  number_of_people: 40,
  distance: 256.456,
  vehicle_selected: 'Coach',
  additional_info: 'Two wheelchair users',
};

export function makeQuote(overrides: Partial<Quote> & { id: number }): Quote {
  return {
    lead_id: 7,
    operator_id: overrides.id,
    company_name: `Company ${overrides.id}`,
    licence_number: `RPTO-${overrides.id}`,
    verified: true,
    rating: null,
    rating_count: 0,
    price_eur: 1000,
    price_per_passenger_eur: 25,
    vehicle_type: 'Coach',
    seats: 49,
    includes_driver: true,
    includes_tolls: false,
    includes_parking: false,
    includes_waiting_time: false,
    valid_until: '2030-06-01',
    notes: null,
    revision: 1,
    status: 'quoted',
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function makeRespondView(overrides: Partial<RespondView> = {}): RespondView {
  return {
    company_name: 'Rebel Coaches',
    journey,
    status: 'invited',
    open: true,
    quote: null,
    decline_reason: null,
    customer: null,
    ...overrides,
  };
}

export function makeComparisonView(overrides: Partial<ComparisonView> = {}): ComparisonView {
  return {
    journey,
    customer_first_name: 'Mary',
    invited: 5,
    replied: 0,
    quotes: [],
    chosen_quote_id: null,
    can_rate: false,
    rating: null,
    ...overrides,
  };
}
