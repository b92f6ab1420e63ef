import type { ComponentProps } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { UpdateUserInput } from '@shared/users/users';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/form-field';
import { SelectField } from '@/components/select-field';
import { roleLabels, statusLabels } from '@/features/users/format';
import { blankAsUnchanged, type UserChanges, type UserFormMode } from '@/features/users/user-form';

type UserForm = UseFormReturn<UpdateUserInput, unknown, UserChanges>;
type TextName = 'name' | 'email' | 'password' | 'phone' | 'department';

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

type UserFormFieldsProps = { form: UserForm; mode: UserFormMode };

/** The Add/Edit User inputs: name, email, password, role, status, phone, department. */
export function UserFormFields({ form, mode }: UserFormFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField form={form} name="name" label="Name" required />
      <TextField form={form} name="email" label="Email" type="email" required />
      <TextField
        form={form}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required={mode === 'add'}
        hint={mode === 'edit' ? 'Leave blank to keep the current password.' : undefined}
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
    </div>
  );
}
