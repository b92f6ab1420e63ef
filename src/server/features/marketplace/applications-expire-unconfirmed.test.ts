import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONFIRM_LINK_HOURS } from '@shared/marketplace/applications';
import { jobs, operatorApplications, operatorDocuments, operators } from '../../db/schema';
import type { JobRow } from '../../jobs/queue';
import { bothFiles, dataPart, useApplications, validApplication } from '../../test/applications';
import { APPLICATION_EXPIRE_JOB, applicationJobHandlers } from './applications-expiry';

const { setup, send, tokenSentTo, confirm } = useApplications();

/** Applies and returns the company's id and its queued expiry job. */
async function apply() {
  const data = validApplication();
  expect((await send([dataPart(data), ...bothFiles()])).statusCode).toBe(201);
  const { db } = setup().app;
  const [company] = await db.select().from(operators).where(eq(operators.email, data.email));
  const [job] = await db
    .select()
    .from(jobs)
    .where(
      sql`${jobs.kind} = ${APPLICATION_EXPIRE_JOB} and ${jobs.payload}->>'operator_id' = ${String(company!.id)}`,
    );
  return { data, id: company!.id, job: job! };
}

/** The link's end moved into the past, as if the hours had gone by. */
const expireLink = (id: number) =>
  setup()
    .app.db.update(operatorApplications)
    .set({ token_expires_at: sql`now() - interval '1 minute'` })
    .where(eq(operatorApplications.operator_id, id));

const runJob = (job: JobRow) =>
  applicationJobHandlers(setup().app.db)[APPLICATION_EXPIRE_JOB]!(job);

describe('an application never confirmed (docs/product.md#for-bus-companies)', () => {
  it('is deleted with its documents once its link has expired, by a job queued when it arrived', async () => {
    const { id, job } = await apply();
    const hoursAhead = (job.run_at.getTime() - Date.now()) / 3_600_000;
    expect(hoursAhead).toBeGreaterThan(CONFIRM_LINK_HOURS - 0.1);
    expect(hoursAhead).toBeLessThan(CONFIRM_LINK_HOURS + 0.1);

    // Run early (a clock skew, a retry): the link still works, so nothing is deleted.
    await runJob(job);
    const { db } = setup().app;
    expect(await db.select().from(operators).where(eq(operators.id, id))).toHaveLength(1);

    await expireLink(id);
    await runJob(job);
    expect(await db.select().from(operators).where(eq(operators.id, id))).toEqual([]);
    expect(
      await db.select().from(operatorDocuments).where(eq(operatorDocuments.operator_id, id)),
    ).toEqual([]);
    // Twice is harmless.
    await runJob(job);
  });

  it('a confirmed application is kept whatever the job finds', async () => {
    const { data, id, job } = await apply();
    expect((await confirm(await tokenSentTo(data.email))).statusCode).toBe(200);
    await expireLink(id);
    await runJob(job);
    const { db } = setup().app;
    expect(await db.select().from(operators).where(eq(operators.id, id))).toHaveLength(1);
  });
});
