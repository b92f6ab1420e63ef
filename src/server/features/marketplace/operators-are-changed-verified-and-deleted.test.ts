import { describe, expect, it } from 'vitest';
import { leadInvites } from '../../db/schema';
import { bearer, createUser, tokenFor } from '../../test/auth-helpers';
import { seedLeads } from '../../test/leads';
import { useOperatorsAdmin } from '../../test/operators';
import { EMAIL_IN_USE, INVITED_CANNOT_DELETE, OPERATOR_NOT_FOUND } from './operators-routes';

const { app, admin, managerAuth, call, create, maxSeatsOf } = useOperatorsAdmin();

describe('GET, PATCH and DELETE /api/operators/:id', () => {
  it('answers 404 for a missing company and 422 for a malformed id', async () => {
    const missing = await call('GET', '/api/operators/2147483000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: OPERATOR_NOT_FOUND });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await call('GET', `/api/operators/${id}`)).statusCode, id).toBe(422);
    }
    expect((await call('PATCH', '/api/operators/2147483000', { notes: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/operators/2147483000')).statusCode).toBe(404);
    expect((await call('POST', '/api/operators/2147483000/verify')).statusCode).toBe(404);
    expect((await call('POST', '/api/operators/2147483000/suspend')).statusCode).toBe(404);
  });

  it('changes only the fields sent, and keeps max_seats with the fleet', async () => {
    const operator = await create();
    const response = await call('PATCH', `/api/operators/${operator.id}`, {
      phone: '087 123 4567',
      fleet: [{ type: 'Double-decker', seats: 84 }],
    });
    expect(response.statusCode).toBe(200);
    const { operator: updated } = response.json();
    expect(updated).toMatchObject({
      phone: '087 123 4567',
      website: operator.website,
      notes: operator.notes,
      company_name: operator.company_name,
      fleet: [{ type: 'Double-decker', seats: 84, count: 1, amenities: [] }],
    });
    expect(await maxSeatsOf(operator.id)).toBe(84);
    const cleared = (await call('PATCH', `/api/operators/${operator.id}`, { website: '' })).json();
    expect(cleared.operator.website).toBeNull();
  });

  it('refuses bad values and another company’s email, but keeps its own in another case', async () => {
    const first = await create({ email: 'first@fleet.example.ie' });
    const second = await create();
    const bad = await call('PATCH', `/api/operators/${second.id}`, { counties: ['Narnia'] });
    expect(bad.statusCode).toBe(422);
    const taken = await call('PATCH', `/api/operators/${second.id}`, {
      email: 'FIRST@fleet.example.ie',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: [EMAIL_IN_USE] });
    const own = await call('PATCH', `/api/operators/${first.id}`, {
      email: 'First@Fleet.example.ie',
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().operator.email).toBe('First@Fleet.example.ie');
  });

  it('deletes a company never invited, and refuses one that was', async () => {
    const unused = await create();
    expect((await call('DELETE', `/api/operators/${unused.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/operators/${unused.id}`)).statusCode).toBe(404);

    const invited = await create();
    const [lead] = await seedLeads(app(), [{}]);
    await app()
      .db.insert(leadInvites)
      .values({ lead_id: lead!.id, operator_id: invited.id, reason: 'serves Cork' });
    const refused = await call('DELETE', `/api/operators/${invited.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: INVITED_CANNOT_DELETE });
    expect((await call('GET', `/api/operators/${invited.id}`)).statusCode).toBe(200);
  });
});

describe('verifying and suspending', () => {
  it('records who verified and when, keeps it on a second verify, and suspends', async () => {
    const operator = await create();
    const before = Date.now();
    const verified = (await call('POST', `/api/operators/${operator.id}/verify`)).json().operator;
    expect(verified).toMatchObject({
      status: 'verified',
      verified_by: admin().id,
      verified_by_name: 'Órla Admin',
    });
    expect(Date.parse(verified.verified_at)).toBeGreaterThanOrEqual(before - 1000);

    const otherAdmin = bearer(await tokenFor(app(), await createUser(app(), 1)));
    const again = await call('POST', `/api/operators/${operator.id}/verify`, undefined, otherAdmin);
    expect(again.json().operator).toMatchObject({
      verified_by: admin().id,
      verified_at: verified.verified_at,
    });

    const suspended = (await call('POST', `/api/operators/${operator.id}/suspend`)).json();
    expect(suspended.operator.status).toBe('suspended');

    const reverified = await call(
      'POST',
      `/api/operators/${operator.id}/verify`,
      undefined,
      otherAdmin,
    );
    expect(reverified.json().operator.status).toBe('verified');
    expect(reverified.json().operator.verified_by).not.toBe(admin().id);
  });

  it('suspends a pending company too', async () => {
    const operator = await create();
    const response = await call('POST', `/api/operators/${operator.id}/suspend`);
    expect(response.statusCode).toBe(200);
    expect(response.json().operator.status).toBe('suspended');
  });

  it('is for admins only', async () => {
    const operator = await create();
    const response = await call(
      'POST',
      `/api/operators/${operator.id}/verify`,
      undefined,
      managerAuth(),
    );
    expect(response.statusCode).toBe(403);
    expect((await call('GET', `/api/operators/${operator.id}`)).json().operator.status).toBe(
      'pending',
    );
  });
});
