import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComparisonView } from '@shared/marketplace/quotes';
import { makeComparisonView, makeQuote } from '@/features/marketplace/testing';
import { bodiesSentTo, json, mockApi } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderApp } from '@/test/render-app';

vi.setConfig({ testTimeout: 20_000 });

const TOKEN = 'cust.Token_42';
const PATH = `/quotes/${TOKEN}`;
const API = `/quotes/${TOKEN}`;

beforeAll(async () => {
  polyfillRadix();
  await import('@/routes/quotes');
});
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

const cheap = makeQuote({
  id: 11,
  company_name: 'Rebel Coaches',
  price_eur: 980,
  price_per_passenger_eur: 24.5,
  rating: 4.6,
  rating_count: 12,
  includes_tolls: true,
  notes: 'Driver stays overnight',
});
const middle = makeQuote({
  id: 12,
  company_name: 'Leeside Travel',
  price_eur: 1250.5,
  price_per_passenger_eur: 31.26,
  verified: false,
  vat_status: 'included',
  vehicle_type: 'Executive coach',
  seats: 53,
});
const dear = makeQuote({ id: 13, company_name: 'Atlantic Tours', price_eur: 1490 });

function cardTitles() {
  const list = screen.getByRole('list', { name: 'Quotes' });
  return within(list)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
}

const card = (company: string) => screen.getByRole('article', { name: company });

describe('the customer’s comparison page', () => {
  it('shows the quotes side by side, cheapest first, and sorts them by price', async () => {
    const user = userEvent.setup();
    mockApi({
      [`GET ${API}`]: () =>
        json(makeComparisonView({ replied: 3, invited: 5, quotes: [middle, dear, cheap] })),
    });
    renderApp(PATH);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your coach hire quotes' }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('3 of 5 companies have replied');
    expect(screen.getByText(/Hello Mary/)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Your quotes — Coach Hire Ireland'));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    expect(cardTitles()).toEqual(['Rebel Coaches', 'Leeside Travel', 'Atlantic Tours']);

    const rebel = card('Rebel Coaches');
    expect(rebel).toHaveTextContent('€980');
    expect(rebel).toHaveTextContent('€24.50 per passenger');
    expect(rebel).toHaveTextContent('Coach, 49 seats');
    expect(rebel).toHaveTextContent('Verified');
    expect(rebel).toHaveTextContent('Operator licence RPTO-11');
    // docs/product.md#quotes: exempt unless the company says otherwise, never "incl. VAT".
    expect(rebel).toHaveTextContent('VAT: exempt (passenger transport)');
    expect(card('Leeside Travel')).toHaveTextContent('VAT: included in the price');
    expect(screen.getByRole('list', { name: 'Quotes' })).not.toHaveTextContent(/incl\. VAT/);
    expect(within(rebel).getByRole('img', { name: '4.6 out of 5 stars' })).toBeVisible();
    expect(rebel).toHaveTextContent('(12)');
    expect(rebel).toHaveTextContent('Tolls: included');
    expect(rebel).toHaveTextContent('Parking: not included');
    expect(rebel).toHaveTextContent('Driver stays overnight');
    const leeside = card('Leeside Travel');
    expect(leeside).toHaveTextContent('€1,250.50');
    expect(leeside).not.toHaveTextContent('Verified');
    expect(within(leeside).getByText('New')).toBeVisible();

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Price: high to low' }));
    expect(cardTitles()).toEqual(['Atlantic Tours', 'Leeside Travel', 'Rebel Coaches']);

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Price: low to high' }));
    expect(cardTitles()).toEqual(['Rebel Coaches', 'Leeside Travel', 'Atlantic Tours']);
  });

  it('shows an itemised quote’s lines, its deposit and its cancellation scale', async () => {
    // docs/product.md#itemised-quotes
    const quote = makeQuote({
      id: 1,
      company_name: 'Rebel Coaches',
      price_eur: 1494.7,
      lines: [
        { kind: 'base', label: null, amount_eur: 1200, included: true },
        { kind: 'second_driver', label: null, amount_eur: 280.5, included: true },
        { kind: 'tolls', label: null, amount_eur: 14.2, included: true },
        { kind: 'parking', label: null, amount_eur: 25, included: false },
        { kind: 'standby', label: null, amount_eur: 45, included: false },
        { kind: 'extra', label: 'Wi-Fi on board', amount_eur: 0, included: true },
      ],
      deposit: { kind: 'percent', value: 25 },
      deposit_eur: 373.68,
      cancellation: [
        { days_before: 30, percent: 10 },
        { days_before: 1, percent: 100 },
        { days_before: 0, percent: 100 },
      ],
    });
    mockApi({ [`GET ${API}`]: () => json(makeComparisonView({ quotes: [quote] })) });
    renderApp(PATH);
    const card = await screen.findByRole('article', { name: /Rebel Coaches/ });
    const rows = within(within(card).getByRole('table', { name: 'Price lines' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Vehicle and driver€1,200in the total',
      'Second driver€280.50in the total',
      'Tolls€14.20in the total',
      'Parking€25not in the total: charged apart if it arises',
      'Standby per hour€45 per hourcharged for each hour of waiting',
      'Wi-Fi on board€0included at no extra cost',
    ]);
    expect(card).toHaveTextContent('€1,494.70');
    expect(card).toHaveTextContent('Deposit asked: 25% of the total (€373.68)');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(
      expect.arrayContaining([
        '30 days or fewer before: 10% of the total',
        '1 day or fewer before: 100% of the total',
        'on the day: 100% of the total',
      ]),
    );
    expect(document.body).not.toHaveTextContent(/incl\. VAT|including VAT/);
  });

  it('flags beside its breakdown what a quote leaves out that the trip needs', async () => {
    // docs/product.md#quote-gaps: the server's trip check and gaps, shown in plain words.
    const withDriver = makeQuote({
      id: 1,
      company_name: 'Rebel Coaches',
      lines: [
        { kind: 'base', label: null, amount_eur: 1200, included: true },
        { kind: 'second_driver', label: null, amount_eur: 260, included: true },
      ],
    });
    const without = makeQuote({ id: 2, company_name: 'Atlantic Tours' });
    const view = makeComparisonView({
      journey: {
        ...makeComparisonView().journey,
        trip_check: {
          days: [
            {
              date: '2030-06-14',
              verdict: 'second_driver',
              reasons: [
                '9 h 40 of driving: over 9 h, which one driver may do on at most two days a week.',
              ],
            },
          ],
          tolled_roads: ['M7'],
        },
      },
      quotes: [withDriver, without],
      quote_gaps: [
        { quote_id: 1, gaps: [{ kind: 'tolls', roads: ['M7'] }] },
        {
          quote_id: 2,
          gaps: [
            { kind: 'second_driver', days: [1] },
            { kind: 'tolls', roads: ['M7'] },
          ],
        },
      ],
    });
    mockApi({ [`GET ${API}`]: () => json(view) });
    renderApp(PATH);
    const flagged = await screen.findByRole('article', { name: /Atlantic Tours/ });
    expect(flagged).toHaveTextContent(
      'This trip needs a second driver on day 1; this quote does not include one.',
    );
    expect(flagged).toHaveTextContent(
      'This route likely uses a tolled road (M7); this quote does not list tolls.',
    );
    const covered = card('Rebel Coaches');
    expect(covered).not.toHaveTextContent(/needs a second driver/);
    expect(covered).toHaveTextContent(/likely uses a tolled road \(M7\)/);
    // The journey says what the trip needs, day by day.
    const check = screen.getByRole('region', { name: 'Driver hours and tolls' });
    expect(check).toHaveTextContent('second driver needed. 9 h 40 of driving');
    expect(check).toHaveTextContent('This route likely uses a tolled road (M7).');
  });

  it('says quotes are on their way while there are none', async () => {
    mockApi({ [`GET ${API}`]: () => json(makeComparisonView({ replied: 0, invited: 4 })) });
    renderApp(PATH);
    expect(
      await screen.findByText(
        'No quotes yet — companies usually reply within 2 hours. This page updates by itself.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('0 of 4 companies have replied');
    expect(screen.queryByText(/Price guide/)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
  });

  it('shows the price guide the request was given, and none when it had none', async () => {
    const estimate = {
      low: 530,
      typical: 624,
      high: 718,
      currency: 'EUR' as const,
      source: 'rate_card' as const,
      based_on: 0,
    };
    mockApi({ [`GET ${API}`]: () => json(makeComparisonView({ estimate })) });
    renderApp(PATH);
    expect(
      await screen.findByText(
        /Price guide when you sent your request: €530–€718 \(typical price\)/,
      ),
    ).toBeVisible();
    cleanup();
    mockApi({
      [`GET ${API}`]: () =>
        json(makeComparisonView({ estimate: { ...estimate, source: 'quotes', based_on: 23 } })),
    });
    renderApp(PATH);
    expect(await screen.findByText(/based on 23 quotes for similar trips/)).toBeVisible();
  });

  it('promises no reply time while no company has been invited', async () => {
    mockApi({ [`GET ${API}`]: () => json(makeComparisonView({ replied: 0, invited: 0 })) });
    renderApp(PATH);
    expect(await screen.findByText('No quotes yet. This page updates by itself.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'We are finding bus companies for your area and will be in touch.',
    );
    expect(screen.queryByText(/2 hours|0 of 0/)).not.toBeInTheDocument();
  });

  it('asks before choosing, sends the quote id, then shows the choice', async () => {
    const user = userEvent.setup();
    let view: ComparisonView = makeComparisonView({ replied: 2, quotes: [cheap, middle] });
    const fetchMock = mockApi({
      [`GET ${API}`]: () => json(view),
      [`POST ${API}/choose`]: ({ body }) => {
        const { quote_id } = body as { quote_id: number };
        view = {
          ...view,
          chosen_quote_id: quote_id,
          quotes: view.quotes.map((quote) => ({
            ...quote,
            status: quote.id === quote_id ? 'chosen' : 'not_chosen',
          })),
        };
        return json(view);
      },
    });
    renderApp(PATH);

    await user.click(
      within(await screen.findByRole('article', { name: 'Leeside Travel' })).getByRole('button', {
        name: /Choose this quote/,
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm your choice' });
    expect(dialog).toHaveTextContent(
      'Choose Leeside Travel for €1,250.50? We will share your contact details with them and let the other companies know.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bodiesSentTo(fetchMock, 'POST', `${API}/choose`)).toHaveLength(0);

    await user.click(
      within(card('Leeside Travel')).getByRole('button', { name: /Choose this quote/ }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Choose this quote',
      }),
    );

    expect(
      await screen.findByRole('heading', { name: 'You chose Leeside Travel for €1,250.50' }),
    ).toBeVisible();
    expect(bodiesSentTo(fetchMock, 'POST', `${API}/choose`)).toEqual([{ quote_id: 12 }]);
    expect(card('Leeside Travel')).toHaveTextContent('Your choice');
    expect(screen.queryByRole('button', { name: /Choose this quote/ })).not.toBeInTheDocument();
  });

  it('reports a refusal and shows the page as it now is', async () => {
    const user = userEvent.setup();
    let chosen = false;
    mockApi({
      [`GET ${API}`]: () =>
        json(
          makeComparisonView({
            quotes: [cheap, middle],
            chosen_quote_id: chosen ? cheap.id : null,
          }),
        ),
      [`POST ${API}/choose`]: () => {
        chosen = true;
        return json({ message: 'A quote has already been chosen' }, 409);
      },
    });
    renderApp(PATH);
    await user.click(
      within(await screen.findByRole('article', { name: 'Leeside Travel' })).getByRole('button', {
        name: /Choose this quote/,
      }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Choose this quote',
      }),
    );
    expect(await screen.findByText('A quote has already been chosen')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'You chose Rebel Coaches for €980' }),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('does not offer an expired quote', async () => {
    mockApi({
      [`GET ${API}`]: () =>
        json(makeComparisonView({ quotes: [makeQuote({ id: 20, valid_until: '2020-01-01' })] })),
    });
    renderApp(PATH);
    const expired = await screen.findByRole('article', { name: 'Company 20' });
    expect(expired).toHaveTextContent('Expired');
    expect(within(expired).queryByRole('button', { name: /choose/i })).not.toBeInTheDocument();
    // A question can still be asked (the company may renew it).
    expect(within(expired).getByRole('button', { name: /ask a question/i })).toBeInTheDocument();
  });

  it('preselects the stars from ?rate= and sends the rating once', async () => {
    const user = userEvent.setup();
    let view = makeComparisonView({
      quotes: [{ ...cheap, status: 'chosen' }],
      chosen_quote_id: cheap.id,
      can_rate: true,
    });
    const fetchMock = mockApi({
      [`GET ${API}`]: () => json(view),
      [`POST ${API}/rating`]: ({ body }) => {
        const { score, comment } = body as { score: number; comment: string | null };
        view = { ...view, can_rate: false, rating: { score, comment, reply: null } };
        return json(view);
      },
    });
    renderApp(`${PATH}?rate=4`);

    const group = await screen.findByRole('group', { name: 'How was your trip?' });
    expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: '5 stars' })).not.toBeChecked();

    // Arrow keys move through the stars like any radio group.
    within(group).getByRole('radio', { name: '4 stars' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '5 stars' })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Send rating' }));

    expect(
      await screen.findByRole('heading', { name: 'Thank you for rating your trip' }),
    ).toBeVisible();
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    expect(bodiesSentTo(fetchMock, 'POST', `${API}/rating`)).toEqual([{ score: 4, comment: null }]);
    expect(screen.queryByRole('button', { name: 'Send rating' })).not.toBeInTheDocument();
  });

  it('shows the companies’ public replies under the ratings they answer, labelled as theirs', async () => {
    mockApi({
      [`GET ${API}`]: () =>
        json(
          makeComparisonView({
            quotes: [cheap, middle],
            rating_replies: [
              {
                operator_id: cheap.operator_id,
                score: 2,
                rated_at: '2026-10-03T10:00:00.000Z',
                body: 'We are sorry; the driver was replaced.',
                replied_at: '2026-10-04T09:00:00.000Z',
              },
            ],
          }),
        ),
    });
    renderApp(PATH);
    const replies = await within(await waitFor(() => card('Rebel Coaches'))).findByRole('region', {
      name: 'Rebel Coaches replies to its ratings',
    });
    expect(within(replies).getByRole('img', { name: '2 out of 5 stars' })).toBeVisible();
    expect(replies).toHaveTextContent('Rated Sat 3 Oct 2026');
    expect(replies).toHaveTextContent(
      'Reply from Rebel CoachesWe are sorry; the driver was replaced.Sun 4 Oct 2026',
    );
    // Another company's card carries none.
    expect(within(card('Leeside Travel')).queryByText(/Reply from/)).toBeNull();
  });

  it('shows the customer the company’s reply under their own rating', async () => {
    mockApi({
      [`GET ${API}`]: () =>
        json(
          makeComparisonView({
            quotes: [{ ...cheap, status: 'chosen' }],
            chosen_quote_id: cheap.id,
            rating: {
              score: 3,
              comment: 'A bit late',
              reply: { body: 'Sorry, roadworks.', replied_at: '2026-10-04T09:00:00.000Z' },
            },
          }),
        ),
    });
    renderApp(PATH);
    const section = (
      await screen.findByRole('heading', { name: 'Thank you for rating your trip' })
    ).closest('section')!;
    expect(section).toHaveTextContent('A bit late');
    expect(section).toHaveTextContent('Reply from Rebel CoachesSorry, roadworks.');
  });

  it('asks for stars when none are chosen, and ignores a ?rate= that is not 1 to 5', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [`GET ${API}`]: () => json(makeComparisonView({ can_rate: true })),
    });
    renderApp(`${PATH}?rate=9`);
    const group = await screen.findByRole('group', { name: 'How was your trip?' });
    expect(within(group).queryByRole('radio', { checked: true })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(group).toHaveAccessibleDescription('Choose 1 to 5 stars');
    expect(bodiesSentTo(fetchMock, 'POST', `${API}/rating`)).toHaveLength(0);
  });

  it.each([
    [404, 'This link is not valid'],
    [410, 'This request is closed'],
  ])('answers %i with “%s”', async (status, heading) => {
    mockApi({ [`GET ${API}`]: () => json({ message: heading }, status) });
    renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
});
