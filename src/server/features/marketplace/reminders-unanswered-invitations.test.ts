import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatDate, formatMomentDate, formatTime, irishToday } from '@shared/dates';
import { leads, operators } from '../../db/schema';
import { bearer, createUser, tokenFor } from '../../test/auth-helpers';
import { signLink } from '../../lib/signed-links';
import { minutes, useMatchingJobs } from '../../test/matching-jobs';
import { validQuote } from '../../test/respond';
import { renderInviteReminderEmail } from './reminder-templates';
import { INVITE_REMINDER_JOB } from './reminders-job';

const {
  app,
  setClock,
  handlers,
  match,
  scheduled,
  runScheduled,
  seedLead,
  corkCompany,
  corkCompanies,
  invitesOf,
  messagesOf,
} = useMatchingJobs();

/** One company invited by the first wave at T0; its invitation and its link. */
async function invitedCompany(overrides: Parameters<typeof corkCompany>[0] = {}) {
  const company = await corkCompany(overrides);
  const lead = await seedLead();
  await match(lead.id);
  const [invite] = await invitesOf(lead.id);
  const token = signLink(app().linkSecret, 'respond', invite!.id);
  return { company, lead, invite: invite!, token };
}

const reminders = async (leadId: number) =>
  (await messagesOf(leadId)).filter((message) => message.message_key.includes(':reminder:'));

describe('the reminder of an unanswered invitation', () => {
  it('is scheduled 30 minutes before the deadline and sent once, by email and SMS, with the invitation’s link', async () => {
    const { company, lead, token } = await invitedCompany({
      contact_name: 'Pádraig',
      phone: '087 123 4567',
    });
    const [job] = await scheduled(lead.id, INVITE_REMINDER_JOB);
    expect(job!.run_at).toEqual(minutes(30));

    await runScheduled(lead.id, INVITE_REMINDER_JOB);
    const sent = await reminders(lead.id);
    const link = `${app().config.PUBLIC_URL}/respond/${token}`;
    expect(sent.map((message) => [message.channel, message.recipient])).toEqual([
      ['email', company.email],
      ['sms', '+353871234567'],
    ]);
    const [email, sms] = sent;
    // The deadline is an hour after the invitation, the reminder half an hour before it; when the
    // deadline falls after midnight (the suite run late in the evening) the reminder names its day.
    const deadline = minutes(60);
    const by =
      irishToday(deadline) === irishToday(minutes(30))
        ? formatTime(deadline)
        : `${formatTime(deadline)} on ${formatMomentDate(deadline)}`;
    expect(email!.subject).toBe(
      `Reminder: quote by ${by} for Cork to Croke Park, ${formatDate(lead.date_of_travel)}`,
    );
    expect(email!.body_text).toContain('Hello Pádraig,');
    expect(email!.body_text).toContain(`Please send your quote, or decline, by ${by} (Irish time)`);
    expect(email!.body_text).toContain(`Send your quote, or decline, here: ${link}`);
    // The same link the invitation carried.
    const invitation = (await messagesOf(lead.id)).find((m) => m.message_key.endsWith(':email'))!;
    expect(invitation.body_text).toContain(link);
    expect(sms!.body_text).toContain(`quote request ${lead.reference}`);
    expect(sms!.body_text).toContain(`by ${by}: ${link}`);

    // The job again (a retry after its commit, another instance): nothing new.
    await handlers()[INVITE_REMINDER_JOB]!(job!);
    expect(await reminders(lead.id)).toHaveLength(2);
  });

  it('names the deadline alone on the same day, and with its day after midnight', async () => {
    const lead = await seedLead();
    const subjectFor = (deadline: string, now: string) =>
      renderInviteReminderEmail(
        lead,
        { contact_name: 'Pádraig' },
        'https://x.test/r',
        new Date(deadline),
        new Date(now),
      ).subject;
    // Irish winter time is UTC.
    expect(subjectFor('2026-11-28T14:05:00Z', '2026-11-28T13:35:00Z')).toMatch(
      /^Reminder: quote by 14:05 for /,
    );
    expect(subjectFor('2026-11-29T00:15:00Z', '2026-11-28T23:45:00Z')).toMatch(
      new RegExp(
        `^Reminder: quote by 00:15 on ${formatMomentDate(new Date('2026-11-29T00:15:00Z'))} for `,
      ),
    );
  });

  it('is sent only to the companies that have not quoted or declined', async () => {
    await corkCompanies(3);
    const lead = await seedLead();
    await match(lead.id);
    const [quoted, declined, silent] = await invitesOf(lead.id);
    const link = (id: number) => `/api/respond/${signLink(app().linkSecret, 'respond', id)}`;
    const quote = await app().inject({
      method: 'POST',
      url: `${link(quoted!.id)}/quote`,
      payload: validQuote(),
    });
    expect(quote.statusCode).toBe(201);
    const decline = await app().inject({
      method: 'POST',
      url: `${link(declined!.id)}/decline`,
      payload: { reason: 'No coach free that day' },
    });
    expect(decline.statusCode).toBe(200);
    const jobs = await scheduled(lead.id, INVITE_REMINDER_JOB);
    expect(jobs).toHaveLength(3);
    setClock(minutes(30));
    for (const job of jobs) await handlers()[INVITE_REMINDER_JOB]!(job);
    expect((await reminders(lead.id)).map((message) => message.message_key)).toEqual([
      `lead:${lead.id}:invite:${silent!.operator_id}:reminder:email`,
    ]);
  });

  it.each([
    ['lost', { status: 'lost' as const }],
    ['converted (a quote was chosen)', { status: 'converted' as const }],
    ['marked as spam', { is_spam: true }],
  ])('is not sent when the lead is %s', async (_state, change) => {
    const { lead } = await invitedCompany();
    await app().db.update(leads).set(change).where(eq(leads.id, lead.id));
    await runScheduled(lead.id, INVITE_REMINDER_JOB);
    expect(await reminders(lead.id)).toEqual([]);
  });

  it('is not sent when the lead was deleted', async () => {
    const gone = await invitedCompany();
    const [job] = await scheduled(gone.lead.id, INVITE_REMINDER_JOB);
    await app().db.delete(leads).where(eq(leads.id, gone.lead.id));
    setClock(job!.run_at);
    await handlers()[INVITE_REMINDER_JOB]!(job!);
    expect(await reminders(gone.lead.id)).toEqual([]);
  });

  it('is not sent to a company suspended since', async () => {
    const suspended = await invitedCompany();
    await app()
      .db.update(operators)
      .set({ status: 'suspended' })
      .where(eq(operators.id, suspended.company.id));
    await runScheduled(suspended.lead.id, INVITE_REMINDER_JOB);
    expect(await reminders(suspended.lead.id)).toEqual([]);
  });

  it('is not sent once the deadline has passed (a job run late)', async () => {
    const { lead } = await invitedCompany();
    const [job] = await scheduled(lead.id, INVITE_REMINDER_JOB);
    setClock(minutes(60));
    await handlers()[INVITE_REMINDER_JOB]!(job!);
    expect(await reminders(lead.id)).toEqual([]);
  });

  it('is not scheduled when the deadline is 30 minutes or less after the invitation', async () => {
    await corkCompany();
    const lead = await seedLead();
    await match(lead.id, { MATCH_WIDEN_AFTER_MINUTES: 30 });
    expect(await invitesOf(lead.id)).toHaveLength(1);
    expect(await scheduled(lead.id, INVITE_REMINDER_JOB)).toEqual([]);
  });

  it('is scheduled for an invitation staff send by hand', async () => {
    const company = await corkCompany();
    const lead = await seedLead();
    const admin = bearer(await tokenFor(app(), await createUser(app(), 1)));
    const response = await app().inject({
      method: 'POST',
      url: `/api/bus-quote/${lead.id}/invitations`,
      headers: admin,
      payload: { operator_ids: [company.id] },
    });
    expect(response.statusCode).toBe(200);
    const [invite] = await invitesOf(lead.id);
    const [job] = await scheduled(lead.id, INVITE_REMINDER_JOB);
    expect(job!.payload).toEqual({ invite_id: invite!.id, lead_id: lead.id });
    expect(job!.run_at.getTime()).toBe(invite!.invited_at.getTime() + 30 * 60_000);
  });
});
