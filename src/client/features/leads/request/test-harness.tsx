import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { QuoteFormContent } from '@shared/content/quote-form';
import { defaultQuoteFormContent } from '@shared/content/defaults-quote-form';
import { Toaster } from '@/components/ui/sonner';
import { QuoteForm } from '@/features/leads/request/components/quote-form';
import type { MapConfig, Place } from '@shared/places/places';

/** Test helpers for the quote form: a fetch stub at the network boundary and form fillers. */

export type User = ReturnType<typeof userEvent.setup>;

/** No pause between keystrokes: the form has many fields and the debounce uses real timers. */
export const setupUser = () => userEvent.setup({ delay: null });
export type ApiCall = { method: string; path: string; url: URL; body: unknown; headers: Headers };
type Handler = (call: ApiCall) => Response | Promise<Response>;

/** Radix measures, captures the pointer and scrolls; jsdom implements none of it. */
export function installDomStubs() {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export const cork: Place = {
  name: 'Cork',
  address: 'Cork, Co. Cork',
  county: 'Cork',
  kind: 'city',
  lat: 51.8985,
  lng: -8.4756,
};
export const corkAirport: Place = {
  name: 'Cork Airport',
  address: 'Cork Airport, Co. Cork',
  county: 'Cork',
  kind: 'airport',
  lat: 51.8413,
  lng: -8.4911,
};
export const galway: Place = {
  name: 'Galway',
  address: 'Galway, Co. Galway',
  county: 'Galway',
  kind: 'city',
  lat: 53.2707,
  lng: -9.0568,
};
const gazetteer = [cork, corkAirport, galway];

export const mapConfig: MapConfig = {
  tile_url: 'https://tile.example/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
  center: { lat: 53.3498, lng: -6.2603 },
  zoom: 12,
  bounds: { north: 55.5, south: 51.2, west: -10.8, east: -5.3 },
};

/** Answers fetch by "METHOD /path" (without /api); places and the map answer by default. */
export function mockApi(routes: Record<string, Handler> = {}) {
  const defaults: Record<string, Handler> = {
    'GET /map': () => json(mapConfig),
    'GET /places': ({ url }) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const limit = Number(url.searchParams.get('limit') ?? 8);
      return json(gazetteer.filter((p) => p.name.toLowerCase().includes(q)).slice(0, limit));
    },
  };
  const handlers = { ...defaults, ...routes };
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path, url, body, headers: new Headers(init.headers) };
    calls.push(call);
    const handler = handlers[`${method} ${path}`];
    return handler ? handler(call) : json({ message: 'Not found' }, 404);
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return {
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}

export function renderQuoteForm(
  content: QuoteFormContent = defaultQuoteFormContent,
  slug = '/coach-hire-cork',
) {
  const router = createMemoryRouter(
    [
      { path: '/coach-hire-cork', element: <QuoteForm content={content} slug={slug} /> },
      { path: '/thank-you', element: <h1>Thank You!</h1> },
    ],
    { initialEntries: ['/coach-hire-cork'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router };
}

export function withContent(changes: Partial<QuoteFormContent>): QuoteFormContent {
  return { ...defaultQuoteFormContent, ...changes };
}

/** A date a month ahead, as the date input holds it. */
export function futureDate(days = 30): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export const field = (label: string) => screen.getByLabelText(label);

export async function chooseGroupType(user: User, option = 'School Tour') {
  await user.click(screen.getByRole('combobox', { name: 'Type of Group' }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Types into a location box and picks the named suggestion with the mouse. */
export async function pickPlace(user: User, label: string, typed: string, option: string) {
  await user.type(screen.getByRole('combobox', { name: label }), typed);
  const listbox = await screen.findByRole('listbox');
  const match = within(listbox)
    .getAllByRole('option')
    .find((element) => element.firstChild?.textContent === option);
  if (!match) throw new Error(`No suggestion named ${option}`);
  await user.click(match);
}

/** Every required field except those named in `skip`; locations as typed free text. */
export async function fillRequired(user: User, skip: string[] = []) {
  const fill = async (label: string, value: string) => {
    if (!skip.includes(label)) await user.type(field(label), value);
  };
  await fill('Full Name', 'Mary Murphy');
  await fill('Email Address', 'mary@example.ie');
  await fill('Mobile Number', '087 123 4567');
  if (!skip.includes('Pick-up Location') && screen.queryByLabelText('Pick-up Location')) {
    await user.type(field('Pick-up Location'), 'Cork city');
  }
  if (!skip.includes('Drop-off Location') && screen.queryByLabelText('Drop-off Location')) {
    await user.type(field('Drop-off Location'), 'Galway city');
  }
  await fill('Date of Travel', futureDate());
  await fill('Pick-up Time', '09:30');
  if (!skip.includes('Type of Group')) await chooseGroupType(user);
  await fill('Number of People', '45');
}

export const submitButton = () => screen.getByRole('button', { name: 'Get My Free Quotes' });
