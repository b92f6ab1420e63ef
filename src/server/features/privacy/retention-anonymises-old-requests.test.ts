import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { irishToday } from '@shared/dates';
import { jobs, leads, myLinks } from '../../db/schema';
import type { JobRow } from '../../jobs/queue';
import { eventsOfLead, seedLeads } from '../../test/leads';
import { useTestApp } from '../../test/test-app';
import { addDays } from '../marketplace';
import { RETENTION_JOB, monthsBefore, retentionJobHandlers } from './retention-job';

const app = useTestApp({ JOB_POLL_MS: '0' });

/** 10:00 UTC on the day: the job's clock. */
const NOW = new Date('2029-05-31T10:00:00Z');
const TODAY = irishToday(NOW);

const asJob = (day: string): JobRow => ({
  id: 0,
  kind: RETENTION_JOB,
  payload: { day },
  status: 'running',
  attempts: 1,
  max_attempts: 5,
  run_at: NOW,
  locked_at: NOW,
  last_error: null,
  unique_key: null,
  created_at: NOW,
  updated_at: NOW,
});

const run = (now: Date, months = 24) =>
  retentionJobHandlers({
    db: app().db,
    config: { RETENTION_MONTHS: months },
    transports: app().transports,
    now: () => now,
  })[RETENTION_JOB]!(asJob(irishToday(now)));

const leadRows = (ids: number[]) =>
  app().db.select().from(leads).where(inArray(leads.id, ids)).orderBy(leads.id);

describe('the retention job', () => {
  it('counts months on the calendar, the 31st falling back to a shorter month’s last day', () => {
    expect(monthsBefore('2029-05-31', 24)).toBe('2027-05-31');
    expect(monthsBefore('2029-05-31', 3)).toBe('2029-02-28');
    expect(monthsBefore('2028-03-31', 1)).toBe('2028-02-29');
    expect(monthsBefore('2029-01-15', 1)).toBe('2028-12-15');
  });

  it('anonymises requests whose trip ended more than RETENTION_MONTHS ago, with a line in each history', async () => {
    const cutoff = monthsBefore(TODAY, 24);
    const [old, lastDay, returnsLater, itineraryLater, recent] = await seedLeads(app(), [
      { full_name: 'Old Trip', email: 'old@example.ie', date_of_travel: addDays(cutoff, -1) },
      { full_name: 'On The Day', email: 'day@example.ie', date_of_travel: cutoff },
      {
        full_name: 'Came Home Later',
        email: 'later@example.ie',
        date_of_travel: addDays(cutoff, -10),
        is_return_trip: true,
        return_date: addDays(cutoff, 2),
        return_time: '18:00',
      },
      {
        full_name: 'Long Tour',
        email: 'tour@example.ie',
        date_of_travel: addDays(cutoff, -1),
        itinerary: [
          {
            date: addDays(cutoff, -1),
            start_time: '09:00',
            stops: [
              { place: 'Galway', lat: 53.27, lng: -9.05, wait_minutes: 0 },
              { place: 'Clifden', lat: 53.49, lng: -10.02, wait_minutes: 0 },
            ],
          },
          {
            date: addDays(cutoff, 1),
            start_time: '09:00',
            stops: [
              { place: 'Clifden', lat: 53.49, lng: -10.02, wait_minutes: 0 },
              { place: 'Galway', lat: 53.27, lng: -9.05, wait_minutes: 0 },
            ],
          },
        ],
      },
      { full_name: 'Recent Trip', email: 'recent@example.ie', date_of_travel: addDays(TODAY, -30) },
    ]);
    await app()
      .db.insert(myLinks)
      .values([
        { email: 'old@example.ie', expires_at: new Date(NOW.getTime() - 60_000) },
        { email: 'recent@example.ie', expires_at: new Date(NOW.getTime() + 60_000) },
      ]);

    await run(NOW);
    const rows = await leadRows([
      old!.id,
      lastDay!.id,
      returnsLater!.id,
      itineraryLater!.id,
      recent!.id,
    ]);
    expect(rows.map((row) => [row.full_name, row.anonymised_at !== null])).toEqual([
      ['Erased', true],
      ['On The Day', false],
      ['Came Home Later', false],
      ['Long Tour', false],
      ['Recent Trip', false],
    ]);
    expect(rows[0]).toMatchObject({ email: '', mobile_number: '', pickup_location: 'Co. Galway' });
    const history = await eventsOfLead(app(), old!.id);
    expect(history.at(-1)).toMatchObject({
      kind: 'anonymised',
      actor_id: null,
      to_value: 'retention',
    });
    expect(await eventsOfLead(app(), recent!.id)).not.toContainEqual(
      expect.objectContaining({ kind: 'anonymised' }),
    );
    // Expired "My requests" links go with the run; one still working stays.
    const links = await app().db.select({ email: myLinks.email }).from(myLinks);
    expect(links).toEqual([{ email: 'recent@example.ie' }]);
    // Tomorrow's run is scheduled (once, whoever asks).
    const next = await app()
      .db.select()
      .from(jobs)
      .where(eq(jobs.unique_key, `${RETENTION_JOB}:${addDays(TODAY, 1)}`));
    expect(next).toHaveLength(1);

    // Three days on, the last day of each trip is more than 24 months ago: all but the recent.
    await run(new Date(NOW.getTime() + 3 * 86_400_000));
    const later = await leadRows([lastDay!.id, returnsLater!.id, itineraryLater!.id, recent!.id]);
    expect(later.map((row) => row.anonymised_at !== null)).toEqual([true, true, true, false]);
    const [, , tour] = later;
    expect(tour!.itinerary!.map((day) => day.stops.map((stop) => stop.place))).toEqual([
      ['Co. Galway', 'Co. Galway'],
      ['Co. Galway', 'Co. Galway'],
    ]);
    // A second run the same day finds nothing new and records nothing twice.
    await run(new Date(NOW.getTime() + 3 * 86_400_000));
    const events = await eventsOfLead(app(), old!.id);
    expect(events.filter((event) => event.kind === 'anonymised')).toHaveLength(1);
  });

  it('follows RETENTION_MONTHS from the config', async () => {
    const [lead] = await seedLeads(app(), [
      { full_name: 'Short Keep', email: 'short@example.ie', date_of_travel: addDays(TODAY, -100) },
    ]);
    await run(NOW, 24);
    expect((await leadRows([lead!.id]))[0]!.anonymised_at).toBeNull();
    await run(NOW, 3);
    expect((await leadRows([lead!.id]))[0]!.full_name).toBe('Erased');
  });
});
