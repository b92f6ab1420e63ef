import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { ROLE_IDS, type RoleId, type User, type UserStatus } from '@shared/users/users';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export type NewUser = {
  name: string;
  email: string;
  passwordHash: string;
  roleId: RoleId;
  phone?: string | null;
  department?: string | null;
  status?: UserStatus;
};

export type UserChanges = Partial<{
  name: string;
  email: string;
  passwordHash: string;
  roleId: RoleId;
  phone: string | null;
  department: string | null;
  status: UserStatus;
}>;

/** The API's view of a user: no password hash, ISO timestamps. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role_id: row.role_id as RoleId,
    phone: row.phone,
    department: row.department,
    status: row.status,
    last_login_at: row.last_login_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * User Management's accounts: company accounts are not among them — their company's owner manages
 * them from the workspace (docs/product.md#company-accounts).
 */
export async function listUsers(db: Database): Promise<UserRow[]> {
  return db.select().from(users).where(ne(users.role_id, ROLE_IDS.company)).orderBy(asc(users.id));
}

/** One account of User Management (never a company account): what its by-id routes act on. */
export async function findManagedUser(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), ne(users.role_id, ROLE_IDS.company)));
  return row;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`);
  return row;
}

export async function countUsersWithRole(db: Database, roleId: RoleId): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(eq(users.role_id, roleId));
  return row?.total ?? 0;
}

/** Locks the active admins' rows, so two concurrent demotions cannot both pass the last-admin check. */
export async function lockActiveAdminIds(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role_id, 1), eq(users.status, 'active')))
    .for('update');
  return rows.map((row) => row.id);
}

/** Inserts a user unless the email (case-insensitively) is taken; returns the new row or null. */
export async function insertUserIfEmailFree(db: Database, user: NewUser): Promise<UserRow | null> {
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
    .returning();
  return row ?? null;
}

export async function updateUserRow(
  db: Database,
  id: number,
  changes: UserChanges,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      name: changes.name,
      email: changes.email?.trim(),
      password_hash: changes.passwordHash,
      session_version:
        changes.passwordHash === undefined ? undefined : sql`${users.session_version} + 1`,
      role_id: changes.roleId,
      phone: changes.phone,
      department: changes.department,
      status: changes.status,
      updated_at: sql`now()`,
    })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function deleteUserRow(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

export async function recordLogin(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ last_login_at: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}
