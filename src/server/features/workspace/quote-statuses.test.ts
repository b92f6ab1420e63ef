import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads } from '../../db/schema';
import { inDays } from '../../test/leads';
import { inviteOperator } from '../../test/marketplace';
import { useRespond, validQuote } from '../../test/respond';
import { listCompanyQuotes } from './quotes-repository';

const { app, setUp, sendQuote, decline, choose } = useRespond();

/** The status a company's quote on the lead shows, judged on `today`. */
async function statusOf(operatorId: number, today = inDays(0)) {
  const { data } = await listCompanyQuotes(app().db, operatorId, { today });
  return data.map((quote) => quote.status);
}

describe("a company's quotes and their statuses", () => {
  it('reads sent for a first quote and revised once it changed', async () => {
    const { first } = await setUp();
    expect(await statusOf(first.operator.id)).toEqual([]);
    await sendQuote(first.token);
    expect(await statusOf(first.operator.id)).toEqual(['sent']);
    await sendQuote(first.token, validQuote({ price_eur: 800 }));
    expect(await statusOf(first.operator.id)).toEqual(['revised']);
  });

  it('reads chosen and not chosen once the customer chose', async () => {
    const { lead, first, second } = await setUp();
    const chosen = (await sendQuote(first.token)).json();
    await sendQuote(second.token);
    expect((await choose(lead.id, chosen.quote.id)).statusCode).toBe(200);
    expect(await statusOf(first.operator.id)).toEqual(['chosen']);
    expect(await statusOf(second.operator.id)).toEqual(['not_chosen']);
    // A choice stands whatever the dates say afterwards.
    expect(await statusOf(first.operator.id, inDays(60))).toEqual(['chosen']);
  });

  it('reads withdrawn after declining, or when the request was closed before a choice', async () => {
    const { lead, first, second } = await setUp();
    await sendQuote(first.token);
    await sendQuote(second.token);
    expect((await decline(first.token)).statusCode).toBe(200);
    expect(await statusOf(first.operator.id)).toEqual(['withdrawn']);
    expect(await statusOf(second.operator.id)).toEqual(['sent']);
    await app().db.update(leads).set({ status: 'lost' }).where(eq(leads.id, lead.id));
    expect(await statusOf(second.operator.id)).toEqual(['withdrawn']);
  });

  it('reads expired the day after valid until, or once the travel date passed', async () => {
    const { first, second } = await setUp({ date_of_travel: inDays(30) });
    await sendQuote(first.token, validQuote({ valid_until: inDays(10) }));
    await sendQuote(second.token, validQuote({ valid_until: inDays(40) }));
    expect(await statusOf(first.operator.id, inDays(10))).toEqual(['sent']);
    expect(await statusOf(first.operator.id, inDays(11))).toEqual(['expired']);
    expect(await statusOf(second.operator.id, inDays(30))).toEqual(['sent']);
    expect(await statusOf(second.operator.id, inDays(31))).toEqual(['expired']);
  });

  it('filters by status, newest change first, and totals every status in euro', async () => {
    const one = await setUp();
    const two = await setUp();
    const three = await setUp();
    // Reuse the first lead's company on the other leads: one company, three quotes.
    const company = one.first.operator.id;
    const onTwo = await inviteOperator(app(), two.lead.id, company);
    const onThree = await inviteOperator(app(), three.lead.id, company);
    await sendQuote(one.first.token, validQuote({ price_eur: 850.5 }));
    await sendQuote(onTwo.token, validQuote({ price_eur: 1200 }));
    await sendQuote(onTwo.token, validQuote({ price_eur: 1100 }));
    await sendQuote(onThree.token, validQuote({ price_eur: 640.25 }));
    // Another company's quote on the same lead counts for that company only.
    await sendQuote(one.second.token, validQuote({ price_eur: 5000 }));

    const all = await listCompanyQuotes(app().db, company);
    expect(all.data.map((quote) => [quote.reference, quote.status, quote.price_eur])).toEqual([
      [three.lead.reference, 'sent', 640.25],
      [two.lead.reference, 'revised', 1100],
      [one.lead.reference, 'sent', 850.5],
    ]);
    expect(all.totals).toEqual([
      { status: 'sent', count: 2, total_eur: 1490.75 },
      { status: 'revised', count: 1, total_eur: 1100 },
      { status: 'chosen', count: 0, total_eur: 0 },
      { status: 'not_chosen', count: 0, total_eur: 0 },
      { status: 'withdrawn', count: 0, total_eur: 0 },
      { status: 'expired', count: 0, total_eur: 0 },
    ]);
    const sent = await listCompanyQuotes(app().db, company, { status: 'sent' });
    expect(sent.data.map((quote) => quote.invitation_id)).toEqual([
      onThree.invite.id,
      one.first.invite.id,
    ]);
    expect(sent.totals).toEqual(all.totals);
    const none = await listCompanyQuotes(app().db, company, { status: 'chosen' });
    expect(none.data).toEqual([]);
    expect(none).toMatchObject({ total: 0, last_page: 1 });
    // Pages count what the filter holds; the totals stay every status's.
    const secondPage = await listCompanyQuotes(app().db, company, { page: 2, per_page: 2 });
    expect(secondPage).toMatchObject({ current_page: 2, last_page: 2, per_page: 2, total: 3 });
    expect(secondPage.data.map((quote) => quote.reference)).toEqual([one.lead.reference]);
    expect(secondPage.totals).toEqual(all.totals);
    const sentPage = await listCompanyQuotes(app().db, company, { status: 'sent', per_page: 1 });
    expect(sentPage).toMatchObject({ total: 2, last_page: 2 });
    expect(sentPage.data.map((quote) => quote.invitation_id)).toEqual([onThree.invite.id]);
  });
});
