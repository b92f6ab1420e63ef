import { and, desc, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ApplicationInput } from '@shared/marketplace/applications';
import { messages } from '../db/schema';
import { bearer, createUser, tokenFor } from './auth-helpers';
import { type Part, multipart } from './bad-input/multipart';
import { useTestSetup } from './test-app';
import { validOperator } from './operators';

/** A one-page PDF with nothing active in it. */
export const plainPdf = (extra = '') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R${extra}>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );
/** The 8-byte PNG signature and a little more: recognised by bytes. */
export const tinyPng = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

let made = 0;
export function validApplication(overrides: Partial<ApplicationInput> = {}): ApplicationInput {
  made += 1;
  return {
    ...validOperator(),
    email: `apply${made}@coaches.example.ie`,
    licence_number: `RPTOL ${5000 + made}`,
    garda_vetted: true,
    terms_accepted: true,
    ...overrides,
  };
}

export const dataPart = (data: unknown): Part => ({
  name: 'data',
  data: typeof data === 'string' ? data : JSON.stringify(data),
});
export const filePart = (
  name: string,
  data: Buffer,
  fileName = 'doc.pdf',
  type = 'application/pdf',
): Part => ({
  name,
  data,
  fileName,
  type,
});
export const bothFiles = (): Part[] => [
  filePart('insurance_certificate', plainPdf(), 'insurance.pdf'),
  filePart('operator_licence', tinyPng(), 'licence.png', 'image/png'),
];

/**
 * The application routes' tests: an app with an admin ('Órla Admin'), a manager and a user,
 * and helpers to apply, read the emailed link and confirm.
 */
export function useApplications(
  env: Record<string, string> = { QUOTE_RATE_LIMIT_PER_MINUTE: '0' },
) {
  const setup = useTestSetup(env, async (app) => {
    const admin = await createUser(app, 1, { name: 'Órla Admin' });
    return {
      admin,
      adminAuth: bearer(await tokenFor(app, admin)),
      managerAuth: bearer(await tokenFor(app, await createUser(app, 2))),
      userAuth: bearer(await tokenFor(app, await createUser(app, 3))),
    };
  });

  const send = (parts: Part[]) => {
    const { payload, contentType } = multipart(parts);
    return setup().app.inject({
      method: 'POST',
      url: '/api/operators/applications',
      headers: { 'content-type': contentType },
      payload,
    });
  };

  /** The newest email to `recipient` whose key contains `kind`. */
  async function lastEmail(recipient: string, kind: string) {
    const [row] = await setup()
      .app.db.select()
      .from(messages)
      .where(and(eq(messages.recipient, recipient), like(messages.message_key, `%${kind}%`)))
      .orderBy(desc(messages.id))
      .limit(1);
    return row;
  }

  async function tokenSentTo(email: string): Promise<string> {
    const message = await lastEmail(email, 'confirm-application');
    const token = /\/operators\/confirm\/([A-Za-z0-9_-]{43})/.exec(message?.body_text ?? '')?.[1];
    expect(token, 'confirmation link').toBeDefined();
    return token!;
  }

  const confirm = (token: string) =>
    setup().app.inject({
      method: 'POST',
      url: '/api/operators/applications/confirm',
      payload: { token },
    });

  const adminCall = (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    headers: Record<string, string> = setup().adminAuth,
  ) => setup().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  /** Applies, confirms and returns the company's id as the queue shows it. */
  async function appliedAndConfirmed(overrides: Partial<ApplicationInput> = {}) {
    const data = validApplication(overrides);
    expect((await send([dataPart(data), ...bothFiles()])).statusCode).toBe(201);
    expect((await confirm(await tokenSentTo(data.email))).statusCode).toBe(200);
    const queue = (await adminCall('GET', '/api/operators/applications')).json();
    const item = queue.data.find(
      (entry: { operator: { email: string } }) => entry.operator.email === data.email,
    );
    expect(item).toBeDefined();
    return { data, id: item.operator.id as number, item };
  }

  return { setup, send, lastEmail, tokenSentTo, confirm, adminCall, appliedAndConfirmed };
}
