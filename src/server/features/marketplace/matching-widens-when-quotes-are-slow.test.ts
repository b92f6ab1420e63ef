import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads } from '../../db/schema';
import { minutes, useMatchingJobs } from '../../test/matching-jobs';

const {
  app,
  setClock,
  handlers,
  match,
  scheduled,
  runScheduled,
  seedLead,
  corkCompanies,
  invitesOf,
  messagesOf,
  sendQuote,
} = useMatchingJobs();

describe('widening when quotes are slow to come', () => {
  it('invites the next best after an hour with fewer than 3 quotes, up to 10 in all, then stops', async () => {
    await corkCompanies(12);
    const lead = await seedLead();
    await match(lead.id);
    const firstWave = await invitesOf(lead.id);
    await sendQuote(firstWave[0]!);
    await sendQuote(firstWave[1]!);

    setClock(minutes(59));
    const job = await runScheduled(lead.id, 'lead.widen');
    expect(job.run_at).toEqual(minutes(60));
    const all = await invitesOf(lead.id);
    expect(all).toHaveLength(10);
    const secondWave = all.slice(5);
    expect(secondWave.every((invite) => invite.wave === 2)).toBe(true);
    expect(
      secondWave.every((invite) => invite.invited_at.getTime() === minutes(60).getTime()),
    ).toBe(true);
    expect(new Set(all.map((invite) => invite.operator_id)).size).toBe(10);
    expect(secondWave[0]!.reason).toBe(
      '2 of 3 quotes after 60 minutes; serves Cork; 49-seat Coach; no recent leads yet',
    );
    expect(await messagesOf(lead.id)).toHaveLength(10);
    // The limit is reached: no further widening.
    expect(await scheduled(lead.id, 'lead.widen')).toEqual([]);
  });

  it('widens again an hour later while the limit allows, and invites nobody twice on a retry', async () => {
    await corkCompanies(14);
    const settings = { MATCH_MAX_INVITES: 12 };
    const lead = await seedLead();
    await match(lead.id, settings);
    const second = await runScheduled(lead.id, 'lead.widen', settings);
    expect(await invitesOf(lead.id)).toHaveLength(10);

    // The same job again (a retry after its commit) changes nothing.
    await handlers(settings)['lead.widen']!(second);
    expect(await invitesOf(lead.id)).toHaveLength(10);
    expect(await scheduled(lead.id, 'lead.widen')).toHaveLength(1);

    const third = await runScheduled(lead.id, 'lead.widen', settings);
    expect(third.run_at).toEqual(minutes(120));
    expect(third.payload).toEqual({ lead_id: lead.id, wave: 3 });
    const invites = await invitesOf(lead.id);
    expect(invites[10]!.reason).toMatch(/^0 of 3 quotes after 120 minutes; serves Cork/);
    expect(invites.map((invite) => invite.wave)).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3]);
    expect(await scheduled(lead.id, 'lead.widen')).toEqual([]);
  });

  it('does not widen once 3 quotes have arrived', async () => {
    await corkCompanies(8);
    const lead = await seedLead();
    await match(lead.id);
    for (const invite of (await invitesOf(lead.id)).slice(0, 3)) await sendQuote(invite);
    await runScheduled(lead.id, 'lead.widen');
    expect(await invitesOf(lead.id)).toHaveLength(5);
    expect(await scheduled(lead.id, 'lead.widen')).toEqual([]);
  });

  it('does not widen a lead that was converted or lost meanwhile', async () => {
    await corkCompanies(8);
    for (const status of ['converted', 'lost'] as const) {
      const lead = await seedLead();
      await match(lead.id);
      await app().db.update(leads).set({ status }).where(eq(leads.id, lead.id));
      await runScheduled(lead.id, 'lead.widen');
      expect(await invitesOf(lead.id), status).toHaveLength(5);
      expect(await scheduled(lead.id, 'lead.widen')).toEqual([]);
    }
  });

  it('stops when no other company qualifies', async () => {
    await corkCompanies(3);
    const lead = await seedLead();
    await match(lead.id);
    await runScheduled(lead.id, 'lead.widen');
    expect(await invitesOf(lead.id)).toHaveLength(3);
    expect(await scheduled(lead.id, 'lead.widen')).toEqual([]);
  });
});
