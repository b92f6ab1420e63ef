import type { ComponentProps } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { PASSWORD_MIN, type UpdateUserInput } from '@shared/users/users';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/form-field';
import { SelectField } from '@/components/select-field';
import { roleLabels, statusLabels } from '@/features/users/format';
import {
  blankAsUnchanged,
  needsCurrentPassword,
  type UserChanges,
  type UserFormMode,
} from '@/features/users/user-form';

type UserForm = UseFormReturn<UpdateUserInput, unknown, UserChanges>;
type TextName = 'name' | 'email' | 'password' | 'current_password' | 'phone' | 'department';

const idOf = (name: keyof UpdateUserInput) => `user-${name}`;
const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

type TextFieldProps = {
  form: UserForm;
  name: TextName;
  label: string;
  required?: boolean;
  hint?: string;
  type?: ComponentProps<'input'>['type'];
  autoComplete?: string;
  setValueAs?: (value: unknown) => unknown;
};

function TextField({
  form,
  name,
  label,
  required,
  hint,
  type,
  autoComplete,
  setValueAs,
}: TextFieldProps) {
  return (
    <FormField
      id={idOf(name)}
      label={label}
      required={required}
      hint={hint}
      error={form.formState.errors[name]?.message}
    >
      {(control) => (
        <Input
          {...control}
          type={type ?? 'text'}
          autoComplete={autoComplete ?? 'off'}
          {...form.register(name, { setValueAs })}
        />
      )}
    </FormField>
  );
}

type UserFormFieldsProps = {
  form: UserForm;
  mode: UserFormMode;
  /** Editing one's own account: its email as it is (a new one must be confirmed). */
  ownEmail?: string | undefined;
};

/** `Current password`, asked of someone changing their own password or email. */
function CurrentPasswordField({ form, ownEmail }: { form: UserForm; ownEmail: string }) {
  const [password, email] = useWatch({ control: form.control, name: ['password', 'email'] });
  if (!needsCurrentPassword({ password, email }, ownEmail)) return null;
  return (
    <TextField
      form={form}
      name="current_password"
      label="Current password"
      type="password"
      autoComplete="current-password"
      required
      hint="Needed to change your own password or email."
      setValueAs={blankAsUnchanged}
    />
  );
}

/**
 * The Add/Edit User inputs: name, email, password, role, status, phone, department; and the
 * current password when someone changes their own password or email.
 */
export function UserFormFields({ form, mode, ownEmail }: UserFormFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField form={form} name="name" label="Name" required />
      <TextField
        form={form}
        name="email"
        label="Email"
        type="email"
        required
        hint={
          ownEmail === undefined
            ? undefined
            : 'A new email changes only once you open the link we send to it.'
        }
      />
      <TextField
        form={form}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required={mode === 'add'}
        hint={
          mode === 'edit'
            ? `Leave blank to keep the current password. A new one needs at least ${PASSWORD_MIN} characters.`
            : `At least ${PASSWORD_MIN} characters.`
        }
        setValueAs={mode === 'edit' ? blankAsUnchanged : undefined}
      />
      <SelectField
        control={form.control}
        name="role_id"
        id={idOf('role_id')}
        label="Role"
        options={optionsOf(roleLabels)}
        parse={Number}
      />
      <SelectField
        control={form.control}
        name="status"
        id={idOf('status')}
        label="Status"
        options={optionsOf(statusLabels)}
      />
      <TextField form={form} name="phone" label="Phone" type="tel" />
      <TextField form={form} name="department" label="Department" />
      {ownEmail !== undefined && <CurrentPasswordField form={form} ownEmail={ownEmail} />}
    </div>
  );
}
