import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../test/auth-helpers';
import { inDays, seedLeads } from '../../test/leads';
import { inviteOperator, seedOperator } from '../../test/marketplace';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
let cleanup: () => Promise<void>;
let adminAuth: { authorization: string };
let managerAuth: { authorization: string };
let userAuth: { authorization: string };

beforeAll(async () => {
  ({ app, cleanup } = await createTestApp({ JOB_POLL_MS: '0' }));
  adminAuth = bearer(await tokenFor(app, await createUser(app, 1)));
  managerAuth = bearer(await tokenFor(app, await createUser(app, 2)));
  userAuth = bearer(await tokenFor(app, await createUser(app, 3)));
});
afterAll(async () => cleanup());

const list = (id: number | string, headers: Record<string, string> = adminAuth) =>
  app.inject({ method: 'GET', url: `/api/bus-quote/${id}/quotes`, headers });

describe('GET /api/bus-quote/:id/quotes', () => {
  it('lists every invitation and every quote, a withdrawn one included', async () => {
    const [lead] = await seedLeads(app, [{ date_of_travel: inDays(20), number_of_people: 50 }]);
    const quoting = await seedOperator(app.db, { company_name: 'Quoting Coaches' });
    const withdrawing = await seedOperator(app.db, { company_name: 'Withdrawing Coaches' });
    const silent = await seedOperator(app.db, { company_name: 'Silent Coaches' });
    const invites = {
      quoting: await inviteOperator(app, lead!.id, quoting.id, { reason: 'Serves Cork' }),
      withdrawing: await inviteOperator(app, lead!.id, withdrawing.id),
      silent: await inviteOperator(app, lead!.id, silent.id, { wave: 2, reason: 'Widened' }),
    };
    const quote = (token: string, price_eur: number) =>
      app.inject({
        method: 'POST',
        url: `/api/respond/${token}/quote`,
        payload: { price_eur, vehicle_type: 'Coach', seats: 53, valid_until: inDays(10) },
      });
    await quote(invites.quoting.token, 1200);
    await quote(invites.withdrawing.token, 1100);
    await app.inject({
      method: 'POST',
      url: `/api/respond/${invites.withdrawing.token}/decline`,
      payload: { reason: 'Double-booked' },
    });

    for (const headers of [adminAuth, managerAuth]) {
      const response = await list(lead!.id, headers);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.invites).toEqual([
        expect.objectContaining({
          id: invites.quoting.invite.id,
          operator_id: quoting.id,
          company_name: 'Quoting Coaches',
          wave: 1,
          reason: 'Serves Cork',
          status: 'quoted',
          decline_reason: null,
          responded_at: expect.any(String),
        }),
        expect.objectContaining({
          company_name: 'Withdrawing Coaches',
          status: 'declined',
          decline_reason: 'Double-booked',
        }),
        expect.objectContaining({
          company_name: 'Silent Coaches',
          wave: 2,
          reason: 'Widened',
          status: 'invited',
          responded_at: null,
        }),
      ]);
      expect(
        body.quotes.map((row: { company_name: string; price_eur: number; status: string }) => [
          row.company_name,
          row.price_eur,
          row.status,
        ]),
      ).toEqual([
        ['Withdrawing Coaches', 1100, 'declined'],
        ['Quoting Coaches', 1200, 'quoted'],
      ]);
      expect(body.quotes[1]).toMatchObject({ price_per_passenger_eur: 24, seats: 53 });
    }
  });

  it('answers a lead with no invitations with two empty lists', async () => {
    const [lead] = await seedLeads(app, [{}]);
    expect((await list(lead!.id)).json()).toEqual({ invites: [], quotes: [] });
  });

  it('answers 404 for a missing lead and 422 for a bad id', async () => {
    const missing = await list(2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Lead not found' });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await list(id);
      expect(response.statusCode, id).toBe(422);
      expect(response.json().errors.id).toBeDefined();
    }
  });

  it('is for staff only', async () => {
    const [lead] = await seedLeads(app, [{}]);
    expect((await list(lead!.id, {})).statusCode).toBe(401);
    expect((await list(lead!.id, userAuth)).statusCode).toBe(403);
  });
});
