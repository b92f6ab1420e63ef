import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

type ServerErrorOptions = {
  /**
   * Where the API's field names sit in the form: `content.` when the form edits what the API
   * receives under `content`. Errors outside the prefix are not the form's and are skipped.
   */
  prefix?: string;
};

/**
 * Puts a 422's `errors` on the form's fields (the form's field names are the API's) and focuses
 * the first one, so keyboard users land on it. Returns the fields it marked: an empty list means
 * the error had nothing for the fields, and the caller shows its message another way (a toast).
 */
export function applyServerErrors<T extends FieldValues, TContext, TTransformed>(
  form: UseFormReturn<T, TContext, TTransformed>,
  error: unknown,
  { prefix = '' }: ServerErrorOptions = {},
): FieldPath<T>[] {
  if (!(error instanceof ApiError)) return [];
  const marked: FieldPath<T>[] = [];
  for (const [key, messages] of Object.entries(error.fieldErrors())) {
    if (!key.startsWith(prefix)) continue;
    const field = key.slice(prefix.length) as FieldPath<T>;
    form.setError(
      field,
      { message: messages[0] ?? error.message },
      {
        shouldFocus: marked.length === 0,
      },
    );
    marked.push(field);
  }
  return marked;
}
