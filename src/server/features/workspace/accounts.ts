import type { CompanyRole } from '@shared/users/users';
import { ROLE_IDS } from '@shared/users/users';
import type { Database } from '../../db/client';
import { companyMembers } from '../../db/schema';
import { generatePassword, hashPassword } from '../../lib/passwords';
import { issueSetPasswordLink } from '../auth';
import { type UserRow, insertUserIfEmailFree } from '../users';

/**
 * Company accounts (docs/product.md#company-accounts): a `users` row with role 4, waiting
 * ('pending') until its owner opens the emailed link and chooses a password, bound to one company
 * by a `company_members` row.
 */
export type NewCompanyAccount = {
  operatorId: number;
  name: string;
  email: string;
  companyRole: CompanyRole;
  /** The teammate's inviter; null for the first account, created by an admin's approval. */
  invitedBy: number | null;
  publicUrl: string;
};

/**
 * Inside the caller's transaction: the pending account and its 7-day set-password link, or null
 * when any account already uses the email (the caller says so without naming whose).
 */
export async function createCompanyAccount(
  tx: Database,
  account: NewCompanyAccount,
): Promise<{ user: UserRow; setPasswordUrl: string } | null> {
  // Nobody knows this password: the account opens only through the link.
  const passwordHash = await hashPassword(generatePassword());
  const user = await insertUserIfEmailFree(tx, {
    name: account.name,
    email: account.email,
    passwordHash,
    roleId: ROLE_IDS.company,
    status: 'pending',
  });
  if (!user) return null;
  await tx.insert(companyMembers).values({
    user_id: user.id,
    operator_id: account.operatorId,
    company_role: account.companyRole,
    invited_by: account.invitedBy,
  });
  const link = await issueSetPasswordLink(tx, account.publicUrl, user.id);
  return { user, setPasswordUrl: link.url };
}
