import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useEditorField } from '@/features/content/admin/components/fields/use-editor-field';

type ToggleFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPathByValue<T, boolean>;
  label: string;
  /** A switch reads as on/off (visibility); a checkbox as an option (use a gradient). */
  kind?: 'switch' | 'checkbox';
};

export function ToggleField<T extends FieldValues>({
  control,
  name,
  label,
  kind = 'checkbox',
}: ToggleFieldProps<T>) {
  const { field, setValue, id } = useEditorField(control, name);
  const props = {
    id,
    ref: field.ref,
    checked: field.value === true,
    onCheckedChange: (checked: boolean | 'indeterminate') => setValue(checked === true),
    onBlur: field.onBlur,
  };
  return (
    <div className="flex items-center gap-2">
      {kind === 'switch' ? <Switch {...props} /> : <Checkbox {...props} />}
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}
