import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { roleLabels, statusLabels } from '@/features/users/format';
import type { UserFormField, UserFormValues } from '@/features/users/user-form';

type FieldProps = {
  form: UseFormReturn<UserFormValues>;
  name: UserFormField;
  label: string;
  required?: boolean;
  hint?: string;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
    'aria-required': boolean | undefined;
  }) => ReactNode;
};

function Field({ form, name, label, required, hint, children }: FieldProps) {
  const id = `user-${name}`;
  const error = form.formState.errors[name]?.message;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>
        <span>
          {label}
          {/* Seen, not read: aria-required tells screen readers instead. */}
          {required && (
            <span aria-hidden="true" className="ml-0.5 text-destructive">
              *
            </span>
          )}
        </span>
      </Label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
        'aria-required': required || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

type UserFormFieldsProps = { form: UseFormReturn<UserFormValues>; mode: 'add' | 'edit' };

/** The Add/Edit User inputs (spec §2): name, email, password, role, status, phone, department. */
export function UserFormFields({ form, mode }: UserFormFieldsProps) {
  const { register, control } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field form={form} name="name" label="Name" required>
        {(props) => <Input {...props} autoComplete="off" {...register('name')} />}
      </Field>
      <Field form={form} name="email" label="Email" required>
        {(props) => <Input {...props} type="email" autoComplete="off" {...register('email')} />}
      </Field>
      <Field
        form={form}
        name="password"
        label="Password"
        required={mode === 'add'}
        hint={mode === 'edit' ? 'Leave blank to keep the current password.' : undefined}
      >
        {(props) => (
          <Input {...props} type="password" autoComplete="new-password" {...register('password')} />
        )}
      </Field>
      <Field form={form} name="role_id" label="Role">
        {(props) => (
          <Controller
            control={control}
            name="role_id"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...props} ref={field.ref} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {Object.entries(roleLabels).map(([value, label]) => (
                    <SelectItem key={value} value={value}>
                      {label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </Field>
      <Field form={form} name="status" label="Status">
        {(props) => (
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...props} ref={field.ref} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {Object.entries(statusLabels).map(([value, label]) => (
                    <SelectItem key={value} value={value}>
                      {label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </Field>
      <Field form={form} name="phone" label="Phone">
        {(props) => <Input {...props} type="tel" autoComplete="off" {...register('phone')} />}
      </Field>
      <Field form={form} name="department" label="Department">
        {(props) => <Input {...props} autoComplete="off" {...register('department')} />}
      </Field>
    </div>
  );
}
