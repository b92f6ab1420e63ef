import { eq } from 'drizzle-orm';
import { SET_PASSWORD_LINK_DAYS } from '@shared/auth/password-reset';
import {
  ALREADY_JOINED,
  CANNOT_REMOVE_YOURSELF,
  EMAIL_IN_USE,
  LAST_OWNER,
  OWNER_ONLY_TEAM,
  TEAMMATE_NOT_FOUND,
  type InviteTeammate,
  type Teammate,
} from '@shared/workspace/team';
import type { Database } from '../../db/client';
import { operators } from '../../db/schema';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/http-errors';
import type { CompanyUser } from '../../plugins/auth';
import { type ApplicationDeps, plainEmail, simpleEmail } from '../marketplace';
import { queueMessages } from '../outbox';
import { cancelPasswordResets, issueSetPasswordLink } from '../auth';
import { createCompanyAccount } from './accounts';
import { countOwners, deleteTeammate, lockTeammate, toTeammate } from './team-repository';

/** The owner's part of the team (docs/product.md#team): inviting dispatchers and removing people. */

function requireOwner(actor: CompanyUser) {
  if (actor.company_role !== 'owner') throw forbidden(OWNER_ONLY_TEAM);
}

function renderInvitation(
  name: string,
  inviter: string,
  companyName: string,
  setPasswordUrl: string,
) {
  return simpleEmail(
    `You are invited to ${companyName}'s workspace`,
    `Hi ${name},`,
    [
      `${inviter} invited you to the Coach Hire Ireland workspace of ${companyName}, where you see its requests for quotes, its quotes and its jobs.`,
      `Choose your password to open it; the link works for ${SET_PASSWORD_LINK_DAYS} days, once. You then sign in with this email address.`,
      'If you did not expect this email, you can ignore it.',
    ],
    { url: setPasswordUrl, label: 'Choose my password' },
  );
}

async function companyName(tx: Database, operatorId: number): Promise<string> {
  const [company] = await tx
    .select({ company_name: operators.company_name })
    .from(operators)
    .where(eq(operators.id, operatorId));
  return company!.company_name;
}

/** A pending dispatcher account and its emailed link; an email any account has is refused. */
export async function inviteTeammate(
  deps: ApplicationDeps,
  actor: CompanyUser,
  input: InviteTeammate,
): Promise<Teammate> {
  requireOwner(actor);
  return deps.db.transaction(async (tx) => {
    const account = await createCompanyAccount(tx, {
      operatorId: actor.operator_id,
      name: input.name,
      email: input.email,
      companyRole: 'dispatcher',
      invitedBy: actor.id,
      publicUrl: deps.config.PUBLIC_URL,
    });
    if (!account) throw unprocessable('The given data was invalid.', { email: [EMAIL_IN_USE] });
    const { user } = account;
    await queueMessages(tx, deps.transports, [
      plainEmail(
        `company-user:${user.id}:set-password-invite`,
        user.email,
        renderInvitation(
          user.name,
          actor.name,
          await companyName(tx, actor.operator_id),
          account.setPasswordUrl,
        ),
      ),
    ]);
    return toTeammate({ ...user, company_role: 'dispatcher' });
  });
}

/**
 * The invitation again, for someone who has not set a password yet (the email was lost, or the
 * link ran out): a new link, and the earlier ones stop working, so only the newest email opens
 * the account.
 */
export async function resendInvitation(
  deps: ApplicationDeps,
  actor: CompanyUser,
  userId: number,
): Promise<Teammate> {
  requireOwner(actor);
  return deps.db.transaction(async (tx) => {
    const teammate = await lockTeammate(tx, actor.operator_id, userId);
    if (!teammate) throw notFound(TEAMMATE_NOT_FOUND);
    if (teammate.status !== 'pending') throw conflict(ALREADY_JOINED);
    await cancelPasswordResets(tx, teammate.id);
    const link = await issueSetPasswordLink(tx, deps.config.PUBLIC_URL, teammate.id);
    await queueMessages(tx, deps.transports, [
      plainEmail(
        `company-user:${teammate.id}:set-password-invite:${link.id}`,
        teammate.email,
        renderInvitation(
          teammate.name,
          actor.name,
          await companyName(tx, actor.operator_id),
          link.url,
        ),
      ),
    ]);
    return toTeammate(teammate);
  });
}

/** Removes one of the company's people: never oneself, never the last owner. */
export async function removeTeammate(
  db: Database,
  actor: CompanyUser,
  userId: number,
): Promise<void> {
  requireOwner(actor);
  await db.transaction(async (tx) => {
    const teammate = await lockTeammate(tx, actor.operator_id, userId);
    if (!teammate) throw notFound(TEAMMATE_NOT_FOUND);
    if (teammate.id === actor.id) throw conflict(CANNOT_REMOVE_YOURSELF);
    if (teammate.company_role === 'owner' && (await countOwners(tx, actor.operator_id)) <= 1) {
      throw conflict(LAST_OWNER);
    }
    await deleteTeammate(tx, userId);
  });
}
