import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** What a control needs to be announced with its label, hint and error. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

type FormFieldProps = {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  hint?: ReactNode;
  /** An asterisk after the label of a required field (seen only; aria-required is read). */
  showRequiredMark?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A labelled control whose hint and error are linked with aria-describedby; shared by every form. */
export function FormField({
  id,
  label,
  error,
  required,
  hint,
  showRequiredMark = true,
  className,
  children,
}: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>
        <span>
          {label}
          {/* Seen, not read: aria-required tells screen readers instead. */}
          {required && showRequiredMark && (
            <span aria-hidden="true" className="ml-0.5 text-destructive">
              *
            </span>
          )}
        </span>
      </Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {children}
    </p>
  );
}
