import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ALREADY_APPLIED,
  CONFIRM_LINK_EXPIRED,
  CONFIRM_LINK_NOT_VALID,
} from '@shared/marketplace/applications';
import { jobs, operatorApplications, operators } from '../../db/schema';
import { TEST_ADMIN } from '../../test/test-app';
import { bothFiles, dataPart, useApplications, validApplication } from '../../test/applications';

const { setup, send, lastEmail, tokenSentTo, confirm, adminCall, appliedAndConfirmed } =
  useApplications();

const queueEmails = async () =>
  (await adminCall('GET', '/api/operators/applications'))
    .json()
    .data.map((item: { operator: { email: string } }) => item.operator.email);

describe('POST /api/operators/applications, then the emailed link', () => {
  it('stores the application unseen by staff until the applicant confirms by the emailed link', async () => {
    const data = validApplication();
    const response = await send([dataPart(data), ...bothFiles()]);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toMatch(/Check your email/);

    const email = await lastEmail(data.email, 'confirm-application');
    expect(email?.subject).toBe('Confirm your bus company application');
    // Not yet in the queue, the list, or staff's inbox.
    expect(await queueEmails()).not.toContain(data.email);
    const list = (await adminCall('GET', '/api/operators')).json().data;
    expect(list.map((row: { email: string }) => row.email)).not.toContain(data.email);
    expect(await lastEmail(TEST_ADMIN.email, 'application-alert')).toBeUndefined();

    const token = await tokenSentTo(data.email);
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toMatch(/confirmed/);
    // Only the hash was stored, and the link works once.
    const [row] = await setup().app.db.select().from(operatorApplications);
    expect(row!.token_hash).toBeNull();
    expect((await confirm(token)).json()).toEqual({ message: CONFIRM_LINK_NOT_VALID });

    expect(await queueEmails()).toContain(data.email);
    const alert = await lastEmail(TEST_ADMIN.email, 'application-alert');
    expect(alert?.subject).toBe(`New bus company application: ${data.company_name}`);
  });

  it('shows the queue item with its documents, the vetting answer and the history', async () => {
    const { data, item } = await appliedAndConfirmed({ garda_vetted: false });
    expect(item).toMatchObject({
      garda_vetted: false,
      decision: 'pending',
      operator: {
        company_name: data.company_name,
        status: 'pending',
        licence_number: data.licence_number,
      },
    });
    expect(
      item.documents.map((doc: { kind: string; content_type: string; file_name: string }) => [
        doc.kind,
        doc.content_type,
        doc.file_name,
      ]),
    ).toEqual([
      ['insurance_certificate', 'application/pdf', 'insurance.pdf'],
      ['operator_licence', 'image/png', 'licence.png'],
    ]);
    expect(
      item.history.map((entry: { action: string; actor_name: string | null }) => [
        entry.action,
        entry.actor_name,
      ]),
    ).toEqual([
      ['Applied', null],
      ['Email confirmed', null],
    ]);
  });

  it('approving verifies the company, records who and when, queues the re-match and emails the applicant', async () => {
    const { data, id } = await appliedAndConfirmed();
    const approved = await adminCall('POST', `/api/operators/${id}/verify`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().operator).toMatchObject({
      status: 'verified',
      verified_by_name: 'Órla Admin',
    });
    expect(await queueEmails()).not.toContain(data.email);
    const rematch = await setup()
      .app.db.select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'operator.rematch')));
    expect(rematch.map((job) => job.payload)).toContainEqual({
      operator_id: id,
      change: 'verified',
    });
    expect((await lastEmail(data.email, 'approved'))?.subject).toBe('Your bus company is approved');
    const history = (await adminCall('GET', `/api/operators/${id}/history`)).json().data;
    expect(history.at(-1)).toMatchObject({ action: 'Approved', actor_name: 'Órla Admin' });
    const [application] = await setup()
      .app.db.select()
      .from(operatorApplications)
      .where(eq(operatorApplications.operator_id, id));
    expect(application).toMatchObject({ decision: 'approved', decided_by: setup().admin.id });
  });

  it('answers the same email or licence number applying twice with one message, whatever matches', async () => {
    const first = validApplication();
    expect((await send([dataPart(first), ...bothFiles()])).statusCode).toBe(201);
    const sameEmail = validApplication({ email: first.email.toUpperCase() });
    const sameLicence = validApplication({
      licence_number: first.licence_number.toLowerCase().replace(' ', '-'),
    });
    for (const again of [sameEmail, sameLicence]) {
      const response = await send([dataPart(again), ...bothFiles()]);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: ALREADY_APPLIED });
    }
    // A company staff added by hand counts too.
    const added = await adminCall(
      'POST',
      '/api/operators',
      validApplication({ terms_accepted: undefined, garda_vetted: undefined }),
    );
    expect(added.statusCode).toBe(201);
    const again = await send([
      dataPart(validApplication({ email: added.json().operator.email })),
      ...bothFiles(),
    ]);
    expect(again.json()).toEqual({ message: ALREADY_APPLIED });
  });

  it('refuses an expired link, and lets the company apply again once its link has run out', async () => {
    const data = validApplication();
    await send([dataPart(data), ...bothFiles()]);
    const token = await tokenSentTo(data.email);
    const [company] = await setup()
      .app.db.select()
      .from(operators)
      .where(eq(operators.email, data.email));
    await setup()
      .app.db.update(operatorApplications)
      .set({ token_expires_at: new Date(Date.now() - 1000) })
      .where(eq(operatorApplications.operator_id, company!.id));
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ message: CONFIRM_LINK_EXPIRED });
    expect((await send([dataPart(data), ...bothFiles()])).statusCode).toBe(201);
    expect((await confirm(await tokenSentTo(data.email))).statusCode).toBe(200);
  });

  it('answers a malformed or unknown token the same way', async () => {
    expect((await confirm('short')).statusCode).toBe(422);
    const unknown = await confirm('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: CONFIRM_LINK_NOT_VALID });
  });

  it('publishes the partner terms the form links to as an About sub-page, editable like any other', async () => {
    const response = await setup().app.inject({ method: 'GET', url: '/api/about/partner-terms' });
    expect(response.statusCode).toBe(200);
    expect(response.json().title).toBe('Partner Terms');
  });
});
