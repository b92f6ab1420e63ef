import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads } from '../../db/schema';
import { createUser } from '../../test/auth-helpers';
import { minutes, useMatchingJobs } from '../../test/matching-jobs';
import { TEST_ADMIN } from '../../test/test-app';

const {
  app,
  handlers,
  match,
  runScheduled,
  seedLead,
  corkCompanies,
  invitesOf,
  messagesOf,
  eventsOf,
  sendQuote,
} = useMatchingJobs();

describe('the no-quote alert', () => {
  it('emails staff once when no quote has arrived after 90 minutes, and records it', async () => {
    const manager = await createUser(app(), 2, { email: 'manager.alerts@example.ie' });
    await createUser(app(), 1, { email: 'gone.admin@example.ie', status: 'inactive' });
    await corkCompanies(2);
    const lead = await seedLead();
    await match(lead.id);
    const job = await runScheduled(lead.id, 'lead.no-quote-alert');
    expect(job.run_at).toEqual(minutes(90));

    const alerts = (await messagesOf(lead.id)).filter((message) =>
      message.message_key.includes(':no-quote-alert:'),
    );
    const recipients = alerts.map((message) => message.recipient);
    expect(recipients).toContain(TEST_ADMIN.email);
    expect(recipients).toContain(manager.email);
    expect(recipients).not.toContain('gone.admin@example.ie');
    expect(alerts[0]!.subject).toMatch(/^No quote yet after 90 minutes: Cork to Croke Park/);
    expect(alerts[0]!.body_text).toContain(`/admin/leads/${lead.id}`);
    expect(alerts[0]!.body_text).toContain('2 bus companies were invited; 0 declined.');
    expect(await eventsOf(lead.id, 'no-quote-alert')).toHaveLength(1);

    await handlers()['lead.no-quote-alert']!(job);
    expect(await eventsOf(lead.id, 'no-quote-alert')).toHaveLength(1);
    expect(
      (await messagesOf(lead.id)).filter((message) => message.message_key.includes('no-quote')),
    ).toHaveLength(alerts.length);
  });

  it('goes to STAFF_ALERT_EMAIL alone when it is set', async () => {
    const lead = await seedLead();
    await match(lead.id);
    await runScheduled(lead.id, 'lead.no-quote-alert', { STAFF_ALERT_EMAIL: 'desk@example.ie' });
    const alerts = await messagesOf(lead.id);
    expect(alerts.map((message) => message.recipient)).toEqual(['desk@example.ie']);
    expect(alerts[0]!.body_text).toContain('No bus company matched this request.');
  });

  it('stays silent when a quote has arrived or the lead is closed', async () => {
    await corkCompanies(2);
    const quoted = await seedLead();
    await match(quoted.id);
    await sendQuote((await invitesOf(quoted.id))[0]!);
    const lost = await seedLead();
    await match(lost.id);
    await app().db.update(leads).set({ status: 'lost' }).where(eq(leads.id, lost.id));
    for (const lead of [quoted, lost]) {
      await runScheduled(lead.id, 'lead.no-quote-alert');
      expect(await eventsOf(lead.id, 'no-quote-alert')).toEqual([]);
      expect(
        (await messagesOf(lead.id)).filter((message) => message.message_key.includes('no-quote')),
      ).toEqual([]);
    }
  });
});
