import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  ALREADY_APPLIED,
  CONFIRM_LINK_EXPIRED,
  CONFIRM_LINK_HOURS,
  CONFIRM_LINK_NOT_VALID,
  applicationInputSchema,
  licenceKey,
  type ValidApplicationInput,
} from '@shared/marketplace/applications';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { operators } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import {
  type FieldErrors,
  HttpError,
  conflict,
  notFound,
  unprocessable,
} from '../../lib/http-errors';
import { refusedTextErrors } from '../../plugins/text-input';
import {
  type OutgoingMessage,
  type RenderedEmail,
  type Transports,
  queueMessages,
  staffRecipients,
} from '../outbox';
import { type UploadedDocument, checkDocuments, readApplicationUpload } from './applications-files';
import {
  addHistory,
  dropExpiredUnconfirmed,
  findApplicationByToken,
  hasApplied,
  insertApplication,
  lockApplicant,
  updateApplication,
} from './applications-repository';
import { renderConfirmApplication, renderStaffApplicationAlert } from './applications-templates';
import type { OperatorRow } from './operators-repository';
import { APPLICATION_EXPIRE_JOB } from './applications-expiry';

/** A company's own application and staff's decisions on it (docs/product.md#for-bus-companies). */

export type ApplicationDeps = {
  db: Database;
  config: Pick<Config, 'PUBLIC_URL' | 'STAFF_ALERT_EMAIL'>;
  transports: Pick<Transports, 'sendEmail' | 'sendSms'>;
};

export const APPLICATION_RECEIVED =
  'Thank you. Check your email: open the link we sent to confirm your application.';
export const APPLICATION_CONFIRMED =
  'Thank you, your email address is confirmed. Our team will check your documents and email you.';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Zod issues as the API's field errors (`fleet.0.seats`), like every JSON route's 422. */
function toFieldErrors(error: z.ZodError, errors: FieldErrors) {
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'data';
    (errors[key] ??= []).push(issue.message);
  }
}

/** An email to anyone (no lead), under its message key. */
export const plainEmail = (
  key: string,
  recipient: string,
  email: RenderedEmail,
): OutgoingMessage => ({
  message_key: key,
  channel: 'email',
  recipient,
  subject: email.subject,
  body_text: email.text,
  body_html: email.html,
});

/**
 * Reads and checks the whole upload — every field and both files — before anything is stored;
 * refusals name each field at once.
 */
export async function readApplication(
  request: FastifyRequest,
): Promise<{ input: ValidApplicationInput; documents: UploadedDocument[] }> {
  const upload = await readApplicationUpload(request);
  const errors: FieldErrors = {};
  for (const name of upload.unexpected) errors[name] = ['Not part of the application'];
  let input: ValidApplicationInput | undefined;
  if (upload.data === undefined) errors.data = ['Send the application in a field named "data"'];
  else {
    let json: unknown;
    try {
      json = JSON.parse(upload.data);
    } catch {
      errors.data = ['The application data is not valid JSON'];
    }
    if (json !== undefined) {
      const parsed = applicationInputSchema.safeParse(json);
      if (parsed.success) {
        // Multipart fields skip the text checks every JSON route gets (plugins/text-input).
        const refused = refusedTextErrors(applicationInputSchema, parsed.data);
        if (refused) Object.assign(errors, refused);
        else input = parsed.data;
      } else toFieldErrors(parsed.error, errors);
    }
  }
  const documents = checkDocuments(upload.parts, errors);
  if (Object.keys(errors).length > 0 || !input) {
    throw unprocessable('The given data was invalid.', errors);
  }
  return { input, documents };
}

/** Stores the application, unconfirmed, and emails the applicant the confirmation link. */
export async function submitApplication(
  deps: ApplicationDeps,
  input: ValidApplicationInput,
  documents: UploadedDocument[],
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const key = licenceKey(input.licence_number);
  await deps.db.transaction(async (tx) => {
    await lockApplicant(tx, input.email, key);
    await dropExpiredUnconfirmed(tx, input.email, key);
    if (await hasApplied(tx, input.email, key)) throw conflict(ALREADY_APPLIED);
    const id = await insertApplication(tx, input, documents, hashToken(token), CONFIRM_LINK_HOURS);
    // A minute past the link's end, an application still unconfirmed is deleted.
    await enqueueJob(
      tx,
      APPLICATION_EXPIRE_JOB,
      { operator_id: id },
      { runAt: new Date(Date.now() + CONFIRM_LINK_HOURS * 3_600_000 + 60_000) },
    );
    const url = `${deps.config.PUBLIC_URL}/operators/confirm/${token}`;
    await queueMessages(tx, deps.transports, [
      plainEmail(
        `operator:${id}:confirm-application`,
        input.email,
        renderConfirmApplication(input, url),
      ),
    ]);
  });
}

/** The applicant's link: the application reaches staff (queue and alert email). Works once. */
export async function confirmApplication(deps: ApplicationDeps, token: string): Promise<void> {
  const { db, config } = deps;
  await db.transaction(async (tx) => {
    const application = await findApplicationByToken(tx, hashToken(token));
    if (!application || application.confirmed_at) throw notFound(CONFIRM_LINK_NOT_VALID);
    if (application.token_expires_at.getTime() <= Date.now()) {
      throw new HttpError(410, CONFIRM_LINK_EXPIRED);
    }
    const id = application.operator_id;
    await updateApplication(tx, id, { token_hash: null, confirmed_at: new Date() });
    await addHistory(tx, id, null, 'Email confirmed');
    const operator = await findOperatorRow(tx, id);
    const alert = renderStaffApplicationAlert(operator, `${config.PUBLIC_URL}/admin/operators`);
    const recipients = await staffRecipients(tx, config as Config);
    await queueMessages(
      tx,
      deps.transports,
      recipients.map((email) =>
        plainEmail(`operator:${id}:application-alert:${email.toLowerCase()}`, email, alert),
      ),
    );
  });
}

async function findOperatorRow(db: Database, id: number): Promise<OperatorRow> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row!;
}
