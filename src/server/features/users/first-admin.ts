import type { FastifyInstance } from 'fastify';
import { ROLE_IDS } from '@shared/users/users';
import type { Database } from '../../db/client';
import { generatePassword, hashPassword } from '../../lib/passwords';
import { countUsersWithRole, insertUserIfEmailFree } from './repository';

export const DEFAULT_ADMIN_EMAIL = 'admin@localhost';

declare module 'fastify' {
  interface FastifyInstance {
    /** What start-up created, for main.ts to tell the person starting the app. */
    firstAdmin: FirstAdmin | null;
  }
}

type AdminCredentials = { email?: string | undefined; password?: string | undefined };

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
  configured: AdminCredentials,
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

/**
 * The database's last set-up step (see plugins/database): the first admin, kept as
 * `app.firstAdmin` for main.ts to show. When PostgreSQL is reached only after start-up, main.ts
 * has printed its banner already, so the step returns the generated password's lines to print.
 */
export function firstAdminStep(app: FastifyInstance, configured: AdminCredentials) {
  app.decorate('firstAdmin', null);
  return async (db: Database): Promise<string | undefined> => {
    const firstAdmin = await ensureFirstAdmin(db, configured);
    app.firstAdmin = firstAdmin;
    if (!firstAdmin?.generatedPassword) return undefined;
    return `\n  First admin account: ${firstAdmin.email}\n  Password (shown only this once): ${firstAdmin.generatedPassword}\n`;
  };
}
