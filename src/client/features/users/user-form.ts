import type { z } from 'zod';
import {
  ROLE_IDS,
  type CreateUserInput,
  type UpdateUserInput,
  type updateUserSchema,
  type User,
} from '@shared/users/users';

/** What an edit sends: the validated fields, each optional. */
export type UserChanges = z.output<typeof updateUserSchema>;

export type UserFormMode = 'add' | 'edit';

export const emptyUserFormValues: CreateUserInput = {
  name: '',
  email: '',
  password: '',
  role_id: ROLE_IDS.manager,
  status: 'active',
  phone: '',
  department: '',
};

/** Editing starts from the account as it is; the password box starts blank (keep it). */
export function userToFormValues(user: User): UpdateUserInput {
  return {
    name: user.name,
    email: user.email,
    role_id: user.role_id,
    status: user.status,
    phone: user.phone ?? '',
    department: user.department ?? '',
  };
}

/** A blank password box while editing means "keep the current password". */
export const blankAsUnchanged = (value: unknown) => (value === '' ? undefined : value);

/**
 * Name, email and password are required to add; name and email to edit
 * (docs/product.md#user-validation).
 */
export function hasBlankRequiredField(values: UpdateUserInput, mode: UserFormMode): boolean {
  const required =
    mode === 'add' ? (['name', 'email', 'password'] as const) : (['name', 'email'] as const);
  return required.some((field) => (values[field] ?? '').trim() === '');
}

/**
 * Only what the admin changed, so an edit never overwrites fields nobody touched (and never
 * re-sends the admin's own role, which the server guards). `parsed` is the validated form.
 */
export function pickChanged(
  parsed: UserChanges,
  values: UpdateUserInput,
  initial: UpdateUserInput,
): UserChanges {
  const fields = Object.keys(parsed) as (keyof UserChanges)[];
  const changed = fields.filter((field) => values[field] !== initial[field]);
  return Object.fromEntries(
    changed.filter((field) => parsed[field] !== undefined).map((field) => [field, parsed[field]]),
  ) as UserChanges;
}
