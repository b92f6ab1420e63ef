import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toInputDate } from '@shared/dates';
import type { QuoteFormContent } from '@shared/content/quote-form';
import { defaultQuoteFormContent } from '@shared/content/defaults-quote-form';
import type { MapConfig, Place } from '@shared/places/places';
import { QuoteForm } from '@/features/leads/request/components/quote-form';
import { json, mockApi, requestsTo, type ApiHandler } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';

/** Test helpers for the quote form: the API it talks to, and form fillers. */

export type User = ReturnType<typeof userEvent.setup>;

/** No pause between keystrokes: the form has many fields and the debounce uses real timers. */
export const setupUser = () => userEvent.setup({ delay: null });

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

/** The form's API: places and the map answer by default; each call's headers can be read. */
export function mockQuoteApi(routes: Record<string, ApiHandler> = {}) {
  const fetchMock = mockApi({
    'GET /map': () => json(mapConfig),
    'GET /places': ({ url }) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const limit = Number(url.searchParams.get('limit') ?? 8);
      return json(gazetteer.filter((p) => p.name.toLowerCase().includes(q)).slice(0, limit));
    },
    ...routes,
  });
  return {
    callsTo: (method: string, path: string) =>
      requestsTo(fetchMock, method, path).map((request) => ({
        ...request,
        headers: new Headers(request.init.headers),
      })),
  };
}

export function renderQuoteForm(
  content: QuoteFormContent = defaultQuoteFormContent,
  slug = '/coach-hire-cork',
) {
  const router = renderRoutes(
    [
      { path: '/coach-hire-cork', element: <QuoteForm content={content} slug={slug} /> },
      { path: '/thank-you', element: <h1>Thank You!</h1> },
    ],
    '/coach-hire-cork',
  );
  return { router };
}

export function withContent(changes: Partial<QuoteFormContent>): QuoteFormContent {
  return { ...defaultQuoteFormContent, ...changes };
}

/** A date a month ahead, as the date input holds it. */
/** A date `days` from now as a visitor types it, dd/mm/yyyy. */
export function futureDate(days = 30): string {
  return toInputDate(new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));
}

/** A label as the visitor sees it: required fields end in a `*` (hidden from screen readers). */
export const labelled = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);

export const field = (label: string) => screen.getByLabelText(labelled(label));

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
  if (!skip.includes('Pick-up Location') && screen.queryByLabelText(labelled('Pick-up Location'))) {
    await user.type(field('Pick-up Location'), 'Cork city');
  }
  if (
    !skip.includes('Drop-off Location') &&
    screen.queryByLabelText(labelled('Drop-off Location'))
  ) {
    await user.type(field('Drop-off Location'), 'Galway city');
  }
  await fill('Date of Travel', futureDate());
  await fill('Pick-up Time', '09:30');
  if (!skip.includes('Type of Group')) await chooseGroupType(user);
  await fill('Number of People', '45');
}

export const submitButton = () => screen.getByRole('button', { name: 'Get My Free Quotes' });
