import { quoteTotalCents } from '@shared/marketplace/quote-lines';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type QuoteInput, type RespondView, centsToEur } from '@shared/marketplace/quotes';
import { makeQuote, makeRespondView } from '@/features/marketplace/testing';
import { bodiesSentTo, json, mockApi } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderApp } from '@/test/render-app';

vi.setConfig({ testTimeout: 20_000 });

const TOKEN = 'abc.DEF-123';
const PATH = `/respond/${TOKEN}`;
const API = `/respond/${TOKEN}`;

beforeAll(async () => {
  polyfillRadix();
  await import('@/routes/respond');
});
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

const field = (name: RegExp | string) => screen.getByLabelText(name);

describe('a company’s respond page', () => {
  it('shows the journey without contact details, and sends the quote it was given', async () => {
    const user = userEvent.setup();
    let view = makeRespondView();
    const fetchMock = mockApi({
      [`GET ${API}`]: () => json(view),
      [`POST ${API}/quote`]: ({ body }) => {
        const input = body as Required<QuoteInput>;
        view = makeRespondView({
          status: 'quoted',
          quote: makeQuote({
            id: 1,
            ...input,
            // As the server does: the total from the lines.
            price_eur: centsToEur(quoteTotalCents(input.lines)),
            notes: input.notes ?? null,
            revision: 1,
          }),
        });
        return json(view, 201);
      },
    });
    renderApp(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Quote request' })).toBeVisible();
    expect(screen.getByText('Rebel Coaches')).toBeVisible();
    const journey = screen.getByRole('region', { name: 'The journey' });
    expect(journey).toHaveTextContent('Cork City Hall, Co. Cork');
    expect(journey).toHaveTextContent('Dublin Airport, Co. Dublin');
    expect(journey).toHaveTextContent('Fri 14 Jun 2030 at 09:30');
    expect(journey).toHaveTextContent('Sat 15 Jun 2030 at 18:00');
    expect(journey).toHaveTextContent('School Tour');
    expect(journey).toHaveTextContent('256.46 km');
    expect(journey).toHaveTextContent('Two wheelchair users');
    await waitFor(() => expect(document.title).toBe('Quote request — Coach Hire Ireland'));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );

    // docs/product.md#quotes: the company's VAT setting, never "incl. VAT".
    expect(field(/Base price, in euro/)).toHaveAccessibleDescription(
      /VAT: exempt \(passenger transport\)/,
    );
    expect(document.body).not.toHaveTextContent(/incl\. VAT|including VAT/);
    // docs/product.md#itemised-quotes: lines, each in the total or not, a deposit, a scale.
    await user.type(field(/Base price, in euro/), '€1,250.50');
    await user.click(screen.getByRole('button', { name: 'Tolls' }));
    await user.type(field(/^Tolls, in euro/), '14.20');
    await user.click(screen.getByRole('button', { name: 'Parking' }));
    await user.type(field(/^Parking, in euro/), '20');
    await user.click(screen.getByRole('checkbox', { name: 'In the total (parking)' }));
    await user.click(screen.getByRole('button', { name: 'Standby per hour' }));
    await user.type(field(/Standby rate per hour/), '45');
    await user.click(
      screen.getByRole('checkbox', { name: 'Planned waits included (standby per hour)' }),
    );
    // The total the company sees as it types: 1250.50 + 14.20; parking is charged apart.
    expect(screen.getByText(/All-in total/)).toHaveTextContent('All-in total: €1,264.70');
    expect(screen.queryByRole('button', { name: 'Tolls' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'A percentage of the total' }));
    await user.type(field(/Deposit, % of the total/), '25');
    await user.click(screen.getByRole('button', { name: 'Add a cancellation step' }));
    await user.type(field(/Days before/), '7');
    await user.type(field(/% charged/), '50');
    await user.type(field(/^Vehicle/), 'Executive coach');
    await user.type(field(/^Seats/), '53');
    await user.type(field(/Valid until/), '14/06/2030');
    await user.type(field(/Notes for the customer/), 'Wi-Fi on board');
    await user.click(screen.getByRole('button', { name: 'Send quote' }));

    expect(await screen.findByText('Your quote has been sent')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', `${API}/quote`)).toEqual([
      {
        lines: [
          { kind: 'base', label: null, amount_eur: 1250.5, included: true },
          { kind: 'tolls', label: null, amount_eur: 14.2, included: true },
          { kind: 'parking', label: null, amount_eur: 20, included: false },
          { kind: 'standby', label: null, amount_eur: 45, included: true },
        ],
        deposit: { kind: 'percent', value: 25 },
        cancellation: [{ days_before: 7, percent: 50 }],
        vehicle_type: 'Executive coach',
        seats: 53,
        // The server works these out from the lines; the form sends the schema's defaults.
        includes_driver: true,
        includes_tolls: false,
        includes_parking: false,
        includes_waiting_time: false,
        valid_until: '2030-06-14',
        notes: 'Wi-Fi on board',
      },
    ]);
    // Now a revision: prefilled with the quote as it stands.
    expect(await screen.findByRole('button', { name: 'Update quote' })).toBeVisible();
    expect(screen.getByText(/Revision 1/)).toBeVisible();
    expect(field(/Base price, in euro/)).toHaveValue('1250.5');
    expect(field(/^Tolls, in euro/)).toHaveValue('14.2');
    expect(
      screen.getByRole('checkbox', { name: 'Planned waits included (standby per hour)' }),
    ).toBeChecked();
    expect(field(/Deposit, % of the total/)).toHaveValue(25);
    expect(field(/^Seats/)).toHaveValue(53);
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('starts a new quote with the lines the trip check proposes, saying why; they can go', async () => {
    // docs/product.md#quote-gaps
    const user = userEvent.setup();
    const view = makeRespondView({
      journey: {
        ...makeRespondView().journey,
        trip_check: {
          days: [
            {
              date: '2030-06-14',
              verdict: 'overnight',
              reasons: ['The coach stays away tonight.'],
            },
            { date: '2030-06-15', verdict: 'second_driver', reasons: ['11 h of driving.'] },
          ],
          tolled_roads: ['M1'],
        },
      },
    });
    const fetchMock = mockApi({
      [`GET ${API}`]: () => json(view),
      [`POST ${API}/quote`]: () => json(view, 201),
    });
    renderApp(PATH);

    // The company sees the verdicts on the invitation.
    const check = await screen.findByRole('region', { name: 'Driver hours and tolls' });
    expect(check).toHaveTextContent('Day 1, Fri 14 Jun 2030: driver overnight needed');
    expect(check).toHaveTextContent(
      'Day 2, Sat 15 Jun 2030: second driver needed. 11 h of driving.',
    );
    // The proposed lines are there, blank and in the total, each with its reason.
    for (const [name, why] of [
      ['second driver', 'Day 2: 11 h of driving.'],
      ['driver overnight', 'Day 1: The coach stays away tonight.'],
      ['tolls', 'This route likely uses a tolled road (M1).'],
    ]) {
      expect(field(new RegExp(`^${name}, in euro`, 'i'))).toHaveValue('');
      expect(screen.getByRole('checkbox', { name: `In the total (${name})` })).toBeChecked();
      expect(
        screen.getByText((_, element) =>
          Boolean(
            element?.matches('p') &&
            element.textContent?.startsWith(`Proposed because the trip needs it: ${why}`),
          ),
        ),
      ).toBeVisible();
    }
    expect(screen.queryByRole('button', { name: 'Second driver' })).not.toBeInTheDocument();
    // Amounts are the company's to fill: sending blank ones is refused on the field.
    await user.type(field(/Base price, in euro/), '1400');
    await user.type(field(/^Second driver, in euro/), '250');
    await user.click(screen.getByRole('button', { name: 'Remove driver overnight' }));
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    await waitFor(() =>
      expect(field(/^Tolls, in euro/)).toHaveAccessibleDescription(/Enter the amount in euro/),
    );
    await user.click(screen.getByRole('button', { name: 'Remove tolls' }));
    await user.type(field(/^Vehicle/), 'Coach');
    await user.type(field(/^Seats/), '49');
    await user.type(field(/Valid until/), '14/06/2030');
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    await waitFor(() => expect(bodiesSentTo(fetchMock, 'POST', `${API}/quote`)).toHaveLength(1));
    expect(bodiesSentTo(fetchMock, 'POST', `${API}/quote`)[0]).toMatchObject({
      lines: [
        { kind: 'base', label: null, amount_eur: 1400, included: true },
        { kind: 'second_driver', label: null, amount_eur: 250, included: true },
      ],
    });
  });

  it('asks before sending a quote that ends before the journey, and sends it once confirmed', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [`GET ${API}`]: () => json(makeRespondView()),
      [`POST ${API}/quote`]: () =>
        json(makeRespondView({ status: 'quoted', quote: makeQuote({ id: 1, revision: 1 }) }), 201),
    });
    renderApp(PATH);
    await user.type(await screen.findByLabelText(/Base price, in euro/), '900');
    await user.type(field(/^Vehicle/), 'Coach');
    await user.type(field(/^Seats/), '49');
    await user.type(field(/Valid until/), '31/5/2030');
    await user.click(screen.getByRole('button', { name: 'Send quote' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Valid until is before the journey',
    });
    expect(dialog).toHaveTextContent(
      'This quote would end on Fri 31 May 2030, before the journey on Fri 14 Jun 2030',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Change the date' }));
    expect(bodiesSentTo(fetchMock, 'POST', `${API}/quote`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Send anyway' }));
    expect(await screen.findByText('Your quote has been sent')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', `${API}/quote`)).toMatchObject([
      { valid_until: '2030-05-31' },
    ]);
  });

  it('says a date it cannot read is to be written dd/mm/yyyy', async () => {
    const user = userEvent.setup();
    mockApi({ [`GET ${API}`]: () => json(makeRespondView()) });
    renderApp(PATH);
    await user.type(await screen.findByLabelText(/Valid until/), '2030-31-05');
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(field(/Valid until/)).toHaveAccessibleDescription(/Enter the date as dd\/mm\/yyyy/);
  });

  it('says what is missing before sending anything, on the fields themselves', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ [`GET ${API}`]: () => json(makeRespondView()) });
    renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Send quote' }));

    const price = field(/Base price, in euro/);
    expect(price).toHaveAccessibleDescription(/Enter the amount in euro/);
    expect(price).toHaveAttribute('aria-invalid', 'true');
    // The first field of the form with an error takes the focus.
    await waitFor(() => expect(field(/Valid until/)).toHaveFocus());
    expect(field(/^Seats/)).toHaveAccessibleDescription('Enter the number of seats');
    expect(field(/^Vehicle/)).toHaveAccessibleDescription('Vehicle is required');
    expect(bodiesSentTo(fetchMock, 'POST', `${API}/quote`)).toHaveLength(0);

    await user.type(price, '0');
    expect(price).not.toHaveAttribute('aria-invalid');
  });

  it('shows the server’s field errors and its message when the request stopped taking quotes', async () => {
    const user = userEvent.setup();
    let calls = 0;
    mockApi({
      [`GET ${API}`]: () =>
        json(calls === 0 ? makeRespondView() : makeRespondView({ status: 'invited', open: false })),
      [`POST ${API}/quote`]: () => {
        calls += 1;
        return calls === 1
          ? json(
              {
                message: 'Validation failed',
                errors: { valid_until: ['Valid until must be on or before the travel date'] },
              },
              422,
            )
          : json({ message: 'This request is no longer taking quotes' }, 409);
      },
    });
    renderApp(PATH);
    await user.type(await screen.findByLabelText(/Base price, in euro/), '900');
    await user.type(field(/^Vehicle/), 'Coach');
    await user.type(field(/^Seats/), '49');
    await user.type(field(/Valid until/), '2031-01-01');
    await user.click(screen.getByRole('button', { name: 'Send quote' }));

    expect(await screen.findByText('Validation failed')).toBeInTheDocument();
    expect(field(/Valid until/)).toHaveAccessibleDescription(
      /Valid until must be on or before the travel date/,
    );

    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    // The toast says why, and the page reloads the request: closed for quotes, no form any more.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Send quote' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('This request is no longer taking quotes')).toBeInTheDocument();
    expect(screen.getByText('This request is no longer taking quotes.')).toBeVisible();
  });

  it('declines with a reason, and asks for one first', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [`GET ${API}`]: () => json(makeRespondView()),
      [`POST ${API}/decline`]: ({ body }) =>
        json(
          makeRespondView({
            status: 'declined',
            decline_reason: (body as { reason: string }).reason,
          }),
        ),
    });
    renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this request' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(within(dialog).getByLabelText(/Reason/)).toHaveAccessibleDescription(
      'Tell us why (a few words are enough)',
    );
    expect(bodiesSentTo(fetchMock, 'POST', `${API}/decline`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason/), 'No coach free that weekend');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));

    expect(await screen.findByText('You declined this request.')).toBeVisible();
    expect(screen.getByText('Your reason: No coach free that weekend')).toBeVisible();
    expect(bodiesSentTo(fetchMock, 'POST', `${API}/decline`)).toEqual([
      { reason: 'No coach free that weekend' },
    ]);
    expect(screen.queryByRole('button', { name: 'Send quote' })).not.toBeInTheDocument();
  });

  it.each([
    [404, 'This link is not valid', 'This link is not valid'],
    [410, 'This request is closed', 'This request is closed'],
  ])('answers %i with “%s”', async (status, message, heading) => {
    mockApi({ [`GET ${API}`]: () => json({ message }, status) });
    renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(screen.queryByRole('button', { name: /quote/i })).not.toBeInTheDocument();
  });

  it('shows the customer’s contact details prominently to the chosen company', async () => {
    const view: RespondView = makeRespondView({
      status: 'chosen',
      open: false,
      quote: makeQuote({ id: 3, price_eur: 1180, status: 'chosen', revision: 2 }),
      customer: {
        full_name: 'Mary Murphy',
        email: 'mary@example.ie',
        mobile_number: '+353 87 123 4567',
      },
    });
    mockApi({ [`GET ${API}`]: () => json(view) });
    renderApp(PATH);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'The customer chose your quote' }),
    ).toBeVisible();
    expect(screen.getByText('Mary Murphy')).toBeVisible();
    expect(screen.getByRole('link', { name: 'mary@example.ie' })).toHaveAttribute(
      'href',
      'mailto:mary@example.ie',
    );
    expect(screen.getByRole('link', { name: '+353 87 123 4567' })).toHaveAttribute(
      'href',
      'tel:+353871234567',
    );
    const quote = screen.getByRole('region', { name: 'Your quote' });
    expect(quote).toHaveTextContent('€1,180');
    expect(quote).toHaveTextContent('Revision 2');
    expect(screen.queryByRole('button', { name: 'Update quote' })).not.toBeInTheDocument();
  });

  it('thanks a company the customer did not choose', async () => {
    mockApi({
      [`GET ${API}`]: () =>
        json(
          makeRespondView({
            status: 'not_chosen',
            open: false,
            quote: makeQuote({ id: 4, status: 'not_chosen' }),
          }),
        ),
    });
    renderApp(PATH);
    expect(
      await screen.findByText('The customer chose another quote — thank you for quoting.'),
    ).toBeVisible();
    expect(screen.queryByText('Mary Murphy')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update quote' })).not.toBeInTheDocument();
  });
});
