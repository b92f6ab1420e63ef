import { describe, expect, it } from 'vitest';
import { bearer, createCompanyUser, tokenFor } from '../../test/auth-helpers';
import { useRespond, validQuote } from '../../test/respond';

const { app, setUp, sendQuote, decline } = useRespond();

async function quotesOf(operatorId: number, query = '') {
  const user = await createCompanyUser(app(), operatorId);
  const headers = bearer(await tokenFor(app(), user));
  return app().inject({ method: 'GET', url: `/api/operator/quotes${query}`, headers });
}

describe('GET /api/operator/quotes', () => {
  it("lists the company's quotes only, filtered by status, with every status's totals", async () => {
    const one = await setUp();
    const two = await setUp();
    await sendQuote(one.first.token, validQuote({ price_eur: 900 }));
    await sendQuote(one.second.token, validQuote({ price_eur: 5000 }));
    await sendQuote(two.second.token, validQuote({ price_eur: 650.5 }));
    await decline(two.second.token);

    const all = await quotesOf(one.second.operator.id);
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    expect(all.json().data.map((quote: { status: string }) => quote.status)).toEqual(['sent']);
    expect(all.json().data[0]).toMatchObject({
      invitation_id: one.second.invite.id,
      reference: one.lead.reference,
      price_eur: 5000,
    });

    const theirs = await quotesOf(two.second.operator.id, '?status=withdrawn');
    expect(theirs.json().data).toMatchObject([
      { invitation_id: two.second.invite.id, status: 'withdrawn', price_eur: 650.5 },
    ]);
    expect(theirs.json().totals).toContainEqual({
      status: 'withdrawn',
      count: 1,
      total_eur: 650.5,
    });
    expect(theirs.json().totals).toContainEqual({ status: 'sent', count: 0, total_eur: 0 });
    expect((await quotesOf(two.second.operator.id, '?status=sent')).json().data).toEqual([]);
  });

  it('refuses an unknown status', async () => {
    const { first } = await setUp();
    const response = await quotesOf(first.operator.id, '?status=lost');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['status']);
  });
});
