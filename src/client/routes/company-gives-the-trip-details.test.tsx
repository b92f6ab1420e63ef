import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRIP_DETAILS_ERRORS } from '@shared/bookings/trip-details';
import { makeBookingView } from '@/features/bookings/testing';
import { makeQuote, makeRespondView } from '@/features/marketplace/testing';
import { bodiesSentTo, json, mockApi, requestsTo } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderApp } from '@/test/render-app';

vi.setConfig({ testTimeout: 20_000 });

const TOKEN = 'co.Token_7';
const API = `/respond/${TOKEN}`;

beforeAll(async () => {
  polyfillRadix();
  await import('@/routes/respond');
});
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

const chosen = makeRespondView({
  status: 'chosen',
  open: false,
  quote: makeQuote({ id: 3, price_eur: 1200, status: 'chosen', revision: 1 }),
  customer: { full_name: 'Mary Murphy', email: 'mary@example.ie', mobile_number: '087 765 4321' },
});

const DETAILS = {
  driver_name: 'Seán Murphy',
  driver_mobile: '087 123 4567',
  vehicle_registration: '191 g 1234',
};

async function fillIn(user: ReturnType<typeof userEvent.setup>, details: typeof DETAILS) {
  for (const [label, value] of [
    ['Driver’s name', details.driver_name],
    ['Driver’s mobile', details.driver_mobile],
    ['Vehicle registration', details.vehicle_registration],
  ] as const) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

// docs/product.md#bookings
describe('the chosen company’s booking on its link page', () => {
  it('shows the booking and its downloads, and saves the driver and vehicle', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [`GET ${API}`]: () => json(chosen),
      [`GET ${API}/booking`]: () => json(makeBookingView()),
      [`PUT ${API}/trip-details`]: () =>
        json(makeBookingView({ trip_details: { ...DETAILS, vehicle_registration: '191-G-1234' } })),
    });
    renderApp(API);

    const section = await screen.findByRole('region', { name: 'Booking CH-7K3Q9' });
    expect(within(section).getByText('Confirmed')).toBeVisible();
    expect(
      within(section).getByRole('link', { name: /Download the confirmation/ }),
    ).toHaveAttribute('href', `/api${API}/booking.pdf`);
    expect(within(section).getByRole('link', { name: /Add to your calendar/ })).toHaveAttribute(
      'href',
      `/api${API}/booking.ics`,
    );
    expect(document.body.textContent).not.toMatch(/incl\.? VAT/i);

    await fillIn(user, DETAILS);
    await user.click(screen.getByRole('button', { name: 'Save the trip details' }));
    expect(await screen.findByText(/Trip details saved/)).toBeVisible();
    expect(bodiesSentTo(fetchMock, 'PUT', `${API}/trip-details`)).toEqual([DETAILS]);
    // The form shows the plate as the server stored it.
    expect(screen.getByLabelText('Vehicle registration')).toHaveValue('191-G-1234');
  });

  it('names each field that is wrong, here and from the server, and sends nothing wrong', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [`GET ${API}`]: () => json(chosen),
      [`GET ${API}/booking`]: () => json(makeBookingView()),
      [`PUT ${API}/trip-details`]: () =>
        json(
          {
            message: 'Check the highlighted fields',
            errors: { vehicle_registration: ['Enter the registration as on the plate'] },
          },
          422,
        ),
    });
    renderApp(API);
    await screen.findByRole('region', { name: 'Booking CH-7K3Q9' });

    await fillIn(user, {
      driver_name: '',
      driver_mobile: '021 555 1234',
      vehicle_registration: 'x',
    });
    await user.click(screen.getByRole('button', { name: 'Save the trip details' }));
    expect(screen.getByLabelText('Driver’s name')).toHaveAccessibleDescription(
      TRIP_DETAILS_ERRORS.driverName,
    );
    expect(screen.getByLabelText('Driver’s mobile')).toHaveAccessibleDescription(
      expect.stringContaining(TRIP_DETAILS_ERRORS.driverMobile),
    );
    expect(screen.getByLabelText('Vehicle registration')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, 'PUT', `${API}/trip-details`)).toHaveLength(0);

    // What the server still refuses is shown beside its field; what was typed stays.
    await fillIn(user, DETAILS);
    await user.click(screen.getByRole('button', { name: 'Save the trip details' }));
    expect(await screen.findByText('Enter the registration as on the plate')).toBeVisible();
    expect(screen.getByLabelText('Driver’s name')).toHaveValue('Seán Murphy');
    expect(screen.getByLabelText('Driver’s name')).toHaveAttribute('aria-invalid', 'false');
  });

  it('offers no form once the customer has cancelled', async () => {
    mockApi({
      [`GET ${API}`]: () => json(chosen),
      [`GET ${API}/booking`]: () =>
        json(
          makeBookingView({
            status: 'cancelled',
            cancelled_by: 'customer',
            cancel_reason: 'The tour moved',
          }),
        ),
    });
    renderApp(API);
    expect(
      await screen.findByText(/^Cancelled by the customer\..*Reason: The tour moved$/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save the trip details' })).toBeNull();
  });
});
