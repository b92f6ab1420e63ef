import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { SelectField as FormSelectField, type SelectOption } from '@/components/select-field';
import { fieldId } from '@/features/content/admin/components/fields/use-editor-field';

type SelectFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  label: string;
  options: readonly SelectOption[];
};

/** A select of the page editor, with the editor's ids. */
export function SelectField<T extends FieldValues>({ name, ...props }: SelectFieldProps<T>) {
  return <FormSelectField {...props} name={name} id={fieldId(name)} />;
}
