import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quotes } from '../../db/schema';
import { useRespond, validQuote } from '../../test/respond';

const { app, setUp, sendQuote, expectQuoteRefused } = useRespond();

// docs/product.md#itemised-quotes
const lines = [
  { kind: 'base', amount_eur: 1200, included: true },
  { kind: 'second_driver', amount_eur: 280.5, included: true },
  { kind: 'driver_overnight', amount_eur: 0, included: true },
  { kind: 'tolls', amount_eur: 14.2, included: true },
  { kind: 'parking', amount_eur: 25, included: false },
  { kind: 'standby', amount_eur: 45, included: false },
  { kind: 'extra', label: 'Wi-Fi on board', amount_eur: 30, included: false },
];

describe('POST /api/respond/:token/quote with price lines', () => {
  it('adds up the all-in total from the included lines, whatever total the browser sent', async () => {
    const { first } = await setUp();
    const response = await sendQuote(
      first.token,
      validQuote({
        // Sent by a tampered browser: never used when lines are given.
        price_eur: 1,
        includes_parking: true,
        lines,
        deposit: { kind: 'percent', value: 25 },
        cancellation: [
          { days_before: 7, percent: 50 },
          { days_before: 30, percent: 10 },
          { days_before: 1, percent: 100 },
        ],
      }),
    );
    expect(response.statusCode).toBe(201);
    const quote = response.json().quote;
    // 1200 + 280.50 + 0 + 14.20; parking, standby and the Wi-Fi are charged apart.
    expect(quote.price_eur).toBe(1494.7);
    // 1494.70 / 40 people = 37.3675
    expect(quote.price_per_passenger_eur).toBe(37.37);
    // 25 % of 1494.70 = 373.675, to the cent
    expect(quote.deposit_eur).toBe(373.68);
    expect(quote).toMatchObject({
      includes_driver: true,
      includes_tolls: true,
      includes_parking: false,
      includes_waiting_time: false,
      deposit: { kind: 'percent', value: 25 },
      cancellation: [
        { days_before: 30, percent: 10 },
        { days_before: 7, percent: 50 },
        { days_before: 1, percent: 100 },
      ],
    });
    expect(quote.lines).toEqual(lines.map((line) => ({ label: null, ...line })));
    const [row] = await app().db.select().from(quotes).where(eq(quotes.invite_id, first.invite.id));
    expect(row!.price_cents).toBe(149_470);
  });

  it('reads a quote sent with a price alone as one base line, with no deposit or scale', async () => {
    const { first } = await setUp();
    const response = await sendQuote(first.token, validQuote({ price_eur: 850 }));
    expect(response.json().quote).toMatchObject({
      price_eur: 850,
      lines: [{ kind: 'base', label: null, amount_eur: 850, included: true }],
      deposit: null,
      deposit_eur: null,
      cancellation: [],
    });
  });

  it('takes a deposit in euro', async () => {
    const { first } = await setUp();
    const response = await sendQuote(
      first.token,
      validQuote({ lines: lines.slice(0, 1), deposit: { kind: 'eur', value: 200 } }),
    );
    expect(response.json().quote).toMatchObject({ price_eur: 1200, deposit_eur: 200 });
  });

  it.each([
    [{ lines: [] }, 'lines'],
    [{ lines: [{ kind: 'tolls', amount_eur: 10, included: true }] }, 'lines.0.kind'],
    [{ lines: [{ kind: 'base', amount_eur: 0, included: true }] }, 'lines.0.amount_eur'],
    [{ lines: [{ kind: 'base', amount_eur: 900, included: false }] }, 'lines.0.included'],
    [{ lines: [lines[0], { kind: 'base', amount_eur: 5, included: true }] }, 'lines.1.kind'],
    [{ lines: [lines[0], lines[3], lines[3]] }, 'lines.2.kind'],
    [{ lines: [lines[0], { kind: 'extra', amount_eur: 5, included: true }] }, 'lines.1.label'],
    [{ lines: [lines[0], { ...lines[3], amount_eur: -1 }] }, 'lines.1.amount_eur'],
    [{ lines: [lines[0], { ...lines[3], amount_eur: 1.234 }] }, 'lines.1.amount_eur'],
    [{ lines: [lines[0], { kind: 'fuel', amount_eur: 5, included: true }] }, 'lines.1.kind'],
    [
      {
        lines: [
          { kind: 'base', amount_eur: 60_000, included: true },
          { kind: 'second_driver', amount_eur: 40_000.01, included: true },
        ],
      },
      'lines',
    ],
    [{ lines: lines.slice(0, 1), deposit: { kind: 'eur', value: 1200.01 } }, 'deposit.value'],
    [{ deposit: { kind: 'percent', value: 0 } }, 'deposit.value'],
    [{ deposit: { kind: 'percent', value: 101 } }, 'deposit.value'],
    [{ cancellation: [{ days_before: -1, percent: 10 }] }, 'cancellation.0.days_before'],
    [{ cancellation: [{ days_before: 3, percent: 101 }] }, 'cancellation.0.percent'],
    [
      {
        cancellation: [
          { days_before: 7, percent: 50 },
          { days_before: 7, percent: 60 },
        ],
      },
      'cancellation.1.days_before',
    ],
    [
      {
        cancellation: [
          { days_before: 30, percent: 50 },
          { days_before: 7, percent: 20 },
        ],
      },
      'cancellation.1.percent',
    ],
  ])('refuses %j with 422 on %s, storing nothing', (overrides, field) =>
    expectQuoteRefused(overrides, field),
  );
});
