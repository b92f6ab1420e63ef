import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { FormField } from '@/components/form-field';
import { useEditorField } from '@/features/content/admin/components/fields/use-editor-field';

type TextFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  label: string;
  hint?: string;
  multiline?: boolean;
  className?: string;
};

export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  multiline,
  className,
}: TextFieldProps<T>) {
  const { field, error, setValue, id } = useEditorField(control, name);
  const props = {
    name: field.name,
    value: typeof field.value === 'string' ? field.value : '',
    onBlur: field.onBlur,
    onChange: (event: { target: { value: string } }) => setValue(event.target.value),
  };
  return (
    <FormField id={id} label={label} hint={hint} error={error} className={className}>
      {(a11y) =>
        multiline ? (
          <Textarea {...a11y} {...props} ref={field.ref} rows={3} />
        ) : (
          <Input {...a11y} {...props} ref={field.ref} />
        )
      }
    </FormField>
  );
}
