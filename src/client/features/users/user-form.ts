import type { z } from 'zod';
import {
  CURRENT_PASSWORD_REQUIRED,
  ROLE_IDS,
  updateUserSchema,
  type CreateUserInput,
  type UpdateUserInput,
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
    // Company accounts are not edited here (docs/product.md#company-accounts).
    role_id: user.role_id === ROLE_IDS.company ? undefined : user.role_id,
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

/** Whether an edit of one's own account changes what needs the current password. */
export const needsCurrentPassword = (
  values: { password?: string | undefined; email?: string | undefined },
  ownEmail: string,
) => Boolean(values.password) || (values.email !== undefined && values.email !== ownEmail);

/**
 * Editing one's own account: the shared edit schema, plus the server's rule that a new password
 * or email needs the current password (docs/product.md#staff-account-rules).
 */
export function ownEditSchema(ownEmail: string): z.ZodType<UserChanges, UpdateUserInput> {
  return updateUserSchema.superRefine((value, context) => {
    if (needsCurrentPassword(value, ownEmail) && !value.current_password) {
      context.addIssue({
        code: 'custom',
        path: ['current_password'],
        message: CURRENT_PASSWORD_REQUIRED,
      });
    }
  });
}

/** The current password goes only with the changes that need it. */
export function withoutUnneededPassword(changes: UserChanges, ownEmail: string): UserChanges {
  if (needsCurrentPassword(changes, ownEmail)) return changes;
  const { current_password: _unneeded, ...rest } = changes;
  return rest;
}
