import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingChange } from '@shared/bookings/changes';
import { makeBookingView } from '@/features/bookings/testing';
import { makeQuote, makeRespondView } from '@/features/marketplace/testing';
import { bodiesSentTo, json, mockApi, requestsTo } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderApp } from '@/test/render-app';

vi.setConfig({ testTimeout: 20_000 });

const CUSTOMER_TOKEN = 'cust.Token_42';
const COMPANY_TOKEN = 'co.Token_7';
const CUSTOMER_API = `/quotes/${CUSTOMER_TOKEN}/booking`;
const COMPANY_API = `/respond/${COMPANY_TOKEN}`;

beforeAll(async () => {
  polyfillRadix();
  await import('@/routes/booking');
  await import('@/routes/respond');
});
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// docs/product.md#booking-changes
const booking = makeBookingView();
const chosen = makeRespondView({
  status: 'chosen',
  open: false,
  quote: makeQuote({ id: 3, price_eur: 1200, status: 'chosen', revision: 1 }),
  customer: { full_name: 'Mary Murphy', email: 'mary@example.ie', mobile_number: '087 765 4321' },
});

function makeChange(overrides: Partial<BookingChange> = {}): BookingChange {
  return {
    id: 5,
    requested_by: 'customer',
    message: 'The match moved; please collect us later',
    pickup_times: [{ day: 1, start_time: '10:15' }],
    number_of_people: null,
    price_eur: null,
    status: 'pending',
    created_at: '2027-02-03T09:00:00.000Z',
    answered_at: null,
    ...overrides,
  };
}

describe('a change request on the customer’s booking page', () => {
  it('checks the message, sends the new time, then shows the request with Withdraw', async () => {
    const user = userEvent.setup();
    let changes: BookingChange[] = [];
    const fetchMock = mockApi({
      [`GET ${CUSTOMER_API}`]: () => json(booking),
      [`GET ${CUSTOMER_API}/changes`]: () => json({ changes }),
      [`POST ${CUSTOMER_API}/changes`]: () => {
        changes = [makeChange()];
        return json({ change: changes[0], booking }, 201);
      },
    });
    renderApp(CUSTOMER_API);
    await user.click(await screen.findByRole('button', { name: 'Request a change' }));
    const form = screen.getByRole('form', { name: 'Request a change' });
    await user.click(within(form).getByRole('button', { name: 'Send the change request' }));
    expect(await within(form).findByText('Say what should change and why')).toBeVisible();
    expect(within(form).getByLabelText('What should change, and why?')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(requestsTo(fetchMock, 'POST', `${CUSTOMER_API}/changes`)).toHaveLength(0);
    // The customer proposes no price.
    expect(within(form).queryByLabelText(/New total price/)).toBeNull();

    await user.type(
      within(form).getByLabelText('What should change, and why?'),
      'The match moved; please collect us later',
    );
    await user.type(within(form).getByLabelText(/^Day 1, Sun 14 Mar 2027 \(now 08:30\)/), '10:15');
    await user.click(within(form).getByRole('button', { name: 'Send the change request' }));
    expect(await screen.findByText(/Change request sent/)).toBeVisible();
    expect(bodiesSentTo(fetchMock, 'POST', `${CUSTOMER_API}/changes`)).toEqual([
      {
        message: 'The match moved; please collect us later',
        pickup_times: [{ day: 1, start_time: '10:15' }],
      },
    ]);
    const pending = await screen.findByRole('region', {
      name: 'Change request waiting for an answer',
    });
    expect(
      within(pending).getByText('Day 1 (Sun 14 Mar 2027) pick-up: 08:30 → 10:15'),
    ).toBeVisible();
    expect(within(pending).getByRole('button', { name: 'Withdraw the request' })).toBeVisible();
    expect(within(pending).queryByRole('button', { name: 'Accept the change' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request a change' })).toBeNull();
  });

  it('shows the server’s refusal beside its field', async () => {
    const user = userEvent.setup();
    mockApi({
      [`GET ${CUSTOMER_API}`]: () => json(booking),
      [`GET ${CUSTOMER_API}/changes`]: () => json({ changes: [] }),
      [`POST ${CUSTOMER_API}/changes`]: () =>
        json(
          {
            message: 'This trip has no day 2',
            errors: { pickup_times: ['This trip has no day 2'] },
          },
          422,
        ),
    });
    renderApp(CUSTOMER_API);
    await user.click(await screen.findByRole('button', { name: 'Request a change' }));
    await user.type(screen.getByLabelText('What should change, and why?'), 'Later please');
    await user.click(screen.getByRole('button', { name: 'Send the change request' }));
    expect(await screen.findByText('This trip has no day 2')).toBeVisible();
  });
});

describe('a change request on the company’s link page', () => {
  it('offers Accept and Decline for the customer’s request; accepting shows Changed', async () => {
    const user = userEvent.setup();
    const changed = makeBookingView({
      status: 'changed',
      revision: 1,
      itinerary: [{ ...booking.itinerary[0]!, start_time: '10:15' }],
    });
    let current = booking;
    let changes = [makeChange()];
    const fetchMock = mockApi({
      [`GET ${COMPANY_API}`]: () => json(chosen),
      [`GET ${COMPANY_API}/booking`]: () => json(current),
      [`GET ${COMPANY_API}/booking/changes`]: () => json({ changes }),
      [`POST ${COMPANY_API}/booking/changes/5/accept`]: () => {
        current = changed;
        changes = [makeChange({ status: 'accepted', answered_at: '2027-02-03T10:00:00.000Z' })];
        return json({ change: changes[0], booking: changed });
      },
    });
    renderApp(COMPANY_API);
    const pending = await screen.findByRole('region', {
      name: 'Change request waiting for an answer',
    });
    expect(within(pending).getByText('A change is asked for')).toBeVisible();
    expect(within(pending).getByText('The match moved; please collect us later')).toBeVisible();
    expect(within(pending).getByRole('button', { name: 'Decline' })).toBeVisible();
    expect(within(pending).queryByRole('button', { name: 'Withdraw the request' })).toBeNull();

    await user.click(within(pending).getByRole('button', { name: 'Accept the change' }));
    expect(await screen.findByText('Change accepted. The booking is updated.')).toBeVisible();
    expect(requestsTo(fetchMock, 'POST', `${COMPANY_API}/booking/changes/5/accept`)).toHaveLength(
      1,
    );
    expect(await screen.findByText('Changed')).toBeVisible();
    const history = await screen.findByRole('list', { name: 'Earlier change requests' });
    expect(within(history).getByText('Accepted')).toBeVisible();
    expect(within(history).getByText('Day 1 (Sun 14 Mar 2027) pick-up: 10:15')).toBeVisible();
  });

  it('lets the company propose a new total and cancel with a reason', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [`GET ${COMPANY_API}`]: () => json(chosen),
      [`GET ${COMPANY_API}/booking`]: () => json(booking),
      [`GET ${COMPANY_API}/booking/changes`]: () => json({ changes: [] }),
      [`POST ${COMPANY_API}/booking/changes`]: () =>
        json(
          {
            change: makeChange({ requested_by: 'company', pickup_times: null, price_eur: 1300 }),
            booking,
          },
          201,
        ),
      [`POST ${COMPANY_API}/booking/cancel`]: () =>
        json({
          ...booking,
          status: 'cancelled',
          cancelled_by: 'company',
          cancel_reason: 'Our coach failed its test',
        }),
    });
    renderApp(COMPANY_API);
    await user.click(await screen.findByRole('button', { name: 'Request a change' }));
    await user.type(screen.getByLabelText('What should change, and why?'), 'Tolls went up');
    await user.type(screen.getByLabelText('New total price in € (optional)'), '1300');
    await user.click(screen.getByRole('button', { name: 'Send the change request' }));
    expect(await screen.findByText(/Change request sent/)).toBeVisible();
    expect(bodiesSentTo(fetchMock, 'POST', `${COMPANY_API}/booking/changes`)).toEqual([
      { message: 'Tolls went up', price_eur: 1300 },
    ]);

    await user.click(screen.getByRole('button', { name: 'Cancel the booking' }));
    await user.click(screen.getByRole('button', { name: 'Confirm the cancellation' }));
    expect(await screen.findByText('Tell the customer why you are cancelling')).toBeVisible();
    await user.type(screen.getByLabelText('Why are you cancelling?'), 'Our coach failed its test');
    await user.click(screen.getByRole('button', { name: 'Confirm the cancellation' }));
    expect(await screen.findByText(/The customer has been told/)).toBeVisible();
    expect(bodiesSentTo(fetchMock, 'POST', `${COMPANY_API}/booking/cancel`)).toEqual([
      { reason: 'Our coach failed its test' },
    ]);
    expect(
      await screen.findByText(
        /^Cancelled on .*Reason: Our coach failed its test$|^Cancelled\. Reason: Our coach failed its test$/,
      ),
    ).toBeVisible();
  });
});
