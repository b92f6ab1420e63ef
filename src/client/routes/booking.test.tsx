import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBookingView } from '@/features/bookings/testing';
import { bodiesSentTo, json, mockApi, requestsTo } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderApp } from '@/test/render-app';

vi.setConfig({ testTimeout: 20_000 });

const TOKEN = 'cust.Token_42';
const API = `/quotes/${TOKEN}/booking`;

beforeAll(async () => {
  polyfillRadix();
  await import('@/routes/booking');
});
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// docs/product.md#bookings
const booking = makeBookingView();

describe('the customer’s booking page', () => {
  it('shows the booking, its terms and downloads, and records the acceptance once pressed', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [`GET ${API}`]: () => json(booking),
      [`POST ${API}/accept`]: () =>
        json({ ...booking, terms_accepted_at: '2027-02-02T11:05:00.000Z' }),
    });
    renderApp(`/quotes/${TOKEN}/booking`);
    expect(await screen.findByRole('heading', { name: 'Your booking CH-7K3Q9' })).toBeVisible();
    expect(screen.getByText('Confirmed')).toBeVisible();
    expect(screen.getByText('Eyre Square, Galway', { exact: false })).toBeVisible();
    expect(
      screen.getByText('A deposit of €240.00 is due to the company when you accept these terms.'),
    ).toBeVisible();
    expect(
      screen.getByText('Cancelling 7 days or fewer before the trip costs 50% of the total.'),
    ).toBeVisible();
    expect(document.body.textContent).not.toMatch(/incl\.? VAT/i);
    expect(screen.getByRole('link', { name: /Download the confirmation/ })).toHaveAttribute(
      'href',
      `/api${API}.pdf`,
    );
    expect(screen.getByRole('link', { name: /Add to your calendar/ })).toHaveAttribute(
      'href',
      `/api${API}.ics`,
    );
    expect(screen.getByText(/appear here from 48 hours before pick-up/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Accept the terms' }));
    expect(
      await screen.findByText(/You accepted the terms on Tue 2 Feb 2027, 11:05/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept the terms' })).toBeNull();
    expect(requestsTo(fetchMock, 'POST', `${API}/accept`)).toHaveLength(1);
  });

  it('shows the driver and vehicle when the server sends them', async () => {
    mockApi({
      [`GET ${API}`]: () =>
        json({
          ...booking,
          trip_details: {
            driver_name: 'Seán Murphy',
            driver_mobile: '087 123 4567',
            vehicle_registration: '191-G-1234',
          },
        }),
    });
    renderApp(`/quotes/${TOKEN}/booking`);
    expect(await screen.findByText('Seán Murphy')).toBeVisible();
    expect(screen.getByText('087 123 4567')).toBeVisible();
    expect(screen.getByText('191-G-1234')).toBeVisible();
  });

  it('asks for a reason before cancelling, then shows the charge', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [`GET ${API}`]: () => json(booking),
      [`POST ${API}/cancel`]: () =>
        json({
          ...booking,
          status: 'cancelled',
          cancelled_at: '2027-03-10T09:00:00.000Z',
          cancel_reason: 'The tour moved',
          cancellation_charge_eur: 600,
        }),
    });
    renderApp(`/quotes/${TOKEN}/booking`);
    await user.click(await screen.findByRole('button', { name: 'Cancel the booking' }));
    await user.click(screen.getByRole('button', { name: 'Confirm the cancellation' }));
    expect(await screen.findByText('Tell the company why you are cancelling')).toBeVisible();
    expect(requestsTo(fetchMock, 'POST', `${API}/cancel`)).toHaveLength(0);

    await user.type(screen.getByLabelText('Why are you cancelling?'), 'The tour moved');
    await user.click(screen.getByRole('button', { name: 'Confirm the cancellation' }));
    expect(await screen.findByText(/Charge under the accepted terms: €600\.00\./)).toBeVisible();
    expect(screen.getByText('Cancelled')).toBeVisible();
    expect(bodiesSentTo(fetchMock, 'POST', `${API}/cancel`)).toEqual([
      { reason: 'The tour moved' },
    ]);
  });
});
