import { and, asc, eq, sql } from 'drizzle-orm';
import type { Teammate } from '@shared/workspace/team';
import type { Database } from '../../db/client';
import { companyMembers, users } from '../../db/schema';

/** The company's people (docs/product.md#team), always under one company's id. */

const teammateColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  status: users.status,
  last_login_at: users.last_login_at,
  created_at: users.created_at,
  company_role: companyMembers.company_role,
};

type TeammateRow = { last_login_at: Date | null; created_at: Date } & Omit<
  Teammate,
  'last_login_at' | 'created_at'
>;

export const toTeammate = (row: TeammateRow): Teammate => ({
  ...row,
  last_login_at: row.last_login_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

/** Owners first, then by name. */
export async function listTeam(db: Database, operatorId: number): Promise<Teammate[]> {
  const rows = await db
    .select(teammateColumns)
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.user_id))
    .where(eq(companyMembers.operator_id, operatorId))
    .orderBy(
      sql`${companyMembers.company_role} = 'owner' desc`,
      asc(sql`lower(${users.name})`),
      asc(users.id),
    );
  return rows.map(toTeammate);
}

/** One of this company's people, their membership locked; undefined for anyone else's. */
export async function lockTeammate(db: Database, operatorId: number, userId: number) {
  const [row] = await db
    .select(teammateColumns)
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.user_id))
    .where(and(eq(companyMembers.operator_id, operatorId), eq(companyMembers.user_id, userId)))
    .for('update', { of: companyMembers });
  return row;
}

/** The company's owners, their memberships locked, so two removals cannot both pass the check. */
export async function countOwners(db: Database, operatorId: number): Promise<number> {
  const owners = await db
    .select({ user_id: companyMembers.user_id })
    .from(companyMembers)
    .where(
      and(eq(companyMembers.operator_id, operatorId), eq(companyMembers.company_role, 'owner')),
    )
    .for('update');
  return owners.length;
}

/** Deletes the account: the auth plugin reads the user on every request, so its tokens stop now. */
export async function deleteTeammate(db: Database, userId: number): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}
