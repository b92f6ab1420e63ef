import { act, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteMapProps } from '@/features/places';
import {
  cork,
  field,
  fillRequired,
  galway,
  mockQuoteApi,
  pickPlace,
  renderQuoteForm,
  setupUser,
  submitButton,
} from '@/features/leads/request/test-harness';
import { json, type ApiRequest } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';

vi.mock('@/features/places/components/route-map', () => ({
  RouteMap: ({ points, line }: RouteMapProps) => (
    <ul aria-label="Map">
      {points.map((point) => (
        <li key={point.label}>{`marker ${point.label} @${point.lat},${point.lng}`}</li>
      ))}
      {line ? <li>route line</li> : null}
    </ul>
  ),
}));

// Many fields typed per test; a busy machine running every suite at once needs the headroom.
vi.setConfig({ testTimeout: 15_000 });

beforeAll(polyfillRadix);

/** One-way Cork–Galway is 209.37 km; the server doubles the legs for a round trip. */
function routeHandler({ url }: ApiRequest) {
  const roundTrip = url.searchParams.get('round_trip') === 'true';
  const legs = roundTrip ? [209.37, 209.37] : [209.37];
  return json({ distance_km: legs.reduce((a, b) => a + b, 0), legs_km: legs, estimated: false });
}

const pickupBox = () => screen.getByRole('combobox', { name: 'Pick-up Location' });

describe('place search', () => {
  it('is a keyboard combobox: arrows move, Enter picks and sets the coordinates', async () => {
    const api = mockQuoteApi({ 'POST /bus-quote': () => json({ id: 1 }, 201) });
    const user = setupUser();
    renderQuoteForm();
    await user.type(pickupBox(), 'cor');
    const listbox = await screen.findByRole('listbox');
    expect(pickupBox()).toHaveAttribute('aria-expanded', 'true');
    expect(pickupBox()).toHaveAttribute('aria-controls', listbox.id);
    expect(api.callsTo('GET', '/places').at(-1)!.url.search).toBe('?q=cor&limit=8');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { selected: true });
    expect(active).toHaveTextContent('Cork Airport');
    expect(pickupBox()).toHaveAttribute('aria-activedescendant', active.id);
    await user.keyboard('{ArrowUp}{Enter}');

    expect(pickupBox()).toHaveValue('Cork, Co. Cork');
    expect(pickupBox()).toHaveAttribute('aria-expanded', 'false');
    expect(
      await screen.findByText(`marker Pick-up Location: Cork, Co. Cork @${cork.lat},${cork.lng}`),
    );

    await fillRequired(user, ['Pick-up Location']);
    await user.click(submitButton());
    await waitFor(() => expect(api.callsTo('POST', '/bus-quote')).toHaveLength(1));
    expect(api.callsTo('POST', '/bus-quote')[0]!.body).toMatchObject({
      pickup_location: 'Cork, Co. Cork',
      pickup_lat: cork.lat,
      pickup_lng: cork.lng,
    });
  });

  it('waits for a pause in typing, and Escape closes the list', async () => {
    const api = mockQuoteApi();
    const user = setupUser();
    renderQuoteForm();
    await user.type(pickupBox(), 'galw');
    await screen.findByRole('listbox');
    expect(api.callsTo('GET', '/places')).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(pickupBox()).toHaveValue('galw');
  });

  it('forgets the coordinates when the visitor types after picking', async () => {
    const api = mockQuoteApi({ 'POST /bus-quote': () => json({ id: 1 }, 201) });
    const user = setupUser();
    renderQuoteForm();
    await pickPlace(user, 'Pick-up Location', 'Cork', 'Cork Airport');
    await user.type(pickupBox(), ' car park');
    await fillRequired(user, ['Pick-up Location']);
    await user.click(submitButton());
    await waitFor(() => expect(api.callsTo('POST', '/bus-quote')).toHaveLength(1));
    expect(api.callsTo('POST', '/bus-quote')[0]!.body).toMatchObject({
      pickup_location: 'Cork Airport, Co. Cork car park',
      pickup_lat: null,
      pickup_lng: null,
    });
  });
});

describe('distance', () => {
  it('needs both locations', async () => {
    const api = mockQuoteApi();
    const user = setupUser();
    renderQuoteForm();
    await pickPlace(user, 'Pick-up Location', 'Cork', 'Cork');
    await user.click(screen.getByRole('button', { name: 'Calculate distance' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter both start and end locations to calculate distance.'),
    ).toBeInTheDocument();
    expect(api.callsTo('GET', '/route')).toHaveLength(0);
  });

  it('shows Calculating... then the distance, which is sent with the request', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = mockQuoteApi({
      'GET /route': () => new Promise((resolve) => (answer = resolve)),
      'POST /bus-quote': () => json({ id: 1 }, 201),
    });
    const user = setupUser();
    renderQuoteForm();
    await pickPlace(user, 'Pick-up Location', 'Cork', 'Cork');
    await pickPlace(user, 'Drop-off Location', 'Galw', 'Galway');
    await user.click(screen.getByRole('button', { name: 'Calculate distance' }));
    expect(await screen.findByRole('button', { name: 'Calculating...' })).toBeDisabled();
    expect(api.callsTo('GET', '/route')[0]!.url.search).toBe(
      `?from=${encodeURIComponent(`${cork.lat},${cork.lng}`)}` +
        `&to=${encodeURIComponent(`${galway.lat},${galway.lng}`)}&round_trip=false`,
    );

    await act(async () =>
      answer(json({ distance_km: 209.374, legs_km: [209.374], estimated: false })),
    );
    expect(await screen.findByText('Distance Calculated')).toBeInTheDocument();
    expect(screen.getByText('Route distance: 209.37 km')).toBeInTheDocument();
    expect(screen.getByText('Distance: 209.37 km')).toBeInTheDocument();
    expect(screen.getByText('route line')).toBeInTheDocument();

    await fillRequired(user, ['Pick-up Location', 'Drop-off Location']);
    await user.click(submitButton());
    await waitFor(() => expect(api.callsTo('POST', '/bus-quote')).toHaveLength(1));
    expect(api.callsTo('POST', '/bus-quote')[0]!.body).toMatchObject({ distance: 209.37 });
  });

  it('resolves typed text first and marks an estimate as approximate', async () => {
    const api = mockQuoteApi({
      'GET /route': () => json({ distance_km: 180, legs_km: [180], estimated: true }),
    });
    const user = setupUser();
    renderQuoteForm();
    await user.type(pickupBox(), 'Cork');
    await user.type(field('Drop-off Location'), 'Galway');
    await user.click(screen.getByRole('button', { name: 'Calculate distance' }));
    expect(await screen.findByText('Route distance: 180.00 km')).toBeInTheDocument();
    expect(screen.getByText('Distance: ≈ 180.00 km (approx.)')).toBeInTheDocument();
    const lookups = api
      .callsTo('GET', '/places')
      .filter((c) => c.url.searchParams.get('limit') === '1');
    expect(lookups.map((c) => c.url.searchParams.get('q'))).toEqual(['Cork', 'Galway']);
  });

  it('reports a failure with the server message, or a place it cannot find', async () => {
    mockQuoteApi({ 'GET /route': () => json({ message: 'No route between these places' }, 422) });
    const user = setupUser();
    renderQuoteForm();
    await pickPlace(user, 'Pick-up Location', 'Cork', 'Cork');
    await user.type(field('Drop-off Location'), 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Calculate distance' }));
    expect(await screen.findByText('Calculation Failed')).toBeInTheDocument();
    expect(screen.getByText(/Could not find "Atlantis"/)).toBeInTheDocument();

    await user.clear(field('Drop-off Location'));
    await pickPlace(user, 'Drop-off Location', 'Galw', 'Galway');
    await user.click(screen.getByRole('button', { name: 'Calculate distance' }));
    expect(await screen.findByText('No route between these places')).toBeInTheDocument();
  });

  it('recalculates when the round trip is ticked or unticked', async () => {
    const api = mockQuoteApi({ 'GET /route': routeHandler });
    const user = setupUser();
    renderQuoteForm();
    await pickPlace(user, 'Pick-up Location', 'Cork', 'Cork');
    await pickPlace(user, 'Drop-off Location', 'Galw', 'Galway');
    await user.click(screen.getByRole('button', { name: 'Calculate distance' }));
    expect(await screen.findByText('Distance: 209.37 km')).toBeInTheDocument();

    const roundTrip = screen.getByRole('checkbox', { name: 'Return trip to the pick-up location' });
    await user.click(roundTrip);
    expect(await screen.findByText('Distance: 418.74 km (round trip)')).toBeInTheDocument();
    expect(api.callsTo('GET', '/route').at(-1)!.url.searchParams.get('round_trip')).toBe('true');
    await user.click(roundTrip);
    expect(await screen.findByText('Distance: 209.37 km')).toBeInTheDocument();
    expect(api.callsTo('GET', '/route')).toHaveLength(3);
  });

  it('does not calculate on a round-trip tick before any distance is shown', async () => {
    const api = mockQuoteApi({ 'GET /route': routeHandler });
    const user = setupUser();
    renderQuoteForm();
    await pickPlace(user, 'Pick-up Location', 'Cork', 'Cork');
    await pickPlace(user, 'Drop-off Location', 'Galw', 'Galway');
    await user.click(screen.getByRole('checkbox', { name: 'Return trip to the pick-up location' }));
    expect(api.callsTo('GET', '/route')).toHaveLength(0);
  });
});
