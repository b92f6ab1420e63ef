import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import {
  useForm,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

type SchemaFormOptions<Input extends FieldValues, Output> = Omit<
  UseFormProps<Input, unknown, Output>,
  'resolver' | 'mode' | 'reValidateMode'
> & {
  /** Wording the form gives a schema's bare messages, e.g. a number field left blank. */
  error?: (issue: z.core.$ZodRawIssue) => string | undefined;
};

/**
 * The one form pattern: react-hook-form checked on submit by the zod schema the API validates
 * with (so the field names are the API's). A field's message goes as soon as the field is edited,
 * and comes back on the next submit if it still applies; server messages go on the fields with
 * `applyServerErrors`.
 */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  { error, ...options }: SchemaFormOptions<Input, Output> = {},
): UseFormReturn<Input, unknown, Output> {
  const form = useForm<Input, unknown, Output>({
    ...options,
    resolver: zodResolver(schema, error ? { error } : undefined),
    reValidateMode: 'onSubmit',
  });
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (name) form.clearErrors(name as FieldPath<Input>);
        },
      }),
    [form],
  );
  return form;
}
