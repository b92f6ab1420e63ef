import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { irishToday } from '@shared/dates';
import { jobs } from '../../db/schema';
import { verifyLink } from '../../lib/signed-links';
import { validLead } from '../../test/leads';
import { seedOperator } from '../../test/marketplace';
import { CORK, DUBLIN, T0, minutes, useMatchingJobs } from '../../test/matching-jobs';

const {
  app,
  match,
  scheduled,
  seedLead,
  corkCompany,
  corkCompanies,
  invitesOf,
  invitedIds,
  messagesOf,
  eventsOf,
} = useMatchingJobs();

describe('from quote request to invitations', () => {
  it('matches a new lead after its confirmation, and never a spam one', async () => {
    const company = await corkCompany();
    const submit = async (overrides: Record<string, unknown>) => {
      const response = await app().inject({
        method: 'POST',
        url: '/api/bus-quote',
        payload: validLead({ pickup_lat: CORK.lat, pickup_lng: CORK.lng, ...overrides }),
      });
      expect(response.statusCode).toBe(201);
      return response.json().id as number;
    };
    const leadId = await submit({});
    const spamId = await submit({ website: 'http://spam.example' });
    await app().jobs.runDueJobs();
    expect(await invitedIds(leadId)).toEqual([company.id]);
    expect(await invitedIds(spamId)).toEqual([]);
    const spamJobs = await app()
      .db.select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'lead_id' = ${String(spamId)}`);
    expect(spamJobs).toEqual([]);
  });
});

describe('the first wave of invitations', () => {
  it('invites five verified companies serving the pick-up county, each with its reason, history event, email and link', async () => {
    const companies = await corkCompanies(7);
    const lead = await seedLead();
    await match(lead.id);

    const invites = await invitesOf(lead.id);
    expect(invites).toHaveLength(5);
    expect(invites.every((invite) => invite.wave === 1 && invite.status === 'invited')).toBe(true);
    expect(invites.every((invite) => invite.invited_at.getTime() === T0.getTime())).toBe(true);
    expect(invites[0]!.reason).toBe('serves Cork; 49-seat Coach; no recent leads yet');

    const events = await eventsOf(lead.id, 'invited');
    expect(
      events.map((event) => ({ to: event.to_value, from: event.from_value, by: event.actor_id })),
    ).toEqual(
      invites.map((invite) => ({
        to: companies.find((company) => company.id === invite.operator_id)!.company_name,
        from: invite.reason,
        by: null,
      })),
    );

    const sent = await messagesOf(lead.id);
    for (const invite of invites) {
      const company = companies.find((row) => row.id === invite.operator_id)!;
      const email = sent.find(
        (message) => message.message_key === `lead:${lead.id}:invite:${company.id}:email`,
      );
      expect(email).toMatchObject({ channel: 'email', recipient: company.email });
      const token = new RegExp(`${app().config.PUBLIC_URL}/respond/(\\S+)`).exec(
        email!.body_text,
      )?.[1];
      expect(verifyLink(app().linkSecret, 'respond', token ?? '')).toBe(invite.id);
      expect(email!.body_html).toContain(`/respond/${token}`);
    }
    // The seeded companies' phone is a landline: no text messages.
    expect(sent.filter((message) => message.channel === 'sms')).toHaveLength(0);
  });

  it('schedules the widening and the no-quote alert from the clock', async () => {
    await corkCompanies(1);
    const lead = await seedLead();
    await match(lead.id);
    const [widen] = await scheduled(lead.id, 'lead.widen');
    const [alert] = await scheduled(lead.id, 'lead.no-quote-alert');
    expect(widen).toMatchObject({ run_at: minutes(60), payload: { lead_id: lead.id, wave: 2 } });
    expect(alert).toMatchObject({ run_at: minutes(90), payload: { lead_id: lead.id } });
  });

  it('leaves out pending, suspended and uninsured companies, and those too far away or too small', async () => {
    const today = irishToday(T0);
    const yesterday = new Date(`${today}T00:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    const verified = await corkCompany();
    await corkCompany({ status: 'pending', verified_at: null });
    await corkCompany({ status: 'suspended' });
    await corkCompany({ insurance_expires_on: yesterday.toISOString().slice(0, 10) });
    const insuredToday = await corkCompany({ insurance_expires_on: today });
    await corkCompany({ fleet: [{ type: 'Minibus', seats: 16, count: 1, amenities: [] }] });
    await seedOperator(app().db, {
      counties: ['Dublin'],
      base_lat: DUBLIN.lat,
      base_lng: DUBLIN.lng,
    });
    // Ballincollig, about 8 km from Cork city, serving Kerry only: inside the 50 km radius.
    const nearby = await seedOperator(app().db, {
      counties: ['Kerry'],
      base_lat: 51.8879,
      base_lng: -8.592,
    });
    // Killarney, about 75 km away, serving Kerry only.
    await seedOperator(app().db, { counties: ['Kerry'], base_lat: 52.0599, base_lng: -9.5044 });

    const lead = await seedLead();
    await match(lead.id);
    expect((await invitedIds(lead.id)).sort()).toEqual(
      [verified.id, insuredToday.id, nearby.id].sort(),
    );
    const reason = (await invitesOf(lead.id)).find((invite) => invite.operator_id === nearby.id)!;
    expect(reason.reason).toMatch(/^based 8 km from the pick-up; 49-seat Coach/);
  });

  it('finds the county in the typed pick-up when the form sent no coordinates', async () => {
    const servesCork = await seedOperator(app().db, {
      counties: ['Cork'],
      base_lat: DUBLIN.lat,
      base_lng: DUBLIN.lng,
    });
    await seedOperator(app().db, {
      counties: ['Galway'],
      base_lat: DUBLIN.lat,
      base_lng: DUBLIN.lng,
    });
    const lead = await seedLead({
      pickup_location: 'Main Street, Carrigaline',
      pickup_lat: null,
      pickup_lng: null,
    });
    await match(lead.id);
    expect(await invitedIds(lead.id)).toEqual([servesCork.id]);

    const nowhere = await seedLead({
      pickup_location: '12 Nowhere Road',
      pickup_lat: null,
      pickup_lng: null,
    });
    await match(nowhere.id);
    expect(await invitedIds(nowhere.id)).toEqual([]);
    expect(await scheduled(nowhere.id, 'lead.no-quote-alert')).toHaveLength(1);
  });

  it('sends a group too big for one vehicle to companies whose vehicles together seat it, after single-vehicle ones', async () => {
    await corkCompany({ fleet: [{ type: 'Coach', seats: 49, count: 1, amenities: [] }] });
    const twoCoaches = await corkCompany({
      fleet: [{ type: 'Coach', seats: 49, count: 2, amenities: [] }],
    });
    const doubleDecker = await corkCompany({
      fleet: [
        { type: 'Minibus', seats: 16, count: 1, amenities: [] },
        { type: 'Double-decker', seats: 84, count: 1, amenities: [] },
      ],
    });
    const lead = await seedLead({ number_of_people: 80 });
    await match(lead.id);
    const invites = await invitesOf(lead.id);
    expect(invites.map((invite) => invite.operator_id)).toEqual([doubleDecker.id, twoCoaches.id]);
    expect(invites[0]!.reason).toContain('84-seat Double-decker');
    expect(invites[1]!.reason).toContain('2 vehicles together (2 × 49 seats)');
  });

  it('matches nothing for spam, a closed lead or a past travel date', async () => {
    await corkCompanies(2);
    const spam = await seedLead({ is_spam: true });
    const lost = await seedLead({ status: 'lost' });
    const past = await seedLead({ date_of_travel: '2020-01-01' });
    for (const lead of [spam, lost, past]) {
      await match(lead.id);
      expect(await invitesOf(lead.id)).toEqual([]);
      expect(await scheduled(lead.id, 'lead.widen')).toEqual([]);
    }
  });

  it('invites nobody twice and writes each message once when the job runs again', async () => {
    await corkCompanies(6);
    const lead = await seedLead();
    await match(lead.id);
    await corkCompanies(2);
    await match(lead.id);
    expect(await invitesOf(lead.id)).toHaveLength(5);
    expect(await eventsOf(lead.id, 'invited')).toHaveLength(5);
    expect(await messagesOf(lead.id)).toHaveLength(5);
    expect(await scheduled(lead.id, 'lead.widen')).toHaveLength(1);
  });

  it('sends one wave when two workers run the job at once', async () => {
    await corkCompanies(6);
    const lead = await seedLead();
    await Promise.all([match(lead.id), match(lead.id)]);
    expect(await invitesOf(lead.id)).toHaveLength(5);
    expect(await messagesOf(lead.id)).toHaveLength(5);
    expect(await scheduled(lead.id, 'lead.no-quote-alert')).toHaveLength(1);
  });
});

describe('what a company is sent', () => {
  it('has the journey and its link, and none of the customer’s contact details', async () => {
    const mobileCompany = await corkCompany({ phone: '087 111 2222' });
    await corkCompany({ phone: '021 430 0000' });
    const lead = await seedLead({
      additional_info: 'Two wheelchairs. Ring me on 087 765 4321 or siobhan@private.example.ie',
      vehicle_selected: 'Coach',
    });
    await match(lead.id);
    const sent = await messagesOf(lead.id);
    expect(sent).toHaveLength(3);
    for (const message of sent) {
      const everything = [message.subject, message.body_text, message.body_html].join('\n');
      for (const secret of [
        'Siobhán',
        'Bhriain',
        'siobhan@private',
        '087 765 4321',
        '0877654321',
        '+353877654321',
      ]) {
        expect(everything, `${message.message_key} leaks ${secret}`).not.toContain(secret);
      }
      expect(everything).toContain('/respond/');
    }
    const email = sent.find((message) => message.channel === 'email')!;
    expect(email.subject).toMatch(
      /^Quote request: Cork to Croke Park, (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{4}, 45 people$/,
    );
    expect(email.body_text).toContain('Pick-up: Cork, County Cork');
    expect(email.body_text).toContain('Two wheelchairs. Ring me on [phone removed]');
    expect(sent.find((message) => message.channel === 'sms')).toMatchObject({
      recipient: '+353871112222',
      message_key: `lead:${lead.id}:invite:${mobileCompany.id}:sms`,
    });
  });
});
