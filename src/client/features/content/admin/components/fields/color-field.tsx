import { useWatch, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/form-field';
import { useEditorField } from '@/features/content/admin/components/fields/use-editor-field';
import { TextField } from '@/features/content/admin/components/fields/text-field';
import { ToggleField } from '@/features/content/admin/components/fields/toggle-field';

/** `<input type="color">` only takes #rrggbb; other CSS colours show as black there. */
export function toPickerValue(color: string): string {
  const value = color.trim();
  if (/^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  if (short)
    return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  return '#000000';
}

type ColorFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  label: string;
};

/** A colour picker beside a text field holding the value (any CSS colour the schema accepts). */
export function ColorField<T extends FieldValues>({ control, name, label }: ColorFieldProps<T>) {
  const { field, error, setValue, id } = useEditorField(control, name);
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <FormField id={id} label={label} error={error}>
      {(a11y) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={`${label} picker`}
            value={toPickerValue(value)}
            onChange={(event) => setValue(event.target.value)}
            className="h-9 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
          />
          <Input
            {...a11y}
            ref={field.ref}
            name={field.name}
            value={value}
            spellCheck={false}
            onBlur={field.onBlur}
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
      )}
    </FormField>
  );
}

type BackgroundFieldProps<T extends FieldValues> = {
  control: Control<T>;
  label: string;
  toggle: FieldPathByValue<T, boolean>;
  gradient: FieldPathByValue<T, string>;
  color: FieldPathByValue<T, string>;
};

/**
 * A gradient checkbox switches between a gradient text field and a colour picker
 * (docs/product.md#page-editor).
 */
export function BackgroundField<T extends FieldValues>({
  control,
  label,
  toggle,
  gradient,
  color,
}: BackgroundFieldProps<T>) {
  const useGradient = useWatch({ control, name: toggle }) === true;
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">{label}</legend>
      <ToggleField control={control} name={toggle} label={`${label}: use a gradient`} />
      {useGradient ? (
        <TextField
          control={control}
          name={gradient}
          label={`${label} gradient`}
          hint="A CSS gradient, e.g. linear-gradient(135deg, #1e3a8a 0%, #1e40af 100%)"
        />
      ) : (
        <ColorField control={control} name={color} label={`${label} colour`} />
      )}
    </fieldset>
  );
}
