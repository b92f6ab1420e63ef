import { and, desc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, messages, operatorHistory, operators } from '../../db/schema';
import { filePart, plainPdf } from '../../test/applications';
import { bearer, createCompanyUser, createUser, tokenFor } from '../../test/auth-helpers';
import { type Part, multipart } from '../../test/bad-input/multipart';
import { seedOperator } from '../../test/marketplace';
import { useTestSetup } from '../../test/test-app';

/** Issue #20 item 4, Profile (docs/product.md#profile, decision 035). */

const setup = useTestSetup({}, async (app) => {
  const admin = await createUser(app, 1, { name: 'Órla Admin' });
  const rebel = await seedOperator(app.db, {
    company_name: 'Rebel Coaches',
    email: 'bookings@rebel.example.ie',
    licence_number: 'RPTO 4471',
  });
  const other = await seedOperator(app.db, { company_name: 'Atlantic Tours' });
  const owner = await createCompanyUser(app, rebel.id, { name: 'Niamh Walsh' });
  const dispatcher = await createCompanyUser(app, rebel.id, { company_role: 'dispatcher' });
  const otherOwner = await createCompanyUser(app, other.id);
  return {
    rebel,
    other,
    adminAuth: bearer(await tokenFor(app, admin)),
    ownerAuth: bearer(await tokenFor(app, owner)),
    dispatcherAuth: bearer(await tokenFor(app, dispatcher)),
    otherAuth: bearer(await tokenFor(app, otherOwner)),
  };
});

type Headers = Record<string, string>;
const call = (method: 'GET' | 'PATCH' | 'POST', url: string, headers: Headers, payload?: object) =>
  setup().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const profileOf = (headers: Headers) => call('GET', '/api/operator/company', headers);
const patch = (headers: Headers, payload: object) =>
  call('PATCH', '/api/operator/company', headers, payload);
const rowOf = async (id: number) =>
  (await setup().app.db.select().from(operators).where(eq(operators.id, id)))[0]!;
const historyOf = async (id: number) =>
  setup()
    .app.db.select()
    .from(operatorHistory)
    .where(eq(operatorHistory.operator_id, id))
    .orderBy(desc(operatorHistory.id));
const emailsTo = (recipient: string, kind: string) =>
  setup()
    .app.db.select()
    .from(messages)
    .where(and(eq(messages.recipient, recipient), like(messages.message_key, `%${kind}%`)));

function upload(headers: Headers, parts: Part[]) {
  const { payload, contentType } = multipart(parts);
  return setup().app.inject({
    method: 'POST',
    url: '/api/operator/company/documents',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
}

describe('a company’s own profile', () => {
  it('is always the signed-in company’s, read and changed without touching another', async () => {
    const { rebel, other, ownerAuth, otherAuth } = setup();
    const mine = await profileOf(ownerAuth);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      company: { id: rebel.id, company_name: 'Rebel Coaches', status: 'verified' },
      insurance: { state: 'valid' },
      pending_change: null,
      your_role: 'owner',
    });
    expect(JSON.stringify(mine.json())).not.toContain('Atlantic Tours');
    expect((await profileOf(otherAuth)).json().company.company_name).toBe('Atlantic Tours');

    const saved = await patch(ownerAuth, { phone: '021 555 1234', counties: ['Cork', 'Clare'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().company).toMatchObject({ phone: '021 555 1234' });
    expect((await rowOf(rebel.id)).counties).toEqual(['Cork', 'Clare']);
    expect((await rowOf(other.id)).phone).toBe(other.phone);
    const [entry] = await historyOf(rebel.id);
    expect(entry).toMatchObject({ action: 'Profile updated', detail: 'Changed phone, counties' });
    // Counties are what matching reads: open leads are matched again.
    const rematch = await setup()
      .app.db.select()
      .from(jobs)
      .where(eq(jobs.kind, 'operator.rematch'));
    expect(rematch.map((job) => job.payload)).toContainEqual({
      operator_id: rebel.id,
      change: 'updated',
    });
  });

  it('keeps a new name and insurance date waiting; the admin approves and they apply', async () => {
    const { rebel, ownerAuth, adminAuth } = setup();
    const before = await rowOf(rebel.id);
    const asked = await patch(ownerAuth, {
      company_name: 'Rebel Coaches Ltd',
      insurance_expires_on: '2031-06-30',
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().pending_change).toMatchObject({
      version: 1,
      status: 'pending',
      changes: { company_name: 'Rebel Coaches Ltd', insurance_expires_on: '2031-06-30' },
      requested_by_name: 'Niamh Walsh',
    });
    // Matching reads the row: it still holds the verified values.
    const waiting = await rowOf(rebel.id);
    expect(waiting.company_name).toBe('Rebel Coaches');
    expect(waiting.insurance_expires_on).toBe(before.insurance_expires_on);
    expect((await historyOf(rebel.id))[0]).toMatchObject({ action: 'Change requested' });

    // A later request joins the same change.
    await patch(ownerAuth, { licence_number: 'RPTO 9000' });
    const queue = await call('GET', '/api/operators/changes', adminAuth);
    const item = queue
      .json()
      .data.find((row: { operator: { id: number } }) => row.operator.id === rebel.id);
    expect(item.operator.company_name).toBe('Rebel Coaches');
    expect(item.change).toMatchObject({
      version: 2,
      changes: {
        company_name: 'Rebel Coaches Ltd',
        insurance_expires_on: '2031-06-30',
        licence_number: 'RPTO 9000',
      },
    });

    const stale = await call(
      'POST',
      `/api/operators/changes/${item.change.id}/approve`,
      adminAuth,
      {
        version: 1,
      },
    );
    expect(stale.statusCode).toBe(409);
    const approved = await call(
      'POST',
      `/api/operators/changes/${item.change.id}/approve`,
      adminAuth,
      { version: 2 },
    );
    expect(approved.statusCode).toBe(200);
    expect(await rowOf(rebel.id)).toMatchObject({
      company_name: 'Rebel Coaches Ltd',
      insurance_expires_on: '2031-06-30',
      licence_number: 'RPTO 9000',
    });
    const [entry] = await historyOf(rebel.id);
    expect(entry).toMatchObject({ action: 'Change approved' });
    expect(entry!.detail).toContain('Insurance expiry date: Mon 30 Jun 2031');
    expect(await emailsTo('bookings@rebel.example.ie', 'change-approved')).toHaveLength(1);
    expect((await profileOf(ownerAuth)).json()).toMatchObject({
      pending_change: null,
      last_decision: { status: 'approved' },
    });
    const again = await call(
      'POST',
      `/api/operators/changes/${item.change.id}/approve`,
      adminAuth,
      {
        version: 2,
      },
    );
    expect(again.statusCode).toBe(409);
  });

  it('keeps the current values when the admin rejects, and drops the new certificate', async () => {
    const { rebel, ownerAuth, adminAuth } = setup();
    const name = (await rowOf(rebel.id)).company_name;
    const sent = await upload(ownerAuth, [
      filePart('insurance_certificate', plainPdf(), 'cert-2031.pdf'),
    ]);
    expect(sent.statusCode).toBe(200);
    await patch(ownerAuth, { company_name: 'Rebel Tours' });
    const change = (await profileOf(ownerAuth)).json().pending_change;
    expect(change.documents).toMatchObject([
      { kind: 'insurance_certificate', file_name: 'cert-2031.pdf' },
    ]);
    // The admin reads the new document before deciding.
    const document = await call(
      'GET',
      `/api/operators/${rebel.id}/documents/${change.documents[0].id}`,
      adminAuth,
    );
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-disposition']).toContain('attachment');

    const missing = await call('POST', `/api/operators/changes/${change.id}/reject`, adminAuth, {
      version: change.version,
    });
    expect(missing.statusCode).toBe(422);
    const rejected = await call('POST', `/api/operators/changes/${change.id}/reject`, adminAuth, {
      version: change.version,
      reason: 'The licence is issued to Rebel Coaches',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await rowOf(rebel.id)).company_name).toBe(name);
    const profile = (await profileOf(ownerAuth)).json();
    expect(profile).toMatchObject({
      pending_change: null,
      last_decision: { status: 'rejected', reason: 'The licence is issued to Rebel Coaches' },
      documents: [],
    });
    const gone = await call(
      'GET',
      `/api/operators/${rebel.id}/documents/${change.documents[0].id}`,
      adminAuth,
    );
    expect(gone.statusCode).toBe(404);
    expect((await historyOf(rebel.id))[0]).toMatchObject({
      action: 'Change rejected',
      detail: 'The licence is issued to Rebel Coaches',
    });
    expect(await emailsTo('bookings@rebel.example.ie', 'change-rejected')).toHaveLength(1);
  });

  it('checks new documents by their bytes, and takes them only from the owner', async () => {
    const { ownerAuth, dispatcherAuth } = setup();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const renamed = await upload(ownerAuth, [filePart('insurance_certificate', html, 'cert.pdf')]);
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors.insurance_certificate).toEqual(['Upload a PDF, JPEG or PNG file']);
    const none = await upload(ownerAuth, [{ name: 'note', data: 'hello' }]);
    expect(none.statusCode).toBe(422);
    const byDispatcher = await upload(dispatcherAuth, [
      filePart('insurance_certificate', plainPdf(), 'cert.pdf'),
    ]);
    expect(byDispatcher.statusCode).toBe(403);
  });

  it('lets a dispatcher edit contact and fleet but not what only the owner changes', async () => {
    const { rebel, dispatcherAuth } = setup();
    const fleet = [{ type: 'Minibus', seats: 16, count: 1, amenities: ['wifi'] }];
    const saved = await patch(dispatcherAuth, { contact_name: 'Tomás Ryan', fleet });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().your_role).toBe('dispatcher');
    expect((await rowOf(rebel.id)).max_seats).toBe(16);
    for (const field of [
      { licence_number: 'RPTO 1234' },
      { vat_status: 'included' },
      { garda_vetted: false },
    ]) {
      const refused = await patch(dispatcherAuth, field);
      expect(refused.statusCode, JSON.stringify(field)).toBe(403);
      expect(refused.json().errors).toEqual({
        [Object.keys(field)[0]!]: ["Only your company's owner can change this"],
      });
    }
  });

  it('refuses an email or licence number another company has, without naming it', async () => {
    const { other, ownerAuth } = setup();
    const taken = await patch(ownerAuth, {
      email: other.email.toUpperCase(),
      licence_number: other.licence_number.toLowerCase(),
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({
      email: ['This email is already in use'],
      licence_number: ['This licence number is already in use'],
    });
    expect(taken.body).not.toContain('Atlantic');
  });

  it('answers bad input with field errors and other roles with 401/403', async () => {
    const { ownerAuth, adminAuth } = setup();
    const bad = await patch(ownerAuth, {
      licence_number: '<b>x</b>',
      insurance_expires_on: '31/02/2031',
      fleet: [],
      counties: ['Narnia'],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(
      ['counties.0', 'fleet', 'insurance_expires_on', 'licence_number'].sort(),
    );
    expect((await profileOf(adminAuth)).statusCode).toBe(403);
    expect((await profileOf({})).statusCode).toBe(401);
  });
});
