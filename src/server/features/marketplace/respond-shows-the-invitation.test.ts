import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadInvites } from '../../db/schema';
import { signLink } from '../../lib/signed-links';
import { inDays } from '../../test/leads';
import { inviteOperator, quotesToken, seedOperator } from '../../test/marketplace';
import { CUSTOMER, useRespond, validQuote } from '../../test/respond';

const { app, setUp, view, sendQuote, decline, choose } = useRespond();

describe('GET /api/respond/:token', () => {
  it("shows the company the journey and nothing of the customer's contact details", async () => {
    const { lead, first } = await setUp({ additional_info: 'Two wheelchairs' });
    const response = await view(first.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      company_name: 'Lee Valley Coaches',
      vat_status: 'exempt',
      journey: expect.objectContaining({
        pickup_location: lead.pickup_location,
        date_of_travel: lead.date_of_travel,
        number_of_people: 40,
        additional_info: 'Two wheelchairs',
      }),
      status: 'invited',
      open: true,
      quote: null,
      decline_reason: null,
      customer: null,
    });
    for (const detail of Object.values(CUSTOMER)) expect(response.body).not.toContain(detail);
  });

  it('hides contact details typed into the notes until the customer chooses the company', async () => {
    const notes = 'Two wheelchairs; ring me on 087 765 4321 or mail roisin@example.ie';
    const { lead, first, second } = await setUp({ additional_info: notes });
    const before = (await view(first.token)).json().journey.additional_info;
    expect(before).toBe('Two wheelchairs; ring me on [phone removed] or mail [email removed]');
    const quoteId = (await sendQuote(first.token)).json().quote.id;
    expect((await choose(lead.id, quoteId)).statusCode).toBe(200);
    expect((await view(first.token)).json().journey.additional_info).toBe(notes);
    expect((await view(second.token)).json().journey.additional_info).not.toContain('087');
  });

  it('answers every token it cannot trust with the same 404', async () => {
    const { lead, first } = await setUp();
    const lastChar = first.token.at(-1) === 'A' ? 'B' : 'A';
    const missingInvite = signLink(app().linkSecret, 'respond', 2_000_000_000);
    const tokens = [
      first.token.slice(0, -1) + lastChar, // tampered signature
      first.token.replace(/^\d+/, String(first.invite.id + 1)), // another invite's id, same signature
      signLink(app().linkSecret, 'quotes', first.invite.id), // the customer's kind of link
      quotesToken(app(), lead.id),
      signLink('another-secret-that-is-long-enough', 'respond', first.invite.id),
      missingInvite, // well signed, but no such invitation
      'not-a-token',
      `${first.invite.id}`,
    ];
    for (const token of tokens) {
      for (const response of [await view(token), await sendQuote(token), await decline(token)]) {
        expect(response.statusCode, token).toBe(404);
        expect(response.json()).toEqual({ message: 'This link is not valid' });
      }
    }
    expect((await view(first.token)).json()).toMatchObject({ status: 'invited', quote: null });
  });

  it("scopes a link to one company and one lead: a quote never touches another's invitation", async () => {
    const { first, second } = await setUp();
    const other = await setUp();
    expect((await sendQuote(first.token, validQuote({ price_eur: 700 }))).statusCode).toBe(201);
    expect((await view(second.token)).json()).toMatchObject({ status: 'invited', quote: null });
    expect((await view(other.first.token)).json()).toMatchObject({
      status: 'invited',
      quote: null,
    });
    const mine = (await view(first.token)).json();
    expect(mine.quote).toMatchObject({ price_eur: 700, operator_id: first.operator.id });
  });

  it('answers 410 once the lead is lost or its travel date has passed', async () => {
    const lost = await setUp({ status: 'lost' });
    const past = await setUp({ date_of_travel: inDays(-1) });
    for (const token of [lost.first.token, past.first.token]) {
      for (const response of [await view(token), await sendQuote(token), await decline(token)]) {
        expect(response.statusCode).toBe(410);
        expect(response.json()).toEqual({ message: 'This request is closed' });
      }
    }
    const today = await setUp({ date_of_travel: inDays(0) });
    expect((await view(today.first.token)).json()).toMatchObject({ open: true });
  });
});

describe("after the customer's choice", () => {
  it('reveals the customer to the chosen company only; nobody can quote or decline any more', async () => {
    const { lead, first, second } = await setUp();
    const declinedCompany = await seedOperator(app().db, { company_name: 'No Thanks Ltd' });
    const third = await inviteOperator(app(), lead.id, declinedCompany.id);
    const quoteId = (await sendQuote(first.token)).json().quote.id;
    await sendQuote(second.token, validQuote({ price_eur: 990 }));
    await decline(third.token);
    expect((await choose(lead.id, quoteId)).statusCode).toBe(200);

    const chosen = (await view(first.token)).json();
    expect(chosen).toMatchObject({ status: 'chosen', open: false, customer: CUSTOMER });
    const other = await view(second.token);
    expect(other.json()).toMatchObject({ status: 'not_chosen', open: false, customer: null });
    for (const detail of Object.values(CUSTOMER)) expect(other.body).not.toContain(detail);
    expect((await view(third.token)).json()).toMatchObject({
      status: 'declined',
      open: false,
      customer: null,
    });

    for (const token of [first.token, second.token, third.token]) {
      for (const response of [await sendQuote(token), await decline(token)]) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message: 'This request is no longer taking quotes' });
      }
    }
    const [invite] = await app()
      .db.select()
      .from(leadInvites)
      .where(eq(leadInvites.id, first.invite.id));
    expect(invite!.status).toBe('chosen');
  });

  it('refuses answers with 409 when staff converted the lead without a choice', async () => {
    const { first } = await setUp({ status: 'converted' });
    expect((await view(first.token)).json()).toMatchObject({ open: false, status: 'invited' });
    expect((await sendQuote(first.token)).statusCode).toBe(409);
  });
});
