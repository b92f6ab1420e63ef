import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadInvites, leads } from '../../db/schema';
import { inDays } from '../../test/leads';
import { CUSTOMER, useRespond } from '../../test/respond';
import { getCompanyInvitation, listCompanyInvitations } from './invitations-service';

const { app, setUp, sendQuote, decline, choose } = useRespond();
const deps = () => ({ db: app().db, config: app().config });
const FIRST_PAGE = { page: 1, per_page: 15 };
/** The first page's invitations. */
const firstPage = async (operatorId: number, today?: string) =>
  (await listCompanyInvitations(deps(), operatorId, FIRST_PAGE, today)).data;

describe("a company's invitations", () => {
  it('shows each invitation as its link does, newest first, with the deadline to quote', async () => {
    const older = await setUp({ additional_info: 'Call me on 087 765 4321' });
    const newer = await setUp({ number_of_people: 12, is_return_trip: true });
    const company = older.first.operator.id;
    const [onNewer] = await app()
      .db.insert(leadInvites)
      .values({ lead_id: newer.lead.id, operator_id: company, reason: 'Serves Cork' })
      .returning();
    const invitations = await firstPage(company);
    expect(invitations.map((invitation) => invitation.id)).toEqual([
      onNewer!.id,
      older.first.invite.id,
    ]);
    const [first, second] = invitations;
    expect(first).toMatchObject({
      status: 'invited',
      open: true,
      quote: null,
      customer: null,
      journey: { reference: newer.lead.reference, number_of_people: 12, is_return_trip: true },
    });
    const widenMs = app().config.MATCH_WIDEN_AFTER_MINUTES * 60_000;
    expect(Date.parse(first!.deadline) - Date.parse(first!.invited_at)).toBe(widenMs);
    // No customer contact before a choice, not even typed into the notes.
    expect(second!.journey.additional_info).toBe('Call me on [phone removed]');
    expect(JSON.stringify(invitations)).not.toContain(CUSTOMER.email);
  });

  it('carries the quote with its revision, and the customer once this company is chosen', async () => {
    const { lead, first, second } = await setUp();
    const sent = (await sendQuote(first.token)).json();
    await sendQuote(first.token);
    const quoted = await getCompanyInvitation(deps(), first.operator.id, first.invite.id);
    expect(quoted).toMatchObject({ status: 'quoted', quote: { revision: 2 }, customer: null });
    await choose(lead.id, sent.quote.id);
    const chosen = await getCompanyInvitation(deps(), first.operator.id, first.invite.id);
    expect(chosen).toMatchObject({ status: 'chosen', open: false, customer: CUSTOMER });
    const other = await getCompanyInvitation(deps(), second.operator.id, second.invite.id);
    expect(other).toMatchObject({ status: 'not_chosen', customer: null });
  });

  it('reads closed when the request stops taking quotes before the company answered', async () => {
    const { lead, first, second } = await setUp();
    await decline(second.token);
    await app().db.update(leads).set({ status: 'lost' }).where(eq(leads.id, lead.id));
    const [closed] = await firstPage(first.operator.id);
    expect(closed).toMatchObject({ status: 'closed', open: false });
    const [declined] = await firstPage(second.operator.id);
    expect(declined).toMatchObject({ status: 'declined', open: false });
    // The travel date passing closes it too (the lead itself still reads open).
    const later = await setUp({ date_of_travel: inDays(3) });
    const [past] = await firstPage(later.first.operator.id, inDays(4));
    expect(past).toMatchObject({ status: 'closed', open: false });
  });

  it("finds no other company's invitation by its id", async () => {
    const { first, second } = await setUp();
    await expect(
      getCompanyInvitation(deps(), first.operator.id, second.invite.id),
    ).rejects.toMatchObject({ statusCode: 404, message: 'Invitation not found' });
  });
});
