import { ROLE_IDS } from '@shared/users/users';
import type { Database } from '../../db/client';
import { generatePassword, hashPassword } from '../../lib/passwords';
import { countUsersWithRole, insertUserIfEmailFree } from './repository';

export const DEFAULT_ADMIN_EMAIL = 'admin@localhost';

export type FirstAdmin = {
  email: string;
  /** Set only when the password was generated and must be shown once to the person starting the app. */
  generatedPassword?: string;
};

/**
 * On a database with no admin (a fresh one, or one where only staff were added from the CLI),
 * creates the first admin from the configured credentials or,
 * when none are configured, `admin@localhost` with a generated password. Idempotent, and safe
 * when several instances start at once: the unique email index lets only one insert win.
 */
export async function ensureFirstAdmin(
  db: Database,
  configured: { email?: string | undefined; password?: string | undefined },
): Promise<FirstAdmin | null> {
  if ((await countUsersWithRole(db, ROLE_IDS.admin)) > 0) return null;
  const email = configured.email ?? DEFAULT_ADMIN_EMAIL;
  const generatedPassword = configured.password ? undefined : generatePassword();
  const password = configured.password ?? generatedPassword ?? '';
  const created = await insertUserIfEmailFree(db, {
    name: 'Administrator',
    email,
    passwordHash: await hashPassword(password),
    roleId: ROLE_IDS.admin,
  });
  if (created === null) return null;
  return generatedPassword ? { email, generatedPassword } : { email };
}
