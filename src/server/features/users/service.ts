import {
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  ROLE_IDS,
  createUserSchema,
  updateUserSchema,
} from '@shared/users/users';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { notFound, unprocessable } from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { AuthUser } from '../../plugins/auth';
import { cancelPasswordResets, checkPasswordAttempt } from '../auth';
import {
  type EmailChangeDeps,
  cancelEmailChanges,
  emailTaken,
  requestEmailChange,
} from './email-change';
import {
  type UserRow,
  deleteUserRow,
  findUserByEmail,
  findManagedUser,
  findUserById,
  insertUserIfEmailFree,
  lockActiveAdminIds,
  updateUserRow,
} from './repository';

type CreateUser = z.output<typeof createUserSchema>;
type UpdateUser = z.output<typeof updateUserSchema>;

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

/** Who edits, and from where (the current password is counted by the sign-in throttle). */
export type Editor = { user: AuthUser; ip: string };

/**
 * One's own password or email changes only with the current password (a stolen token alone
 * cannot take the account over); a wrong one is a failed sign-in for the throttle.
 */
async function checkCurrentPassword(
  db: Database,
  self: UserRow,
  given: string | undefined,
  ip: string,
) {
  if (!given) {
    throw unprocessable(CURRENT_PASSWORD_REQUIRED, {
      current_password: [CURRENT_PASSWORD_REQUIRED],
    });
  }
  const isRight = await checkPasswordAttempt(db, self.email, ip, () =>
    verifyPassword(self.password_hash, given),
  );
  if (!isRight) {
    throw unprocessable(CURRENT_PASSWORD_WRONG, { current_password: [CURRENT_PASSWORD_WRONG] });
  }
}

/** What an edit of one's own account needs before it is applied: the new email to confirm, if any. */
async function prepareOwnEdit(db: Database, editor: Editor, input: UpdateUser) {
  const self = await findUserById(db, editor.user.id);
  if (!self) throw notFound('User not found');
  const changesEmail = input.email !== undefined && input.email !== self.email;
  if (input.password !== undefined || changesEmail) {
    await checkCurrentPassword(db, self, input.current_password, editor.ip);
  }
  // Another letter case is the same mailbox: applied at once. A new address waits for its link.
  const isNewAddress = changesEmail && input.email!.toLowerCase() !== self.email.toLowerCase();
  if (!isNewAddress) return null;
  const holder = await findUserByEmail(db, input.email!);
  if (holder && holder.id !== self.id) throw emailTaken();
  return input.email!;
}

/**
 * Applies an edit. The rules that keep the back office reachable: nobody demotes or
 * deactivates themselves, and the last active admin stays an active admin. The active admins'
 * rows are locked for the check, so two concurrent demotions cannot both succeed. A new email
 * of one's own is not applied but sent a confirmation link (`pendingEmail`); a new password or
 * email cancels links sent before.
 */
export async function updateUser(
  deps: EmailChangeDeps,
  editor: Editor,
  id: number,
  input: UpdateUser,
): Promise<{ user: UserRow; pendingEmail: string | null }> {
  const { db } = deps;
  const actor = editor.user;
  const pendingEmail = actor.id === id ? await prepareOwnEdit(db, editor, input) : null;
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  try {
    return await db.transaction(async (tx) => {
      const activeAdminIds = await lockActiveAdminIds(tx);
      const target = await findManagedUser(tx, id);
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
        email: pendingEmail === null ? input.email : undefined,
        passwordHash,
        roleId: input.role_id,
        phone: input.phone,
        department: input.department,
        status: input.status,
      });
      if (!updated) throw notFound('User not found');
      const appliesEmail = updated.email !== target.email;
      if (appliesEmail || passwordHash !== undefined) await cancelEmailChanges(tx, id);
      if (passwordHash !== undefined) await cancelPasswordResets(tx, id);
      if (pendingEmail !== null) await requestEmailChange(tx, deps, target, pendingEmail);
      return { user: updated, pendingEmail };
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
    const target = await findManagedUser(tx, id);
    if (!target) throw notFound('User not found');
    if (isActiveAdmin(target) && activeAdminIds.length <= 1) {
      throw unprocessable('The last active administrator cannot be deleted');
    }
    await deleteUserRow(tx, id);
  });
}
