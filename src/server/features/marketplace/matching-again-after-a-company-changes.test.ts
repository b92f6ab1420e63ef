import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { jobs } from '../../db/schema';
import { bearer, createUser, tokenFor } from '../../test/auth-helpers';
import { seedOperator } from '../../test/marketplace';
import { DUBLIN, useMatchingJobs } from '../../test/matching-jobs';

const {
  app,
  handlers,
  match,
  seedLead,
  corkCompany,
  invitedIds,
  messagesOf,
  eventsOf,
  sendQuote,
  invitesOf,
} = useMatchingJobs();

let adminAuth: ReturnType<typeof bearer>;
beforeAll(async () => {
  adminAuth = bearer(await tokenFor(app(), await createUser(app(), 1)));
});

const call = (method: 'POST' | 'PATCH', url: string, payload?: object) =>
  app().inject({ method, url, headers: adminAuth, ...(payload ? { payload } : {}) });

/** Runs the pending re-match jobs as the worker would; returns how many ran. */
async function runRematches(settings: Partial<Config> = {}): Promise<number> {
  const pending = await app()
    .db.select()
    .from(jobs)
    .where(and(eq(jobs.kind, 'operator.rematch'), eq(jobs.status, 'pending')));
  for (const job of pending) {
    await handlers(settings)['operator.rematch']!(job);
    await app().db.update(jobs).set({ status: 'done' }).where(eq(jobs.id, job.id));
  }
  return pending.length;
}

const pendingCorkCompany = () => corkCompany({ status: 'pending', verified_at: null });

describe('a lead that arrived before any company could take it', () => {
  it('is matched again when a company is verified: invited once, emailed, and the history says why', async () => {
    const lead = await seedLead();
    await match(lead.id);
    expect(await invitedIds(lead.id)).toEqual([]);

    const company = await pendingCorkCompany();
    expect((await call('POST', `/api/operators/${company.id}/verify`)).statusCode).toBe(200);
    expect(await runRematches()).toBe(1);

    expect(await invitedIds(lead.id)).toEqual([company.id]);
    const [event] = await eventsOf(lead.id, 'invited');
    expect(event).toMatchObject({ to_value: company.company_name, actor_id: null });
    expect(event!.from_value).toBe(
      `matched again after ${company.company_name} was verified; serves Cork; 49-seat Coach; no recent leads yet`,
    );
    const emails = (await messagesOf(lead.id)).filter(
      (message) => message.message_key === `lead:${lead.id}:invite:${company.id}:email`,
    );
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ channel: 'email', recipient: company.email });

    // Verifying again queues nothing; a retried job invites nobody twice.
    await call('POST', `/api/operators/${company.id}/verify`);
    expect(await runRematches()).toBe(0);
    await handlers()['operator.rematch']!({
      ...(await app().db.select().from(jobs).where(eq(jobs.kind, 'operator.rematch')))[0]!,
    });
    expect(await invitedIds(lead.id)).toEqual([company.id]);
    expect(await eventsOf(lead.id, 'invited')).toHaveLength(1);
  });

  it('is matched again when a verified company adds its county', async () => {
    const lead = await seedLead();
    const company = await seedOperator(app().db, {
      counties: ['Dublin'],
      base_lat: DUBLIN.lat,
      base_lng: DUBLIN.lng,
    });
    await match(lead.id);
    expect(await invitedIds(lead.id)).toEqual([]);

    const patched = await call('PATCH', `/api/operators/${company.id}`, {
      counties: ['Dublin', 'Cork'],
    });
    expect(patched.statusCode).toBe(200);
    await runRematches();
    expect(await invitedIds(lead.id)).toEqual([company.id]);
    const [event] = await eventsOf(lead.id, 'invited');
    expect(event!.from_value).toMatch(
      new RegExp(`^matched again after ${company.company_name}'s details changed; serves Cork`),
    );
    // A change matching does not read queues nothing.
    await call('PATCH', `/api/operators/${company.id}`, { notes: 'Prefers weekends' });
    expect(await runRematches()).toBe(0);
  });

  it('leaves alone leads the company does not qualify for, closed leads and leads with enough quotes', async () => {
    const dublinLead = await seedLead({
      pickup_location: 'Dublin',
      pickup_lat: DUBLIN.lat,
      pickup_lng: DUBLIN.lng,
    });
    const converted = await seedLead({ status: 'converted' });
    const quoted = await seedLead();
    const earlier = await Promise.all([corkCompany(), corkCompany(), corkCompany()]);
    await match(quoted.id);
    for (const invite of await invitesOf(quoted.id)) await sendQuote(invite);
    // Qualifies for the Dublin lead, but was verified after it without a re-match of its own.
    const dubliner = await seedOperator(app().db, {
      counties: ['Dublin'],
      base_lat: DUBLIN.lat,
      base_lng: DUBLIN.lng,
    });

    const company = await pendingCorkCompany();
    await call('POST', `/api/operators/${company.id}/verify`);
    await runRematches();
    expect(await invitedIds(dublinLead.id)).not.toContain(dubliner.id);
    expect(await invitedIds(dublinLead.id)).toEqual([]);
    expect(await invitedIds(converted.id)).toEqual([]);
    expect(await invitedIds(quoted.id)).toEqual(earlier.map((row) => row.id).sort((a, b) => a - b));
  });

  it('is matched again only up to the invitation limit', async () => {
    const lead = await seedLead();
    await Promise.all([corkCompany(), corkCompany()]);
    await match(lead.id, { MATCH_MAX_INVITES: 2 });
    const company = await pendingCorkCompany();
    await call('POST', `/api/operators/${company.id}/verify`);
    await runRematches({ MATCH_MAX_INVITES: 2 });
    expect(await invitedIds(lead.id)).not.toContain(company.id);
  });
});
