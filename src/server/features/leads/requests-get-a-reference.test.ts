import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REFERENCE_ALPHABET, referenceInSearch } from '@shared/leads/reference';
import { queryRows } from '../../db/client';
import { leads, messages } from '../../db/schema';
import { verifyLink } from '../../lib/signed-links';
import { bearer, createUser, tokenFor } from '../../test/auth-helpers';
import { seedLeads, validLead } from '../../test/leads';
import { useTestSetup } from '../../test/test-app';

/** The function as migration 0016 defines it, put back after the clash test. */
const REFERENCE_FUNCTION = readFileSync(
  new URL('../../db/migrations/0016_lead_reference_and_contact.sql', import.meta.url),
  'utf8',
)
  .split('--> statement-breakpoint')
  .find((statement) => statement.includes('CREATE FUNCTION ch_reference_of'))!
  .replace(/^(--.*\n)*/, '')
  .replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION');

const REFERENCE = new RegExp(`^CH-[${REFERENCE_ALPHABET}]{5}$`);

const setup = useTestSetup({ QUOTE_RATE_LIMIT_PER_MINUTE: '0', JOB_POLL_MS: '0' }, async (app) => ({
  adminAuth: bearer(await tokenFor(app, await createUser(app, 1))),
  managerAuth: bearer(await tokenFor(app, await createUser(app, 2))),
}));

const submit = async (overrides: Record<string, unknown> = {}) => {
  const response = await setup().app.inject({
    method: 'POST',
    url: '/api/bus-quote',
    payload: validLead(overrides),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; reference: string; quotes_path: string };
};

const search = async (text: string, auth = setup().adminAuth) => {
  const response = await setup().app.inject({
    method: 'GET',
    url: `/api/bus-quote/paginated?search=${encodeURIComponent(text)}`,
    headers: auth,
  });
  expect(response.statusCode).toBe(200);
  const page = response.json() as { data: { id: number }[]; total: number };
  return { ids: page.data.map((lead) => lead.id), total: page.total };
};

describe('the reference of a request', () => {
  it('is given at once, unique, in the 201 with the path of the comparison page', async () => {
    const first = await submit({ email: 'first@example.ie' });
    const second = await submit({ email: 'second@example.ie' });
    expect(first.reference).toMatch(REFERENCE);
    expect(second.reference).toMatch(REFERENCE);
    expect(second.reference).not.toBe(first.reference);
    const token = first.quotes_path.replace(/^\/quotes\//, '');
    expect(verifyLink(setup().app.linkSecret, 'quotes', token)).toBe(first.id);
    const comparison = await setup().app.inject({ method: 'GET', url: `/api${first.quotes_path}` });
    expect(comparison.json().journey.reference).toBe(first.reference);
  });

  it('is unique by construction, and a clash (were one ever made) is retried with a new id', async () => {
    const db = setup().app.db;
    const [first, second] = await queryRows<{ reference: string }>(
      db,
      sql`select ch_reference_of(n) as reference from generate_series(1, 2) as n`,
    );
    expect(first!.reference).toMatch(REFERENCE);
    expect(second!.reference).not.toBe(first!.reference);
    // The first two leads computed from here name a taken reference; the third a free one.
    await db.execute(sql`create sequence test_draws`);
    await db.execute(sql`create or replace function ch_reference_of(lead_id bigint) returns text
      language sql immutable as
      $$ select case when nextval('test_draws') <= 2 then 'CH-AAAAA' else 'CH-BBBBB' end $$`);
    try {
      const [taken] = await seedLeads(setup().app, [{}]);
      expect(taken!.reference).toBe('CH-AAAAA');
      const lead = await submit({ email: 'clash@example.ie' });
      expect(lead.reference).toBe('CH-BBBBB');
      const stored = await db.select().from(leads).where(eq(leads.email, 'clash@example.ie'));
      expect(stored).toHaveLength(1);
    } finally {
      await db.execute(sql.raw(REFERENCE_FUNCTION));
    }
  });

  it('is found by staff search, in any case, with or without CH-', async () => {
    const lead = await submit({ email: 'findme@example.ie' });
    const bare = lead.reference.slice(3);
    for (const text of [lead.reference, lead.reference.toLowerCase(), bare, bare.toLowerCase()]) {
      const found = await search(text);
      expect(found.ids, text).toContain(lead.id);
      expect(found.total, text).toBe(found.ids.length);
    }
    expect((await search(lead.reference, setup().managerAuth)).ids).toContain(lead.id);
    // Part of a reference is not one.
    expect((await search(bare.slice(0, 4))).ids).not.toContain(lead.id);
  });

  it('is named in every email and SMS written for the new lead', async () => {
    const lead = await submit({ email: 'named@example.ie' });
    await setup().app.jobs.runDueJobs();
    const written = await setup()
      .app.db.select()
      .from(messages)
      .where(eq(messages.lead_id, lead.id));
    // The customer's confirmation and SMS, and an alert to each member of staff.
    expect(written.filter((message) => message.channel === 'sms')).toHaveLength(1);
    expect(written.filter((message) => message.channel === 'email').length).toBeGreaterThan(1);
    for (const message of written) {
      expect(message.body_text, message.message_key).toContain(lead.reference);
      if (message.body_html) expect(message.body_html).toContain(lead.reference);
    }
  });
});

describe('referenceInSearch', () => {
  it.each([
    ['CH-7K3Q9', 'CH-7K3Q9'],
    ['ch-7k3q9', 'CH-7K3Q9'],
    ['7k3q9', 'CH-7K3Q9'],
    [' CH7K3Q9 ', 'CH-7K3Q9'],
  ])('reads %j as %s', (text, reference) => {
    expect(referenceInSearch(text)).toBe(reference);
  });

  it.each(['', 'Cork', '7K3Q', '7K3Q90', 'CH-7K3O9', 'CH-1K3Q9', 'CH-7K3-9', undefined])(
    'finds no reference in %j',
    (text) => {
      expect(referenceInSearch(text)).toBeNull();
    },
  );
});
