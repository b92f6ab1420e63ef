import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** A stable, unique id per form path (`hero.badge` → `editor-hero-badge`). */
export function fieldId(name: string): string {
  return `editor-${name.replace(/\./g, '-')}`;
}

/**
 * A controlled editor field (its message goes when it is edited: see `useSchemaForm`), with the
 * id its label and message are linked by.
 */
export function useEditorField<T extends FieldValues>(control: Control<T>, name: FieldPath<T>) {
  const { field, fieldState } = useController({ control, name });
  return {
    field,
    error: fieldState.error?.message,
    fieldError: fieldState.error,
    setValue: field.onChange,
    id: fieldId(name),
  };
}
