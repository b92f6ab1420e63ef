import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { irishToday } from '@shared/dates';
import { jobs } from '../../db/schema';
import { createTestContext } from '../../test/test-app';
import { irishTimeOn } from './link-rules';
import { INSURANCE_REMINDERS_JOB } from './reminders-job';

describe('the daily insurance check', () => {
  let context: Awaited<ReturnType<typeof createTestContext>>;
  beforeAll(async () => {
    context = await createTestContext({ JOB_POLL_MS: '0' });
  });
  afterAll(async () => context.cleanup());

  it('is scheduled for today at 08:00 Irish time when the server starts, once across restarts', async () => {
    const today = irishToday();
    const key = `${INSURANCE_REMINDERS_JOB}:${today}`;
    const todays = (app: Awaited<ReturnType<typeof context.rebuild>>) =>
      app.db.select().from(jobs).where(eq(jobs.unique_key, key));

    const first = await context.rebuild();
    await first.ready();
    const [job] = await todays(first);
    expect(job).toMatchObject({ kind: INSURANCE_REMINDERS_JOB, payload: { day: today } });
    expect(job!.run_at.toISOString()).toBe(irishTimeOn(today, 8).toISOString());
    await first.close();

    const second = await context.rebuild();
    await second.ready();
    expect(await todays(second)).toHaveLength(1);
    await second.close();
  });
});
