import { and, asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { irishToday, toInputDate } from '@shared/dates';
import { jobs, messages, operators } from '../../db/schema';
import { createUser } from '../../test/auth-helpers';
import { T0, useMatchingJobs } from '../../test/matching-jobs';
import { TEST_ADMIN } from '../../test/test-app';
import { addDays, irishTimeOn } from './link-rules';
import { INSURANCE_REMINDERS_JOB, scheduleInsuranceCheck } from './reminders-job';

const { app, handlers, asJob, setClock, corkCompany } = useMatchingJobs();

const TODAY = irishToday(T0);
/** 09:00 Irish time `days` after the first test day. */
const dayAt = (days: number) => irishTimeOn(addDays(TODAY, days), 9);

/** Runs the daily check as the worker would, on the test's clock. */
const runCheck = () =>
  handlers()[INSURANCE_REMINDERS_JOB]!(asJob(INSURANCE_REMINDERS_JOB, { day: TODAY }));

const remindersOf = (operatorId: number) =>
  app()
    .db.select()
    .from(messages)
    .where(like(messages.message_key, `operator:${operatorId}:insurance%`))
    .orderBy(asc(messages.id));

describe('insurance reminders', () => {
  it('emails the company and every active admin 30 days before the expiry, once', async () => {
    setClock(dayAt(0));
    const manager = await createUser(app(), 2, { email: 'manager@example.ie' });
    const retired = await createUser(app(), 1, {
      email: 'old-admin@example.ie',
      status: 'inactive',
    });
    const second = await createUser(app(), 1, { email: 'second-admin@example.ie' });
    const company = await corkCompany({
      company_name: 'Lee Valley Coaches',
      contact_name: 'Máire Ní Cheallaigh',
      email: 'office@leevalley.example.ie',
      insurance_expires_on: addDays(TODAY, 30),
    });
    await runCheck();
    const sent = await remindersOf(company.id);
    expect(sent.map((message) => message.recipient).sort()).toEqual(
      ['office@leevalley.example.ie', TEST_ADMIN.email, second.email].sort(),
    );
    expect(sent.map((message) => message.recipient)).not.toContain(manager.email);
    expect(sent.map((message) => message.recipient)).not.toContain(retired.email);

    const date = toInputDate(addDays(TODAY, 30));
    const toCompany = sent.find((message) => message.recipient === company.email)!;
    expect(toCompany.subject).toBe(`Lee Valley Coaches: your insurance expires on ${date}`);
    expect(toCompany.body_text).toContain('Hi Máire,');
    expect(toCompany.body_text).toContain(
      `The insurance we hold for Lee Valley Coaches expires on ${date} (in 30 days).`,
    );
    expect(toCompany.body_text).toContain('update it in your company profile');
    expect(toCompany.body_text).toContain(`${app().config.PUBLIC_URL}/operator/profile`);
    const toAdmin = sent.find((message) => message.recipient === TEST_ADMIN.email)!;
    expect(toAdmin.subject).toBe(`Insurance expiring: Lee Valley Coaches on ${date}`);
    expect(toAdmin.body_text).toContain('office@leevalley.example.ie');

    // The same day again (a retry, a restart), and the next days before the 7-day mark: the
    // reminder is recorded as sent, so even an admin added since is not sent it late.
    await createUser(app(), 1, { email: 'new-admin@example.ie' });
    await runCheck();
    setClock(dayAt(1));
    await runCheck();
    setClock(dayAt(22));
    await runCheck();
    expect(await remindersOf(company.id)).toHaveLength(3);
  });

  it('sends the 7-day reminder once, then again for a renewed date', async () => {
    const expiry = addDays(TODAY, 30);
    const company = await corkCompany({ insurance_expires_on: expiry });
    setClock(dayAt(0));
    await runCheck();
    setClock(dayAt(23));
    await runCheck();
    await runCheck();
    setClock(dayAt(30));
    await runCheck();
    const first = await remindersOf(company.id);
    expect(first.filter((message) => message.recipient === company.email)).toHaveLength(2);
    expect(first.map((message) => message.message_key)).toContain(
      `operator:${company.id}:insurance_7:${expiry}:admin:${TEST_ADMIN.email}`,
    );
    expect(
      first.find((message) => message.message_key.includes('insurance_7'))!.body_text,
    ).toContain('(in 7 days)');

    // Renewed for a year: reminded again 30 and 7 days before the new date.
    const renewed = addDays(expiry, 365);
    await app()
      .db.update(operators)
      .set({ insurance_expires_on: renewed })
      .where(eq(operators.id, company.id));
    setClock(dayAt(31));
    await runCheck();
    expect(await remindersOf(company.id)).toHaveLength(first.length);
    setClock(dayAt(365));
    await runCheck();
    setClock(dayAt(388));
    await runCheck();
    await runCheck();
    const renewedKeys = (await remindersOf(company.id))
      .filter((message) => message.recipient === company.email)
      .map((message) => message.message_key);
    expect(renewedKeys).toEqual([
      `operator:${company.id}:insurance_30:${expiry}:company`,
      `operator:${company.id}:insurance_7:${expiry}:company`,
      `operator:${company.id}:insurance_30:${renewed}:company`,
      `operator:${company.id}:insurance_7:${renewed}:company`,
    ]);
  });

  it('sends only the 7-day reminder to a company first seen a few days before its expiry', async () => {
    setClock(dayAt(0));
    const company = await corkCompany({ insurance_expires_on: addDays(TODAY, 3) });
    await runCheck();
    const sent = await remindersOf(company.id);
    expect(sent.map((message) => message.message_key)).toContain(
      `operator:${company.id}:insurance_7:${addDays(TODAY, 3)}:company`,
    );
    expect(sent.some((message) => message.message_key.includes('insurance_30'))).toBe(false);
  });

  it('reminds no pending or suspended company, nor one already expired or insured for longer', async () => {
    setClock(dayAt(0));
    const soon = addDays(TODAY, 10);
    const quiet = await Promise.all([
      corkCompany({ status: 'pending', verified_at: null, insurance_expires_on: soon }),
      corkCompany({ status: 'suspended', insurance_expires_on: soon }),
      corkCompany({ insurance_expires_on: addDays(TODAY, -1) }),
      corkCompany({ insurance_expires_on: addDays(TODAY, 31) }),
    ]);
    await runCheck();
    for (const company of quiet) expect(await remindersOf(company.id)).toEqual([]);
  });

  it('sends once when two instances run the check at the same moment', async () => {
    setClock(dayAt(0));
    const company = await corkCompany({ insurance_expires_on: addDays(TODAY, 12) });
    await Promise.all([runCheck(), runCheck()]);
    expect(
      (await remindersOf(company.id)).filter((message) => message.recipient === company.email),
    ).toHaveLength(1);
  });
});

describe('the daily check', () => {
  const pendingChecks = () =>
    app()
      .db.select()
      .from(jobs)
      .where(and(eq(jobs.kind, INSURANCE_REMINDERS_JOB), eq(jobs.status, 'pending')));

  it('schedules the next day’s run at 08:00 Irish time, once however often it is asked', async () => {
    setClock(dayAt(0));
    await runCheck();
    await runCheck();
    await scheduleInsuranceCheck(app().db, addDays(TODAY, 1));
    const next = await pendingChecks();
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({
      payload: { day: addDays(TODAY, 1) },
      unique_key: `${INSURANCE_REMINDERS_JOB}:${addDays(TODAY, 1)}`,
    });
    expect(next[0]!.run_at.toISOString()).toBe(irishTimeOn(addDays(TODAY, 1), 8).toISOString());
  });
});
