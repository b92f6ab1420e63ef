import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadInvites, leads, quotes } from '../../db/schema';
import { bearer, createCompanyUser, createUser, tokenFor } from '../../test/auth-helpers';
import { inDays, messagesOfLead } from '../../test/leads';
import { CUSTOMER, useRespond, validQuote } from '../../test/respond';

const { app, setUp, view, sendQuote, decline, choose, eventsOf } = useRespond();

/** A signed-in user of the company, and its requests to the workspace. */
async function signInAs(operatorId: number) {
  const user = await createCompanyUser(app(), operatorId, { company_role: 'dispatcher' });
  const headers = bearer(await tokenFor(app(), user));
  const url = (path = '') => `/api/operator/invitations${path}`;
  return {
    list: (query = '') => app().inject({ method: 'GET', url: url(query), headers }),
    open: (id: number | string) => app().inject({ method: 'GET', url: url(`/${id}`), headers }),
    quote: (id: number | string, payload: object = validQuote()) =>
      app().inject({ method: 'POST', url: url(`/${id}/quote`), headers, payload }),
    decline: (id: number | string, reason = 'No coach free that day') =>
      app().inject({ method: 'POST', url: url(`/${id}/decline`), headers, payload: { reason } }),
  };
}

/** What a lead's answers left behind, with the lead's own ids taken out, to compare two leads. */
async function traceOf(leadId: number) {
  const events = (await eventsOf(leadId)).map((event) => [
    event.kind,
    event.from_value,
    event.to_value,
  ]);
  const messages = (await messagesOfLead(app(), leadId)).map((message) => [
    message.channel,
    message.recipient,
    message.subject,
    message.message_key.replace(`lead:${leadId}:`, 'lead:{id}:'),
  ]);
  return { events, messages };
}

describe('GET /api/operator/invitations', () => {
  it("lists only the company's own invitations, newest first, without the customer's contact", async () => {
    const older = await setUp();
    const newer = await setUp();
    const company = await signInAs(older.first.operator.id);
    // Another company invited to the same lead, and the newer lead it was not invited to, never show.
    const response = await company.list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data: invitations, ...page } = response.json();
    expect(page).toEqual({ current_page: 1, last_page: 1, per_page: 15, total: 1 });
    expect(invitations.map((invitation: { id: number }) => invitation.id)).toEqual([
      older.first.invite.id,
    ]);
    expect(invitations[0]).toMatchObject({
      status: 'invited',
      open: true,
      quote: null,
      customer: null,
      journey: { reference: older.lead.reference, number_of_people: 40 },
    });
    expect(JSON.stringify(invitations)).not.toContain(CUSTOMER.email);
    const other = await signInAs(newer.second.operator.id);
    expect((await other.list()).json().data).toHaveLength(1);
  });

  it('pages the invitations, newest first, and refuses a page size the lists do not offer', async () => {
    const { operator, invite: ownInvite } = (await setUp()).first;
    const company = operator.id;
    // Eleven more requests invite the same company: twelve in all, ten to a page.
    const added: number[] = [];
    for (let n = 0; n < 11; n += 1) {
      const { lead } = await setUp();
      const [row] = await app()
        .db.insert(leadInvites)
        .values({ lead_id: lead.id, operator_id: company, reason: 'Serves Cork' })
        .returning();
      added.push(row!.id);
    }
    const user = await signInAs(company);
    const second = (await user.list('?page=2&per_page=10')).json();
    expect(second).toMatchObject({ current_page: 2, last_page: 2, per_page: 10, total: 12 });
    // The oldest two: the first one added, then the company's first invitation.
    expect(second.data.map((invitation: { id: number }) => invitation.id)).toEqual([
      added[0],
      ownInvite.id,
    ]);
    const refused = await user.list('?per_page=7');
    expect(refused.statusCode).toBe(422);
  });
});

describe('quoting and declining from the workspace', () => {
  it('sends the same emails and history as the emailed link', async () => {
    const byLink = await setUp();
    const byWorkspace = await setUp();
    const workspaceCompany = byWorkspace.first;
    expect((await sendQuote(byLink.first.token)).statusCode).toBe(201);
    expect((await sendQuote(byLink.first.token, validQuote({ price_eur: 800 }))).statusCode).toBe(
      200,
    );
    expect((await decline(byLink.first.token)).statusCode).toBe(200);

    const company = await signInAs(workspaceCompany.operator.id);
    const created = await company.quote(workspaceCompany.invite.id);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      id: workspaceCompany.invite.id,
      status: 'quoted',
      quote: { price_eur: 850, revision: 1 },
    });
    const revised = await company.quote(workspaceCompany.invite.id, validQuote({ price_eur: 800 }));
    expect(revised.statusCode).toBe(200);
    expect(revised.json().quote).toMatchObject({ price_eur: 800, revision: 2 });
    const declined = await company.decline(workspaceCompany.invite.id);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined', open: true });

    const link = await traceOf(byLink.lead.id);
    const workspace = await traceOf(byWorkspace.lead.id);
    expect(workspace.messages).toEqual(link.messages);
    expect(
      workspace.messages.map(([channel, recipient, subject]) => [channel, recipient, subject]),
    ).toEqual([
      ['email', CUSTOMER.email, 'Your first coach quote has arrived'],
      ['sms', '+353877654321', null],
    ]);
    const kinds = (trace: typeof link) =>
      trace.events.map(([kind, from]) => [kind, from]).filter(([kind]) => kind !== 'created');
    expect(kinds(workspace)).toEqual(kinds(link));
    expect(kinds(workspace)).toEqual([
      ['quoted', '850.00'],
      ['status', 'new'],
      ['quoted', '800.00'],
      ['declined', 'No coach free that day'],
    ]);
  });

  it('keeps the emailed link working beside the workspace', async () => {
    const { first } = await setUp();
    const company = await signInAs(first.operator.id);
    expect((await company.quote(first.invite.id)).statusCode).toBe(201);
    const linkView = await view(first.token);
    expect(linkView.statusCode).toBe(200);
    expect(linkView.json()).toMatchObject({ status: 'quoted', quote: { revision: 1 } });
    expect((await sendQuote(first.token, validQuote({ price_eur: 700 }))).statusCode).toBe(200);
    expect((await company.open(first.invite.id)).json().quote).toMatchObject({
      price_eur: 700,
      revision: 2,
    });
  });

  it('refuses what the link refuses: bad input, a chosen request, a closed one', async () => {
    const { lead, first, second } = await setUp();
    const company = await signInAs(first.operator.id);
    const bad = await company.quote(first.invite.id, validQuote({ price_eur: -5, seats: 'x' }));
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['price_eur', 'seats']);
    const past = await company.quote(first.invite.id, validQuote({ valid_until: inDays(-1) }));
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({ valid_until: ['Valid until cannot be in the past'] });
    expect((await company.decline(first.invite.id, '')).statusCode).toBe(422);
    expect((await company.open('abc')).statusCode).toBe(422);

    const chosen = (await sendQuote(second.token)).json();
    expect((await choose(lead.id, chosen.quote.id)).statusCode).toBe(200);
    const late = await company.quote(first.invite.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This request is no longer taking quotes');
    expect((await company.open(first.invite.id)).json()).toMatchObject({
      status: 'not_chosen',
      open: false,
    });

    const closed = await setUp();
    const closedCompany = await signInAs(closed.first.operator.id);
    await app().db.update(leads).set({ status: 'lost' }).where(eq(leads.id, closed.lead.id));
    const refused = await closedCompany.quote(closed.first.invite.id);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toBe('This request is closed');
    expect((await closedCompany.open(closed.first.invite.id)).json().status).toBe('closed');
  });
});

describe("another company's invitation", () => {
  it('is not found, to read, quote or decline, and nothing changes', async () => {
    const { first, second } = await setUp();
    const intruder = await signInAs(first.operator.id);
    const theirs = second.invite.id;
    for (const response of [
      await intruder.open(theirs),
      await intruder.quote(theirs),
      await intruder.decline(theirs),
      await intruder.open(999_999),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Invitation not found' });
    }
    expect(await app().db.select().from(quotes).where(eq(quotes.invite_id, theirs))).toEqual([]);
    expect((await view(second.token)).json()).toMatchObject({ status: 'invited' });
  });

  it('is out of reach of staff and of anyone signed out', async () => {
    const { first } = await setUp();
    const admin = bearer(await tokenFor(app(), await createUser(app(), 1)));
    const url = `/api/operator/invitations/${first.invite.id}`;
    expect((await app().inject({ method: 'GET', url, headers: admin })).statusCode).toBe(403);
    expect((await app().inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('documents the workspace invitation routes with their bodies and answers', async () => {
    const { paths } = (await app().inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const quote = paths['/api/operator/invitations/{id}/quote'].post;
    expect(quote.tags).toEqual(['workspace']);
    expect(quote.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(quote.responses)).toEqual(
      expect.arrayContaining(['200', '201', '404', '409', '410', '422']),
    );
    // docs/product.md#itemised-quotes: price lines, or a whole price read as one base line.
    const body = quote.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['vehicle_type', 'seats']));
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(['price_eur', 'lines', 'deposit', 'cancellation']),
    );
    expect(paths['/api/operator/invitations'].get.responses['200']).toBeDefined();
    expect(paths['/api/operator/invitations/{id}/decline'].post).toBeDefined();
    const queryOf = (path: string) =>
      paths[path].get.parameters.map((parameter: { name: string; in: string }) =>
        [parameter.in, parameter.name].join(':'),
      );
    expect(queryOf('/api/operator/invitations')).toEqual(['query:page', 'query:per_page']);
    expect(queryOf('/api/operator/quotes')).toEqual([
      'query:status',
      'query:page',
      'query:per_page',
    ]);
  });
});
