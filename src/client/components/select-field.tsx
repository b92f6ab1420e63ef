import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { FormField } from '@/components/form-field';

export type SelectOption = { value: string; label: string; icon?: ReactNode };

type SelectFieldProps<T extends FieldValues, TContext, TOutput> = {
  control: Control<T, TContext, TOutput>;
  name: FieldPath<T>;
  id: string;
  label: string;
  options: readonly SelectOption[];
  /** The form's value for a chosen option, when it is not the option's string (a role id). */
  parse?: (value: string) => unknown;
};

/** A labelled select on a react-hook-form field, its message shown and announced below it. */
export function SelectField<T extends FieldValues, TContext, TOutput>({
  control,
  name,
  id,
  label,
  options,
  parse = (value) => value,
}: SelectFieldProps<T, TContext, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField id={id} label={label} error={fieldState.error?.message}>
          {(a11y) => (
            <Select
              value={field.value === undefined || field.value === null ? '' : String(field.value)}
              onValueChange={(value) => field.onChange(parse(value))}
            >
              <SelectTrigger {...a11y} ref={field.ref} onBlur={field.onBlur} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.icon}
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      )}
    />
  );
}
