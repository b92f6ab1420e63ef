import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDate, irishToday, toInputDate } from '@shared/dates';
import type {
  Unavailability,
  UnavailabilityInput,
  UnavailabilityList,
} from '@shared/workspace/availability';
import { AvailabilityPage } from '@/features/workspace/availability/availability-page';
import { type ApiHandler, bodiesSentTo, json, mockApi, requestsTo } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderRoutes } from '@/test/render';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(polyfillRadix);

const API = '/operator/unavailability';

/** An Irish date `days` from today, YYYY-MM-DD. */
function inDays(days: number): string {
  const date = new Date(`${irishToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const fleet = [
  { type: 'Coach', seats: 49, count: 2 },
  { type: 'Minibus', seats: 16, count: 1 },
];

let nextId = 1;
function makeRange(overrides: Partial<Unavailability> = {}): Unavailability {
  return {
    id: nextId++,
    starts_on: inDays(10),
    ends_on: inDays(12),
    vehicle: null,
    vehicle_in_fleet: true,
    note: null,
    created_by_name: 'Máire Dispatcher',
    created_at: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

/**
 * The API as the page sees it: a list it can add to and remove from. `post` answers the add
 * instead; `removeStatus` the removal of each listed range (204 removes it).
 */
function serve(
  initial: Unavailability[],
  options: { post?: ApiHandler; removeStatus?: number } = {},
) {
  let ranges = [...initial];
  const removals = Object.fromEntries(
    initial.map((range): [string, ApiHandler] => [
      `DELETE ${API}/${range.id}`,
      () => {
        const status = options.removeStatus ?? 204;
        if (status !== 204) return json({ message: 'These dates were not found' }, status);
        ranges = ranges.filter((kept) => kept.id !== range.id);
        return new Response(null, { status: 204 });
      },
    ]),
  );
  return mockApi({
    [`GET ${API}`]: () => json({ data: ranges, fleet } satisfies UnavailabilityList),
    [`POST ${API}`]:
      options.post ??
      (({ body }) => {
        const input = body as Required<UnavailabilityInput>;
        const created = makeRange({ ...input, vehicle: input.vehicle ?? null });
        ranges = [...ranges, created];
        return json({ unavailability: created }, 201);
      }),
    ...removals,
  });
}

const renderPage = () =>
  renderRoutes(
    [{ path: '/operator/availability', Component: AvailabilityPage }],
    '/operator/availability',
  );

const upcoming = () => screen.getByRole('region', { name: 'Upcoming dates' });

describe('the availability page', () => {
  it('says when no dates are marked, and offers the whole company or one vehicle of each kind', async () => {
    serve([]);
    renderPage();
    expect(await within(upcoming()).findByText(/No dates marked/)).toBeVisible();
    const scope = screen.getByRole('group', { name: 'What is unavailable' });
    expect(
      within(scope)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual([
      'Whole company: fully booked',
      'One 49-seat Coach (you have 2)',
      'One 16-seat Minibus',
    ]);
    expect(within(scope).getByRole('radio', { name: 'Whole company: fully booked' })).toBeChecked();
  });

  it('lists upcoming dates with what they take out, the note and who added them', async () => {
    serve([
      makeRange({ starts_on: inDays(5), ends_on: inDays(5), note: 'Galway Races' }),
      makeRange({ vehicle: { type: 'Coach', seats: 53 }, vehicle_in_fleet: false }),
    ]);
    renderPage();
    const items = await within(upcoming()).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(formatDate(inDays(5)));
    expect(items[0]).toHaveTextContent('Whole company fully booked');
    expect(items[0]).toHaveTextContent('Galway Races');
    expect(items[0]).toHaveTextContent('Added by Máire Dispatcher');
    expect(items[1]).toHaveTextContent(`${formatDate(inDays(10))} – ${formatDate(inDays(12))}`);
    expect(items[1]).toHaveTextContent('One 53-seat Coach unavailable');
    expect(items[1]).toHaveTextContent('no longer in your fleet');
  });

  it('adds one vehicle for a single day: the last day follows the first, and the list reloads', async () => {
    const user = userEvent.setup();
    const fetchMock = serve([]);
    renderPage();
    const day = inDays(30);
    await user.type(await screen.findByLabelText(/First day/), toInputDate(day));
    expect(screen.getByLabelText(/Last day/)).toHaveValue(toInputDate(day));
    await user.click(screen.getByRole('radio', { name: 'One 49-seat Coach (you have 2)' }));
    await user.type(screen.getByLabelText(/Note/), 'Wedding in Kilkenny');
    await user.click(screen.getByRole('button', { name: 'Add dates' }));

    expect(await screen.findByText('Dates added')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', API)).toEqual([
      {
        starts_on: day,
        ends_on: day,
        vehicle: { type: 'Coach', seats: 49 },
        note: 'Wedding in Kilkenny',
      },
    ]);
    const item = await within(upcoming()).findByRole('listitem');
    expect(item).toHaveTextContent(formatDate(day));
    expect(item).toHaveTextContent('One 49-seat Coach unavailable');
    // The form is empty again for the next range.
    expect(screen.getByLabelText(/First day/)).toHaveValue('');
  });

  it('names each wrong field and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = serve([]);
    renderPage();
    const first = await screen.findByLabelText(/First day/);
    const last = screen.getByLabelText(/Last day/);
    const add = screen.getByRole('button', { name: 'Add dates' });

    await user.click(add);
    expect(first).toHaveAccessibleDescription(/Enter the date as dd\/mm\/yyyy/);

    await user.type(first, toInputDate(inDays(20)));
    await user.clear(last);
    await user.type(last, toInputDate(inDays(19)));
    await user.click(add);
    expect(last).toHaveAccessibleDescription(/The last day cannot be before the first day/);

    await user.clear(first);
    await user.type(first, toInputDate(inDays(-5)));
    await user.clear(last);
    await user.type(last, toInputDate(inDays(-1)));
    await user.click(add);
    expect(last).toHaveAccessibleDescription(/The last day cannot be in the past/);

    await user.clear(last);
    await user.type(last, toInputDate(inDays(400)));
    await user.click(add);
    expect(last).toHaveAccessibleDescription(/at most 366 days/);
    expect(requestsTo(fetchMock, 'POST', API)).toEqual([]);
  });

  it('puts the server’s field message on its field', async () => {
    const user = userEvent.setup();
    serve([], {
      post: () =>
        json(
          { message: 'The given data was invalid.', errors: { ends_on: ['Server says no'] } },
          422,
        ),
    });
    renderPage();
    await user.type(await screen.findByLabelText(/First day/), toInputDate(inDays(3)));
    await user.click(screen.getByRole('button', { name: 'Add dates' }));
    expect(await screen.findByText('Could not add the dates')).toBeInTheDocument();
    expect(screen.getByLabelText(/Last day/)).toHaveAccessibleDescription(/Server says no/);
  });

  it('removes dates only once confirmed', async () => {
    const user = userEvent.setup();
    const range = makeRange();
    const fetchMock = serve([range]);
    renderPage();
    const name = `Remove ${formatDate(range.starts_on)} – ${formatDate(range.ends_on)}`;

    await user.click(await screen.findByRole('button', { name }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove these dates?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, 'DELETE', `${API}/${range.id}`)).toEqual([]);

    await user.click(screen.getByRole('button', { name }));
    dialog = await screen.findByRole('alertdialog', { name: 'Remove these dates?' });
    expect(dialog).toHaveTextContent('may be sent requests for these days again');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Dates removed')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'DELETE', `${API}/${range.id}`)).toHaveLength(1);
    expect(await within(upcoming()).findByText(/No dates marked/)).toBeVisible();
  });

  it('keeps the dialog open beside the error when the removal fails', async () => {
    const user = userEvent.setup();
    const range = makeRange();
    serve([range], { removeStatus: 404 });
    renderPage();
    await user.click(await screen.findByRole('button', { name: /^Remove / }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Could not remove the dates')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeVisible();
  });

  it('says when the dates cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      [`GET ${API}`]: () =>
        fail ? json({ message: 'Server error' }, 500) : json({ data: [], fleet }),
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your availability');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText(/No dates marked/)).toBeVisible());
  });
});
