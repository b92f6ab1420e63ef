import { describe, expect, it } from 'vitest';
import { plainPdf, tinyPng, useApplications } from '../../test/applications';
import { bearer, createCompanyUser, tokenFor } from '../../test/auth-helpers';
import { validOperator } from '../../test/operators';
import { ALREADY_DECIDED, APPLICATION_NOT_FOUND } from './applications-decisions';

const { setup, lastEmail, adminCall, appliedAndConfirmed } = useApplications();

const inQueue = async (id: number) =>
  (await adminCall('GET', '/api/operators/applications'))
    .json()
    .data.find((item: { operator: { id: number } }) => item.operator.id === id);

describe('POST /api/operators/:id/reject and /request-info', () => {
  it('asks for more information: emailed, in the history, and still in the queue', async () => {
    const { data, id } = await appliedAndConfirmed();
    const response = await adminCall('POST', `/api/operators/${id}/request-info`, {
      message: 'Please send page 2 of the licence.',
    });
    expect(response.statusCode).toBe(200);
    const email = await lastEmail(data.email, 'info-requested');
    expect(email?.subject).toBe('More information needed for your bus company application');
    expect(email?.body_text).toContain('Please send page 2 of the licence.');
    const item = await inQueue(id);
    expect(item.decision).toBe('info_requested');
    expect(item.history.at(-1)).toMatchObject({
      action: 'More information requested',
      detail: 'Please send page 2 of the licence.',
      actor_name: 'Órla Admin',
    });
  });

  it('rejects with a reason: emailed, in the history, out of the queue, and decided once', async () => {
    const { data, id } = await appliedAndConfirmed();
    const response = await adminCall('POST', `/api/operators/${id}/reject`, {
      reason: 'The insurance certificate has expired.',
    });
    expect(response.statusCode).toBe(200);
    const email = await lastEmail(data.email, 'rejected');
    expect(email?.body_text).toContain('Reason: The insurance certificate has expired.');
    expect(await inQueue(id)).toBeUndefined();
    const history = (await adminCall('GET', `/api/operators/${id}/history`)).json().data;
    expect(history.at(-1)).toMatchObject({ action: 'Rejected', actor_name: 'Órla Admin' });
    for (const [url, body] of [
      ['reject', { reason: 'again' }],
      ['request-info', { message: 'more' }],
    ] as const) {
      const again = await adminCall('POST', `/api/operators/${id}/${url}`, body);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: ALREADY_DECIDED });
    }
  });

  it('refuses an empty reason or message, and a company that did not apply', async () => {
    const { id } = await appliedAndConfirmed();
    const empty = await adminCall('POST', `/api/operators/${id}/reject`, { reason: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ reason: ['Give a reason'] });
    const long = await adminCall('POST', `/api/operators/${id}/request-info`, {
      message: 'x'.repeat(2001),
    });
    expect(long.json().errors).toEqual({ message: ['At most 2000 characters'] });
    const added = await adminCall('POST', '/api/operators', validOperator());
    const notApplied = await adminCall(
      'POST',
      `/api/operators/${added.json().operator.id}/reject`,
      {
        reason: 'No',
      },
    );
    expect(notApplied.statusCode).toBe(404);
    expect(notApplied.json()).toEqual({ message: APPLICATION_NOT_FOUND });
  });
});

describe('GET /api/operators/:id/documents/:documentId', () => {
  it('serves each document to admins as a download, with its detected type and nosniff', async () => {
    const { id, item } = await appliedAndConfirmed();
    const [pdf, png] = item.documents;
    const response = await adminCall('GET', `/api/operators/${id}/documents/${pdf.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="insurance.pdf"/,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(plainPdf())).toBe(true);
    const image = await adminCall('GET', `/api/operators/${id}/documents/${png.id}`);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(tinyPng())).toBe(true);
  });

  it('answers 404 for another company’s document and 401/403 to anyone but an admin', async () => {
    const first = await appliedAndConfirmed();
    const second = await appliedAndConfirmed();
    const crossed = await adminCall(
      'GET',
      `/api/operators/${second.id}/documents/${first.item.documents[0].id}`,
    );
    expect(crossed.statusCode).toBe(404);
    const url = `/api/operators/${first.id}/documents/${first.item.documents[0].id}`;
    const { managerAuth, userAuth } = setup();
    expect((await adminCall('GET', url, undefined, {})).statusCode).toBe(401);
    expect((await adminCall('GET', url, undefined, managerAuth)).statusCode).toBe(403);
    expect((await adminCall('GET', url, undefined, userAuth)).statusCode).toBe(403);
  });

  it("serves a company its own documents, and another company's as if they did not exist", async () => {
    const first = await appliedAndConfirmed();
    const second = await appliedAndConfirmed();
    const { app } = setup();
    const owner = bearer(await tokenFor(app, await createCompanyUser(app, first.id)));
    const own = `/api/operators/${first.id}/documents/${first.item.documents[0].id}`;
    const response = await adminCall('GET', own, undefined, owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.rawPayload.equals(plainPdf())).toBe(true);
    const theirs = `/api/operators/${second.id}/documents/${second.item.documents[0].id}`;
    expect((await adminCall('GET', theirs, undefined, owner)).statusCode).toBe(404);
  });
});

describe('who may decide', () => {
  it('lets only admins see the queue, the history and decide (visitor 401, manager 403)', async () => {
    const { id } = await appliedAndConfirmed();
    const { managerAuth } = setup();
    const calls: [string, string, object?][] = [
      ['GET', '/api/operators/applications'],
      ['GET', `/api/operators/${id}/history`],
      ['POST', `/api/operators/${id}/reject`, { reason: 'No' }],
      ['POST', `/api/operators/${id}/request-info`, { message: 'More' }],
      ['POST', `/api/operators/${id}/verify`],
    ];
    for (const [method, url, body] of calls) {
      const m = method as 'GET' | 'POST';
      expect((await adminCall(m, url, body, {})).statusCode, `${method} ${url}`).toBe(401);
      expect((await adminCall(m, url, body, managerAuth)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await inQueue(id)).decision).toBe('pending');
  });
});
