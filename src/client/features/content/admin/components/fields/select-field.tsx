import type { ReactNode } from 'react';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { FieldShell, useEditorField } from '@/features/content/admin/components/fields/field-shell';

export type SelectOption = { value: string; label: string; icon?: ReactNode };

type SelectFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  label: string;
  options: readonly SelectOption[];
};

export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
}: SelectFieldProps<T>) {
  const { field, error, setValue, id } = useEditorField(control, name);
  return (
    <FieldShell id={id} label={label} error={error}>
      {(a11y) => (
        <Select value={typeof field.value === 'string' ? field.value : ''} onValueChange={setValue}>
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
    </FieldShell>
  );
}

/** Options whose label is their value (icon names, group types). */
export function optionsOf(values: readonly string[]): SelectOption[] {
  return values.map((value) => ({ value, label: value }));
}
