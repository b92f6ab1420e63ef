import { useState, type ComponentProps } from 'react';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/form-field';
import { useEditorField } from '@/features/content/admin/components/fields/use-editor-field';
import { formatCommaList, parseCommaList } from '@/features/content/admin/content-rules';

type DraftInputProps<V> = {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  value: V;
  format: (value: V) => string;
  parse: (raw: string) => V;
  onChange: (value: V) => void;
  onBlur: () => void;
  inputProps?: ComponentProps<'input'>;
};

/**
 * An input whose text is parsed into the form's value on every keystroke, while the text itself
 * is kept as typed until the field loses focus ("12, " must stay typeable in a comma list).
 */
function DraftInput<V>({
  value,
  format,
  parse,
  onChange,
  onBlur,
  inputProps,
  ...shell
}: DraftInputProps<V>) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <FormField {...shell}>
      {(a11y) => (
        <Input
          {...a11y}
          {...inputProps}
          value={draft ?? format(value)}
          onFocus={() => setDraft(format(value))}
          onChange={(event) => {
            setDraft(event.target.value);
            onChange(parse(event.target.value));
          }}
          onBlur={() => {
            setDraft(null);
            onBlur();
          }}
        />
      )}
    </FormField>
  );
}

type IntegerFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPathByValue<T, number>;
  label: string;
  hint?: string;
  parse: (raw: string) => number;
  min?: number;
  max?: number;
  /** `number` gives the browser's stepper; `text` lets the parsing rule see what was typed. */
  type?: 'number' | 'text';
};

export function IntegerField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  parse,
  min,
  max,
  type = 'number',
}: IntegerFieldProps<T>) {
  const { field, error, setValue, id } = useEditorField(control, name);
  return (
    <DraftInput<number>
      id={id}
      label={label}
      hint={hint}
      error={error}
      value={typeof field.value === 'number' ? field.value : 0}
      format={String}
      parse={parse}
      onChange={setValue}
      onBlur={field.onBlur}
      inputProps={{ type, min, max, step: type === 'number' ? 1 : undefined, inputMode: 'numeric' }}
    />
  );
}

type CommaListFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPathByValue<T, string[]>;
  label: string;
};

/**
 * Entered comma-separated; trimmed, empty entries dropped
 * (docs/product.md#page-content-validation).
 */
export function CommaListField<T extends FieldValues>({
  control,
  name,
  label,
}: CommaListFieldProps<T>) {
  const { field, error, setValue, id } = useEditorField(control, name);
  return (
    <DraftInput<string[]>
      id={id}
      label={label}
      hint="Separate entries with commas."
      error={error}
      value={Array.isArray(field.value) ? (field.value as string[]) : []}
      format={formatCommaList}
      parse={parseCommaList}
      onChange={setValue}
      onBlur={field.onBlur}
    />
  );
}
