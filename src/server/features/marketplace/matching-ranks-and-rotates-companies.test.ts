import { describe, expect, it } from 'vitest';
import { minutes, useMatchingJobs } from '../../test/matching-jobs';
import { loadCompanyStats } from './matching-repository';

const {
  app,
  now,
  setClock,
  match,
  runScheduled,
  seedLead,
  corkCompany,
  invitesOf,
  invitedIds,
  history,
} = useMatchingJobs();

describe('ranking and rotation', () => {
  it('prefers companies that reply, and reply fast, and keeps a place for a new company', async () => {
    const fast = await corkCompany();
    const slow = await corkCompany();
    const silent = await corkCompany();
    const newcomer = await corkCompany();
    const lapsed = await corkCompany();
    const busy = await corkCompany();
    await history(fast.id, [10, 10, 10, 10, 10]);
    await history(slow.id, [180, 180, 180, 180, 180]);
    await history(silent.id, [null, null, null, null, null], 5);
    // Unanswered 100 days ago: outside the 90-day window, so it counts as new.
    await history(lapsed.id, [null, null, null, null, null], 100);
    // Three answered, and two sent an hour ago that it still has time to answer.
    await history(busy.id, [20, 20, 20]);
    await history(busy.id, [null, null], 1 / 24);

    const stats = await loadCompanyStats(app().db, [lapsed.id, busy.id, silent.id], now());
    expect(stats.get(lapsed.id)).toMatchObject({ counted: 0, answered: 0 });
    expect(stats.get(busy.id)).toMatchObject({ counted: 3, answered: 3, medianReplyMinutes: 20 });
    expect(stats.get(silent.id)).toMatchObject({ counted: 5, answered: 0 });

    const lead = await seedLead();
    await match(lead.id, { MATCH_INVITES_PER_WAVE: 3 });
    // Ranked fast, busy, slow, newcomer, lapsed, silent; the last place goes to the best new one.
    expect(await invitedIds(lead.id)).toEqual([fast.id, busy.id, newcomer.id]);
    const reasons = (await invitesOf(lead.id)).map((invite) => invite.reason);
    expect(reasons).toEqual([
      'serves Cork; 49-seat Coach; replied to 5 of 5 recent leads, usually within 10 minutes',
      'serves Cork; 49-seat Coach; replied to 3 of 3 recent leads, usually within 20 minutes',
      'serves Cork; 49-seat Coach; new company: trial invitation',
    ]);

    await runScheduled(lead.id, 'lead.widen', { MATCH_INVITES_PER_WAVE: 3 });
    expect((await invitedIds(lead.id)).slice(3)).toEqual([slow.id, lapsed.id, silent.id]);
  });

  it('takes turns between equally placed companies, least recently invited first', async () => {
    const first = await corkCompany();
    const second = await corkCompany();
    const oneAtATime = { MATCH_INVITES_PER_WAVE: 1 };
    const chosen: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      setClock(minutes(round));
      const lead = await seedLead();
      await match(lead.id, oneAtATime);
      chosen.push(...(await invitedIds(lead.id)));
    }
    expect(chosen).toEqual([first.id, second.id, first.id]);
  });
});
