import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { leadInvites, operatorRatings } from '../../db/schema';
import { bearer, createCompanyUser, createUser, tokenFor } from '../../test/auth-helpers';
import { seedLeads } from '../../test/leads';
import { seedOperator } from '../../test/marketplace';
import { useTestApp } from '../../test/test-app';
import { loadPerformance } from './performance-service';

const app = useTestApp();

const NOW = new Date('2030-06-01T12:00:00Z');
const MINUTE = 60_000;
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

type Invitation = {
  daysAgo: number;
  /** Minutes from the invitation to the answer; none = not answered. */
  replyMinutes?: number;
  status: 'invited' | 'quoted' | 'declined' | 'chosen' | 'not_chosen';
  /** Stars the customer gave, and how many days ago. */
  rated?: { score: number; daysAgo: number };
};

/** Invitations (each on a lead of its own) and ratings for one company, at known moments. */
async function seedRecord(server: FastifyInstance, operatorId: number, record: Invitation[]) {
  const leads = await seedLeads(
    server,
    record.map(() => ({})),
  );
  await server.db.insert(leadInvites).values(
    record.map((invitation, index) => {
      const invitedAt = daysBefore(invitation.daysAgo);
      return {
        lead_id: leads[index]!.id,
        operator_id: operatorId,
        reason: 'serves Cork',
        status: invitation.status,
        invited_at: invitedAt,
        responded_at:
          invitation.replyMinutes === undefined
            ? null
            : new Date(invitedAt.getTime() + invitation.replyMinutes * MINUTE),
      };
    }),
  );
  const rated = record.flatMap((invitation, index) =>
    invitation.rated
      ? [
          {
            lead_id: leads[index]!.id,
            operator_id: operatorId,
            score: invitation.rated.score,
            created_at: daysBefore(invitation.rated.daysAgo),
          },
        ]
      : [],
  );
  if (rated.length > 0) await server.db.insert(operatorRatings).values(rated);
}

describe('a company’s performance', () => {
  it('is computed over the last 90 days and all time, beside the average of the other companies serving its counties', async () => {
    const db = app().db;
    const me = await seedOperator(db, { counties: ['Cork', 'Kerry'] });
    const peerB = await seedOperator(db, { counties: ['Cork'] });
    const peerC = await seedOperator(db, { counties: ['Cork', 'Dublin'] });
    const peerD = await seedOperator(db, { counties: ['Kerry'] });
    const outsider = await seedOperator(db, { counties: ['Dublin'] });

    await seedRecord(app(), me.id, [
      { daysAgo: 10, replyMinutes: 30, status: 'chosen', rated: { score: 4, daysAgo: 9 } },
      { daysAgo: 5, replyMinutes: 90, status: 'not_chosen' },
      { daysAgo: 3, replyMinutes: 10, status: 'declined' },
      // Unanswered for two days: counts against the response rate.
      { daysAgo: 2, status: 'invited' },
      // Sent an hour ago: still within the 24 hours' grace, not counted yet.
      { daysAgo: 1 / 24, status: 'invited' },
      // Before the 90 days: in the all-time figures only.
      { daysAgo: 200, replyMinutes: 60, status: 'chosen', rated: { score: 2, daysAgo: 150 } },
    ]);
    await seedRecord(app(), peerB.id, [
      { daysAgo: 4, replyMinutes: 20, status: 'quoted' },
      { daysAgo: 6, replyMinutes: 40, status: 'chosen', rated: { score: 5, daysAgo: 3 } },
    ]);
    await seedRecord(app(), peerC.id, [
      { daysAgo: 4, status: 'invited' },
      { daysAgo: 8, replyMinutes: 60, status: 'not_chosen' },
      { daysAgo: 20, replyMinutes: 60, status: 'chosen', rated: { score: 3, daysAgo: 10 } },
    ]);
    await seedRecord(app(), peerD.id, [
      { daysAgo: 3, replyMinutes: 120, status: 'declined' },
      { daysAgo: 100, replyMinutes: 60, status: 'chosen', rated: { score: 4, daysAgo: 80 } },
    ]);
    // Serves none of the company's counties: never in its peers' average.
    await seedRecord(app(), outsider.id, [
      { daysAgo: 2, replyMinutes: 5, status: 'chosen', rated: { score: 1, daysAgo: 1 } },
    ]);

    const performance = await loadPerformance(db, me.id, NOW);

    expect(performance.recent_days).toBe(90);
    expect(performance.reply_grace_hours).toBe(24);
    expect(performance.peer_companies).toBe(3);
    // Me, 90 days: 4 counted, 3 answered (30, 90, 10 min), 2 quotes offered, 1 chosen, 1 rating.
    // Peers: B 2/2, 30 min, 1 of 2, 5★; C 2/3, 60 min, 1 of 2, 3★; D 1/1, 120 min, no quote, 4★.
    expect(performance.recent).toEqual({
      invitations: 4,
      answered: 3,
      quoted: 2,
      chosen: 1,
      ratings: 1,
      response_rate: { value: 0.75, peer_average: 0.8889, peers: 3 },
      median_reply_minutes: { value: 30, peer_average: 70, peers: 3 },
      // Only B and C offered quotes: two peers are too few to show their average.
      win_rate: { value: 0.5, peer_average: null, peers: 2 },
      rating: { value: 4, peer_average: 4, peers: 3 },
    });
    // All time: me 4 of 5, median of 10, 30, 60, 90 = 45 min, 2 of 3 quotes chosen, (4 + 2) / 2.
    // D adds its 100-day-old job: 2/2, median 90 min, 1 of 1.
    expect(performance.all_time).toEqual({
      invitations: 5,
      answered: 4,
      quoted: 3,
      chosen: 2,
      ratings: 2,
      response_rate: { value: 0.8, peer_average: 0.8889, peers: 3 },
      median_reply_minutes: { value: 45, peer_average: 60, peers: 3 },
      win_rate: { value: 0.6667, peer_average: 0.6667, peers: 3 },
      rating: { value: 3, peer_average: 4, peers: 3 },
    });
  });

  it('counts as offered only the quotes sent: a silent invitation closed by another choice is not one', async () => {
    const db = app().db;
    const company = await seedOperator(db, { counties: ['Sligo'] });
    await seedRecord(app(), company.id, [
      { daysAgo: 6, replyMinutes: 20, status: 'chosen' },
      // Never answered; the customer chose another company, which closes it as not chosen.
      { daysAgo: 4, status: 'not_chosen' },
    ]);
    const { recent } = await loadPerformance(db, company.id, NOW);
    expect(recent.quoted).toBe(1);
    expect(recent.chosen).toBe(1);
    expect(recent.win_rate.value).toBe(1);
  });

  it('says nothing is known yet for a company without invitations or peers', async () => {
    const alone = await seedOperator(app().db, { counties: ['Leitrim'] });
    const performance = await loadPerformance(app().db, alone.id, NOW);
    const empty = { value: null, peer_average: null, peers: 0 };
    expect(performance.peer_companies).toBe(0);
    expect(performance.recent).toEqual({
      invitations: 0,
      answered: 0,
      quoted: 0,
      chosen: 0,
      ratings: 0,
      response_rate: empty,
      median_reply_minutes: empty,
      win_rate: empty,
      rating: empty,
    });
  });
});

describe('GET /api/operator/performance', () => {
  it('gives the signed-in company its own figures, and nobody else any', async () => {
    const server = app();
    const mine = await seedOperator(server.db, { counties: ['Galway'] });
    const other = await seedOperator(server.db, { counties: ['Galway'] });
    const realNow = new Date();
    const ago = (days: number) => new Date(realNow.getTime() - days * 86_400_000);
    const [first, second, third] = await seedLeads(server, [{}, {}, {}]);
    await server.db.insert(leadInvites).values([
      {
        lead_id: first!.id,
        operator_id: mine.id,
        reason: 'serves Galway',
        status: 'quoted',
        invited_at: ago(3),
        responded_at: ago(2.99),
      },
      {
        lead_id: second!.id,
        operator_id: mine.id,
        reason: 'serves Galway',
        status: 'declined',
        invited_at: ago(4),
        responded_at: ago(3.9),
      },
      {
        lead_id: third!.id,
        operator_id: other.id,
        reason: 'serves Galway',
        status: 'invited',
        invited_at: ago(5),
      },
    ]);
    const get = (headers: Record<string, string>) =>
      server.inject({ method: 'GET', url: '/api/operator/performance', headers });

    const mineAuth = bearer(await tokenFor(server, await createCompanyUser(server, mine.id)));
    const response = await get(mineAuth);
    expect(response.statusCode).toBe(200);
    expect(response.json().recent).toMatchObject({
      invitations: 2,
      answered: 2,
      response_rate: { value: 1, peer_average: null, peers: 1 },
    });
    const otherAuth = bearer(
      await tokenFor(
        server,
        await createCompanyUser(server, other.id, { company_role: 'dispatcher' }),
      ),
    );
    expect((await get(otherAuth)).json().recent).toMatchObject({
      invitations: 1,
      answered: 0,
      response_rate: { value: 0, peers: 1 },
    });
    expect(
      (await get(bearer(await tokenFor(server, await createUser(server, 1))))).statusCode,
    ).toBe(403);
    expect((await get({})).statusCode).toBe(401);
  });
});
