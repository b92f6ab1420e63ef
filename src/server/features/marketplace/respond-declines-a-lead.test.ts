import { describe, expect, it } from 'vitest';
import { quotesToken } from '../../test/marketplace';
import { useRespond, validQuote } from '../../test/respond';

const { app, setUp, sendQuote, decline, eventsOf } = useRespond();

describe('POST /api/respond/:token/decline', () => {
  it('records the reason; a company that declined may still quote while the lead is open', async () => {
    const { lead, first } = await setUp();
    const declined = await decline(first.token, 'Fleet fully booked');
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({
      status: 'declined',
      decline_reason: 'Fleet fully booked',
      open: true,
      quote: null,
    });
    const events = await eventsOf(lead.id);
    expect(events.at(-1)).toMatchObject({
      kind: 'declined',
      to_value: 'Lee Valley Coaches',
      from_value: 'Fleet fully booked',
    });
    // Declining is not an answer to the lead's status: only a quote moves it.
    expect(events.some((event) => event.kind === 'status')).toBe(false);
    const quoted = await sendQuote(first.token);
    expect(quoted.statusCode).toBe(201);
    expect(quoted.json()).toMatchObject({ status: 'quoted', decline_reason: null });
  });

  it('withdraws a quote already sent: the customer no longer sees it', async () => {
    const { lead, first, second } = await setUp();
    await sendQuote(first.token);
    await sendQuote(second.token, validQuote({ price_eur: 990 }));
    const withdrawn = await decline(first.token, 'Our coach broke down');
    expect(withdrawn.json()).toMatchObject({ status: 'declined', quote: { status: 'declined' } });
    const comparison = await app().inject({
      method: 'GET',
      url: `/api/quotes/${quotesToken(app(), lead.id)}`,
    });
    expect(comparison.json().quotes.map((quote: { price_eur: number }) => quote.price_eur)).toEqual(
      [990],
    );
    const requoted = await sendQuote(first.token, validQuote({ price_eur: 820 }));
    expect(requoted.statusCode).toBe(200);
    expect(requoted.json().quote).toMatchObject({ price_eur: 820, revision: 2, status: 'quoted' });
  });

  it.each([[''], ['   '], ['x'.repeat(1001)]])('refuses the reason %j with 422', async (reason) => {
    const { first } = await setUp();
    const response = await decline(first.token, reason);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.reason).toBeDefined();
  });
});

describe('link rate limit', () => {
  it('caps writes per link at 20 a minute with 429 and Retry-After', async () => {
    const { first, second } = await setUp();
    // The window is a fixed minute: if one boundary falls inside the loop, the cap comes later.
    let limited;
    let allowed = 0;
    for (let attempt = 0; attempt < 41 && !limited; attempt += 1) {
      const response = await decline(first.token, `Reason ${attempt}`);
      if (response.statusCode === 429) limited = response;
      else if (response.statusCode === 200) allowed += 1;
    }
    expect(limited?.json()).toEqual({
      message: 'Too many attempts from this link. Please wait a minute and try again.',
    });
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    expect(allowed).toBeGreaterThanOrEqual(20);
    // Another link is counted on its own.
    expect((await decline(second.token)).statusCode).toBe(200);
  });
});
