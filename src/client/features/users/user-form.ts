import { createUserSchema, ROLE_IDS, updateUserSchema, type User } from '@shared/users/users';

/** What the dialog's inputs hold: text everywhere (a select's value is a string too). */
export type UserFormValues = {
  name: string;
  email: string;
  password: string;
  role_id: string;
  status: string;
  phone: string;
  department: string;
};

export type UserFormField = keyof UserFormValues;

export const userFormFields: readonly UserFormField[] = [
  'name',
  'email',
  'password',
  'role_id',
  'status',
  'phone',
  'department',
];

const toRoleNumber = (value: string) => (value === '' ? undefined : Number(value));

/** The form's strings, checked by the same shared schema the server uses. */
export function parseCreateForm(values: UserFormValues) {
  return createUserSchema.safeParse({ ...values, role_id: toRoleNumber(values.role_id) });
}

/** Editing: a blank password means "keep the current one". */
export function parseEditForm(values: UserFormValues) {
  return updateUserSchema.safeParse({
    ...values,
    role_id: toRoleNumber(values.role_id),
    password: values.password === '' ? undefined : values.password,
  });
}

export const emptyUserFormValues: UserFormValues = {
  name: '',
  email: '',
  password: '',
  role_id: String(ROLE_IDS.manager),
  status: 'active',
  phone: '',
  department: '',
};

export function userToFormValues(user: User): UserFormValues {
  return {
    name: user.name,
    email: user.email,
    password: '',
    role_id: String(user.role_id),
    status: user.status,
    phone: user.phone ?? '',
    department: user.department ?? '',
  };
}

/** Spec §5: name, email and password are required to add; name and email to edit. */
export function hasBlankRequiredField(values: UserFormValues, mode: 'add' | 'edit'): boolean {
  const required: UserFormField[] =
    mode === 'add' ? ['name', 'email', 'password'] : ['name', 'email'];
  return required.some((field) => values[field].trim() === '');
}

/**
 * Only what the admin changed, so an edit never overwrites fields nobody touched (and never
 * re-sends the admin's own role, which the server guards). `parsed` is the validated form.
 */
export function pickChanged<T extends Partial<Record<UserFormField, unknown>>>(
  parsed: T,
  values: UserFormValues,
  initial: UserFormValues,
): Partial<T> {
  const changes: Partial<T> = {};
  for (const field of userFormFields) {
    if (values[field] === initial[field] || parsed[field] === undefined) continue;
    changes[field] = parsed[field];
  }
  return changes;
}
