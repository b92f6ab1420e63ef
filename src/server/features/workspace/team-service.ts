import { eq } from 'drizzle-orm';
import { SET_PASSWORD_LINK_DAYS } from '@shared/auth/password-reset';
import {
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
    const [company] = await tx
      .select({ company_name: operators.company_name })
      .from(operators)
      .where(eq(operators.id, actor.operator_id));
    const { user } = account;
    await queueMessages(tx, deps.transports, [
      plainEmail(
        `company-user:${user.id}:set-password-invite`,
        user.email,
        renderInvitation(user.name, actor.name, company!.company_name, account.setPasswordUrl),
      ),
    ]);
    return toTeammate({ ...user, company_role: 'dispatcher' });
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
