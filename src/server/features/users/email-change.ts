import { eq, lt, sql } from 'drizzle-orm';
import { EMAIL_CHANGE_LINK_HOURS } from '@shared/users/users';
import type { Database } from '../../db/client';
import { emailChanges, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError, conflict, notFound } from '../../lib/http-errors';
import { signLink, verifyLink } from '../../lib/signed-links';
import { type OutgoingMessage, type Transports, queueMessages } from '../outbox';
import { renderEmailChangeConfirmation, renderEmailChangeNotice } from './email-change-emails';
import type { UserRow } from './repository';

export type EmailChangeDeps = {
  db: Database;
  transports: Pick<Transports, 'sendEmail' | 'sendSms'>;
  publicUrl: string;
  linkSecret: string;
};

const EMAIL_TAKEN = 'Email already in use';
export const emailTaken = () => conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
export const EMAIL_LINK_NOT_VALID = 'This link is not valid or has already been used';
export const EMAIL_LINK_EXPIRED =
  'This link has expired. Change your email again to get a new link.';

/** The page the confirmation link opens: a back-office page, so the owner signs in to use it. */
export const confirmEmailPath = (token: string) => `/admin/confirm-email/${token}`;

/** Forgets the user's unconfirmed email changes: their links stop working. */
export async function cancelEmailChanges(db: Database, userId: number): Promise<void> {
  await db.delete(emailChanges).where(eq(emailChanges.user_id, userId));
}

/**
 * Records `newEmail` as waiting for confirmation, and queues the link to the new address and a
 * notice to the old one, in the caller's transaction. Any earlier request of the user's is
 * dropped, so only the latest link works.
 */
export async function requestEmailChange(
  tx: Database,
  deps: Omit<EmailChangeDeps, 'db'>,
  user: UserRow,
  newEmail: string,
): Promise<void> {
  await tx.delete(emailChanges).where(lt(emailChanges.expires_at, sql`now()`));
  await cancelEmailChanges(tx, user.id);
  const [change] = await tx
    .insert(emailChanges)
    .values({
      user_id: user.id,
      new_email: newEmail,
      expires_at: sql`now() + ${sql.raw(`interval '${EMAIL_CHANGE_LINK_HOURS} hours'`)}`,
    })
    .returning({ id: emailChanges.id });
  const token = signLink(deps.linkSecret, 'email-change', change!.id);
  const details = { name: user.name, oldEmail: user.email, newEmail };
  const confirmation = renderEmailChangeConfirmation(
    details,
    `${deps.publicUrl}${confirmEmailPath(token)}`,
  );
  const notice = renderEmailChangeNotice(details);
  const message = (key: string, recipient: string, email: typeof notice): OutgoingMessage => ({
    message_key: `email-change:${change!.id}:${key}`,
    channel: 'email',
    recipient,
    subject: email.subject,
    body_text: email.text,
    body_html: email.html,
  });
  await queueMessages(tx, deps.transports, [
    message('confirm', newEmail, confirmation),
    message('notice', user.email, notice),
  ]);
}

/**
 * Applies the change a confirmation link names, for the signed-in user it belongs to (anyone
 * else is told the link is not valid). Returns the user with the new email; the link is used up.
 */
export async function confirmEmailChange(
  { db, linkSecret }: Pick<EmailChangeDeps, 'db' | 'linkSecret'>,
  userId: number,
  token: string,
): Promise<UserRow> {
  const changeId = verifyLink(linkSecret, 'email-change', token);
  if (changeId === null) throw notFound(EMAIL_LINK_NOT_VALID);
  try {
    return await applyEmailChange(db, userId, changeId);
  } catch (error) {
    // Taken by someone else since the link was sent.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

async function applyEmailChange(db: Database, userId: number, changeId: number) {
  return db.transaction(async (tx) => {
    const [change] = await tx
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.id, changeId))
      .for('update');
    if (!change || change.user_id !== userId) throw notFound(EMAIL_LINK_NOT_VALID);
    if (change.expires_at.getTime() <= Date.now()) throw new HttpError(410, EMAIL_LINK_EXPIRED);
    await tx.delete(emailChanges).where(eq(emailChanges.id, changeId));
    const [user] = await tx
      .update(users)
      .set({ email: change.new_email, updated_at: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw notFound(EMAIL_LINK_NOT_VALID);
    return user;
  });
}
