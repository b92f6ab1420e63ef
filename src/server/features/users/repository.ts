import { count, eq } from 'drizzle-orm';
import type { RoleId, UserStatus } from '@shared/users';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export type NewUser = {
  name: string;
  email: string;
  passwordHash: string;
  roleId: RoleId;
  phone?: string | null;
  department?: string | null;
  status?: UserStatus;
};

export async function countUsersWithRole(db: Database, roleId: RoleId): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(eq(users.role_id, roleId));
  return row?.total ?? 0;
}

/** Inserts a user unless the email (case-insensitively) is taken; returns the new id or null. */
export async function insertUserIfEmailFree(db: Database, user: NewUser): Promise<number | null> {
  const [row] = await db
    .insert(users)
    .values({
      name: user.name,
      email: user.email.trim(),
      password_hash: user.passwordHash,
      role_id: user.roleId,
      phone: user.phone ?? null,
      department: user.department ?? null,
      status: user.status ?? 'active',
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row?.id ?? null;
}
