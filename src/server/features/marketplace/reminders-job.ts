import { irishToday } from '@shared/dates';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { enqueueJobOnce, enqueueJobs } from '../../jobs/queue';
import { type JobHandler, payloadNumber } from '../../jobs/worker';
import { signLink } from '../../lib/signed-links';
import type { LeadRow } from '../leads';
import { type Transports, emailMessage, queueMessages, smsMessages } from '../outbox';
import { plainEmail } from './applications-service';
import {
  INSURANCE_EXPIRING_DAYS,
  insuranceReminderDue,
  insuranceState,
  inviteDeadline,
  inviteReminderAt,
} from './deadlines';
import { mobileNumberFor } from './invite-templates';
import { addDays, irishTimeOn, isTakingQuotes } from './link-rules';
import { invitationBar } from './matching';
import type { OperatorRow } from './operators-repository';
import type { InviteRow } from './quotes-repository';
import { findInviteContext, lockLead } from './quotes-repository';
import {
  renderAdminInsuranceReminder,
  renderInsuranceReminder,
  renderInviteReminderEmail,
  renderInviteReminderSms,
} from './reminder-templates';
import {
  listActiveAdminEmails,
  listVerifiedInsuranceEnding,
  recordReminder,
} from './reminders-repository';

/**
 * The reminders (docs/product.md#reminders), as durable jobs:
 * - 'operator.insurance-reminders' {day}: once a day at INSURANCE_CHECK_HOUR Irish time, each
 *   verified company whose insurance ends within 30 (then 7) days is emailed, and so is every
 *   active admin; `operator_reminders` records each (company, kind, date) so nothing goes twice;
 * - 'invite.reminder' {invite_id, lead_id}: INVITE_REMINDER_MINUTES before an invitation's
 *   deadline, the company is emailed (and texted) once if it has not answered.
 */

export const INSURANCE_REMINDERS_JOB = 'operator.insurance-reminders';
export const INVITE_REMINDER_JOB = 'invite.reminder';
/** The daily insurance check runs at 08:00 Irish time, so the emails arrive in working hours. */
export const INSURANCE_CHECK_HOUR = 8;

/**
 * Schedules the insurance check of `day` (YYYY-MM-DD, Irish) once, however many instances ask:
 * each start-up asks for today's (due at once if its hour has passed), each run for the next.
 */
export async function scheduleInsuranceCheck(db: Database, day: string): Promise<void> {
  await enqueueJobOnce(
    db,
    `${INSURANCE_REMINDERS_JOB}:${day}`,
    INSURANCE_REMINDERS_JOB,
    { day },
    irishTimeOn(day, INSURANCE_CHECK_HOUR),
  );
}

/** Each new invitation's reminder job, in the transaction that creates the invitation. */
export async function scheduleInviteReminders(
  tx: Database,
  config: Pick<Config, 'MATCH_WIDEN_AFTER_MINUTES'>,
  lead: LeadRow,
  invites: InviteRow[],
): Promise<void> {
  await enqueueJobs(
    tx,
    invites.flatMap((invite) => {
      const runAt = inviteReminderAt(invite, lead, config);
      const payload = { invite_id: invite.id, lead_id: lead.id };
      return runAt ? [{ kind: INVITE_REMINDER_JOB, payload, runAt }] : [];
    }),
  );
}

export type ReminderJobDeps = {
  db: Database;
  config: Pick<Config, 'PUBLIC_URL' | 'MATCH_WIDEN_AFTER_MINUTES'>;
  transports: Transports;
  linkSecret: string;
  /** The clock; tests pass their own to move time. */
  now?: () => Date;
};

export function reminderJobHandlers(deps: ReminderJobDeps): Record<string, JobHandler> {
  const { db, config, transports, linkSecret } = deps;
  const clock = deps.now ?? (() => new Date());

  /** One company's reminder, to it and to every admin, in one transaction with its record. */
  async function remindInsurance(company: OperatorRow, today: string, admins: string[]) {
    const expiresOn = company.insurance_expires_on;
    const kind = insuranceReminderDue(expiresOn, today);
    if (!kind) return;
    const daysLeft = insuranceState(expiresOn, today).days_left;
    const key = `operator:${company.id}:${kind}:${expiresOn}`;
    const toCompany = renderInsuranceReminder(
      company,
      expiresOn,
      daysLeft,
      `${config.PUBLIC_URL}/operator/profile`,
    );
    const toAdmins = renderAdminInsuranceReminder(
      company,
      expiresOn,
      daysLeft,
      `${config.PUBLIC_URL}/admin/operators`,
    );
    await db.transaction(async (tx) => {
      if (!(await recordReminder(tx, company.id, kind, expiresOn))) return;
      await queueMessages(tx, transports, [
        plainEmail(`${key}:company`, company.email, toCompany),
        ...admins.map((email) =>
          plainEmail(`${key}:admin:${email.toLowerCase()}`, email, toAdmins),
        ),
      ]);
    });
  }

  const handleInsurance: JobHandler = async () => {
    const today = irishToday(clock());
    // Tomorrow's run first: a failure today must not end the daily chain.
    await scheduleInsuranceCheck(db, addDays(today, 1));
    const companies = await listVerifiedInsuranceEnding(
      db,
      today,
      addDays(today, INSURANCE_EXPIRING_DAYS),
    );
    if (companies.length === 0) return;
    const admins = await listActiveAdminEmails(db);
    for (const company of companies) await remindInsurance(company, today, admins);
  };

  const handleInvite: JobHandler = async (job) => {
    const inviteId = payloadNumber(job, 'invite_id');
    const leadId = payloadNumber(job, 'lead_id');
    const now = clock();
    const today = irishToday(now);
    await db.transaction(async (tx) => {
      // The lead's lock orders this after any answer being written (respond takes it too).
      const locked = await lockLead(tx, leadId);
      if (!locked || locked.is_spam || !isTakingQuotes(locked, today)) return;
      const found = await findInviteContext(tx, inviteId);
      if (!found || found.invite.lead_id !== leadId || found.invite.status !== 'invited') return;
      const { invite, operator } = found;
      if (invitationBar(operator, today) !== null) return;
      const deadline = inviteDeadline(invite, locked, config);
      if (now >= deadline) return;
      const link = `${config.PUBLIC_URL}/respond/${signLink(linkSecret, 'respond', invite.id)}`;
      const key = `lead:${leadId}:invite:${operator.id}:reminder`;
      await queueMessages(tx, transports, [
        emailMessage(
          leadId,
          `${key}:email`,
          operator.email,
          renderInviteReminderEmail(locked, operator, link, deadline, now),
        ),
        ...smsMessages(leadId, `${key}:sms`, mobileNumberFor(operator.phone), () =>
          renderInviteReminderSms(locked, link, deadline, now),
        ),
      ]);
    });
  };

  return { [INSURANCE_REMINDERS_JOB]: handleInsurance, [INVITE_REMINDER_JOB]: handleInvite };
}
