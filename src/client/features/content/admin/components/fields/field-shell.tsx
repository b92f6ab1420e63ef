import type { ReactNode } from 'react';
import {
  useController,
  useFormContext,
  type Control,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** A stable, unique id per form path (`hero.badge` → `editor-hero-badge`). */
export function fieldId(name: string): string {
  return `editor-${name.replace(/\./g, '-')}`;
}

/** What every input needs to be labelled and described (the error is read with the label). */
export type FieldA11y = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

type FieldShellProps = {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  children: (a11y: FieldA11y) => ReactNode;
};

export function FieldShell({ id, label, hint, error, className, children }: FieldShellProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
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

/**
 * A controlled editor field. A change clears the field's error: errors come from the save's
 * validation (or the server's 422), and the admin fixing the value should see it go away.
 */
export function useEditorField<T extends FieldValues>(control: Control<T>, name: FieldPath<T>) {
  const { field, fieldState } = useController({ control, name });
  const { clearErrors } = useFormContext<T>();
  const error = fieldState.error?.message;
  function setValue(value: unknown) {
    if (fieldState.error) clearErrors(name);
    field.onChange(value);
  }
  return { field, error, fieldError: fieldState.error, setValue, id: fieldId(name) };
}
