import { ROLE_IDS, createUserSchema, updateUserSchema } from '@shared/users/users';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound, unprocessable } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import type { AuthUser } from '../../plugins/auth';
import {
  type UserRow,
  deleteUserRow,
  findUserById,
  insertUserIfEmailFree,
  lockActiveAdminIds,
  updateUserRow,
} from './repository';

type CreateUser = z.output<typeof createUserSchema>;
type UpdateUser = z.output<typeof updateUserSchema>;

const EMAIL_TAKEN = 'Email already in use';
const emailTaken = () => conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });

const isActiveAdmin = (user: Pick<UserRow, 'role_id' | 'status'>) =>
  user.role_id === ROLE_IDS.admin && user.status === 'active';

export async function createUser(db: Database, input: CreateUser): Promise<UserRow> {
  const created = await insertUserIfEmailFree(db, {
    name: input.name,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    roleId: input.role_id,
    phone: input.phone,
    department: input.department,
    status: input.status,
  });
  if (!created) throw emailTaken();
  return created;
}

/**
 * Applies an admin's edit. The rules that keep the back office reachable: nobody demotes or
 * deactivates themselves, and the last active admin stays an active admin. The active admins'
 * rows are locked for the check, so two concurrent demotions cannot both succeed.
 */
export async function updateUser(
  db: Database,
  actor: AuthUser,
  id: number,
  input: UpdateUser,
): Promise<UserRow> {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  try {
    return await db.transaction(async (tx) => {
      const activeAdminIds = await lockActiveAdminIds(tx);
      const target = await findUserById(tx, id);
      if (!target) throw notFound('User not found');
      const after = {
        role_id: input.role_id ?? target.role_id,
        status: input.status ?? target.status,
      };
      if (actor.id === id && after.role_id !== target.role_id) {
        throw unprocessable('You cannot change your own role', {
          role_id: ['You cannot change your own role'],
        });
      }
      if (actor.id === id && after.status !== 'active') {
        throw unprocessable('You cannot deactivate your own account', {
          status: ['You cannot deactivate your own account'],
        });
      }
      if (isActiveAdmin(target) && !isActiveAdmin(after) && activeAdminIds.length <= 1) {
        throw unprocessable('The last active administrator cannot be demoted or deactivated');
      }
      const updated = await updateUserRow(tx, id, {
        name: input.name,
        email: input.email,
        passwordHash,
        roleId: input.role_id,
        phone: input.phone,
        department: input.department,
        status: input.status,
      });
      if (!updated) throw notFound('User not found');
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export async function deleteUser(db: Database, actor: AuthUser, id: number): Promise<void> {
  if (actor.id === id) throw unprocessable('You cannot delete your own account');
  await db.transaction(async (tx) => {
    const activeAdminIds = await lockActiveAdminIds(tx);
    const target = await findUserById(tx, id);
    if (!target) throw notFound('User not found');
    if (isActiveAdmin(target) && activeAdminIds.length <= 1) {
      throw unprocessable('The last active administrator cannot be deleted');
    }
    await deleteUserRow(tx, id);
  });
}
