import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import {
  PASSWORD_RESET_MINUTES,
  RESET_LINK_EXPIRED,
  RESET_LINK_NOT_VALID,
  SET_PASSWORD_LINK_DAYS,
} from '@shared/auth/password-reset';
import { ROLE_IDS } from '@shared/users/users';
import type { Database } from '../../db/client';
import { passwordResets } from '../../db/schema';
import { HttpError, notFound, tooManyRequests } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import { hitRateLimit } from '../../lib/rate-limit';
import { type Transports, queueMessages } from '../outbox';
import { cancelEmailChanges, findUserByEmail, updateUserRow } from '../users';
import { renderPasswordResetEmail } from './password-reset-email';
import { normaliseEmail } from './throttle';

/**
 * A forgotten password (docs/product.md#password-reset): an emailed link, 30 minutes, once. The
 * token is 32 random bytes; only its SHA-256 is stored (a random token needs no slow hash), so a
 * copy of the database opens no account.
 */
export type ResetDeps = {
  db: Database;
  transports: Pick<Transports, 'sendEmail' | 'sendSms'>;
  publicUrl: string;
};

/** Requests from one address: beyond this in an hour, 429 (says nothing about any account). */
export const RESET_REQUESTS_PER_ADDRESS = 10;
/** Links sent to one account in an hour: beyond this, the same answer and no email. */
export const RESET_LINKS_PER_ACCOUNT = 3;
const HOUR_MS = 60 * 60 * 1000;

export const resetPasswordPath = (token: string) => `/reset-password/${token}`;
export const setPasswordPath = (token: string) => `/set-password/${token}`;

type LinkPurpose = (typeof passwordResets.$inferSelect)['purpose'];

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sends a link when the address is an active account's and the account has not had too many;
 * otherwise does nothing, so the caller's answer is the same either way.
 */
export async function requestPasswordReset(deps: ResetDeps, email: string, ip: string) {
  const address = await hitRateLimit(
    deps.db,
    `password-reset ip ${ip}`,
    RESET_REQUESTS_PER_ADDRESS,
    HOUR_MS,
  );
  if (!address.allowed) {
    const minutes = Math.ceil(address.retryAfterSeconds / 60);
    throw tooManyRequests(
      address.retryAfterSeconds,
      `Too many requests. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
  const account = normaliseEmail(email);
  const perAccount = await hitRateLimit(
    deps.db,
    `password-reset account ${account}`,
    RESET_LINKS_PER_ACCOUNT,
    HOUR_MS,
  );
  const user = await findUserByEmail(deps.db, account);
  if (!perAccount.allowed || !user) return;
  // A company account that never chose its password may ask again for the link that sets it.
  const neverSet = user.status === 'pending' && user.role_id === ROLE_IDS.company;
  if (user.status !== 'active' && !neverSet) return;
  await deps.db.transaction(async (tx) => {
    const { id, token } = await insertLink(
      tx,
      user.id,
      neverSet ? 'set' : 'reset',
      `${PASSWORD_RESET_MINUTES} minutes`,
    );
    const mail = renderPasswordResetEmail(
      user.name,
      `${deps.publicUrl}${neverSet ? setPasswordPath(token) : resetPasswordPath(token)}`,
    );
    await queueMessages(tx, deps.transports, [
      {
        message_key: `password-reset:${id}`,
        channel: 'email',
        recipient: user.email,
        subject: mail.subject,
        body_text: mail.text,
        body_html: mail.html,
      },
    ]);
  });
}

/** A new link for the user, pruning expired ones on the way; only its hash is stored. */
async function insertLink(tx: Database, userId: number, purpose: LinkPurpose, lifetime: string) {
  const token = randomBytes(32).toString('base64url');
  await tx.delete(passwordResets).where(lt(passwordResets.expires_at, sql`now()`));
  const [link] = await tx
    .insert(passwordResets)
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      purpose,
      expires_at: sql`now() + ${sql.raw(`interval '${lifetime}'`)}`,
    })
    .returning({ id: passwordResets.id });
  return { id: link!.id, token };
}

/**
 * Inside the caller's transaction: a 7-day link for a new company account to choose its first
 * password (docs/product.md#company-accounts). The caller words and queues the email.
 */
export async function issueSetPasswordLink(
  tx: Database,
  publicUrl: string,
  userId: number,
): Promise<{ id: number; url: string }> {
  const { id, token } = await insertLink(tx, userId, 'set', `${SET_PASSWORD_LINK_DAYS} days`);
  return { id, url: `${publicUrl}${setPasswordPath(token)}` };
}

async function findReset(db: Database, token: string, purpose?: LinkPurpose) {
  const [reset] = await db
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.token_hash, hashToken(token)));
  if (!reset || (purpose && reset.purpose !== purpose)) throw notFound(RESET_LINK_NOT_VALID);
  if (reset.expires_at.getTime() <= Date.now()) throw new HttpError(410, RESET_LINK_EXPIRED);
  return reset;
}

/** Whether a link still works (the page asks before showing its form): 404 or 410 if not. */
export async function checkPasswordReset(db: Database, token: string) {
  const reset = await findReset(db, token);
  return { expires_at: reset.expires_at.toISOString() };
}

/**
 * Sets the new password; every session of the user ends (the session version goes up), and every
 * reset link and email change of theirs stops working. `purpose` 'set' accepts only a first
 * password's link (`POST /auth/set-password`); the reset page's link may be either kind.
 */
export async function resetPassword(
  db: Database,
  token: string,
  password: string,
  purpose?: LinkPurpose,
) {
  await findReset(db, token, purpose);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // Deleting the row is what uses it: of two requests at once, one finds it gone.
    const [used] = await tx
      .delete(passwordResets)
      .where(eq(passwordResets.token_hash, hashToken(token)))
      .returning();
    if (!used) throw notFound(RESET_LINK_NOT_VALID);
    if (used.expires_at.getTime() <= Date.now()) throw new HttpError(410, RESET_LINK_EXPIRED);
    await tx.delete(passwordResets).where(eq(passwordResets.user_id, used.user_id));
    // A first password also opens the account it was waiting for.
    const status = used.purpose === 'set' ? 'active' : undefined;
    const user = await updateUserRow(tx, used.user_id, { passwordHash, status });
    if (!user) throw notFound(RESET_LINK_NOT_VALID);
    await cancelEmailChanges(tx, used.user_id);
  });
}

/** A password changed another way (by its owner or an admin) makes earlier reset links stop. */
export async function cancelPasswordResets(db: Database, userId: number) {
  await db.delete(passwordResets).where(eq(passwordResets.user_id, userId));
}
