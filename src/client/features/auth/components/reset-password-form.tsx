import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { PASSWORD_CHANGED, PASSWORD_SET, passwordResetSchema } from '@shared/auth/password-reset';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { resetPassword, setPassword } from '@/features/auth/password-reset-api';

export const PASSWORDS_DIFFER = 'The passwords do not match';

/** The API's body, and the password typed twice (only `password` is sent). */
const resetFormSchema = passwordResetSchema
  .extend({ repeat: z.string() })
  .refine((value) => value.password === value.repeat, {
    message: PASSWORDS_DIFFER,
    path: ['repeat'],
  });
type ResetForm = z.infer<typeof resetFormSchema>;

/** A forgotten password's new one, or a new company account's first. */
export type PasswordLinkKind = 'reset' | 'set';

const KINDS = {
  reset: { submit: resetPassword, done: PASSWORD_CHANGED, action: 'Change password' },
  set: { submit: setPassword, done: PASSWORD_SET, action: 'Set password' },
} as const;

type ResetPasswordFormProps = {
  token: string;
  kind?: PasswordLinkKind;
  onDone: () => void;
  /** The link stopped working meanwhile (used or expired): the server's reason. */
  onLinkFailed: (reason: string) => void;
};

/**
 * Choosing a password with an emailed link (docs/product.md#password-reset,
 * docs/product.md#company-accounts).
 */
export function ResetPasswordForm({
  token,
  kind = 'reset',
  onDone,
  onLinkFailed,
}: ResetPasswordFormProps) {
  const { submit, done, action } = KINDS[kind];
  const form = useForm<ResetForm>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', repeat: '' },
  });
  const { isSubmitting, errors } = form.formState;

  async function onValid({ password }: ResetForm) {
    try {
      await submit(token, { password });
      toast.success(done);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 410)) {
        onLinkFailed(error.message);
        return;
      }
      if (applyServerErrors(form, error).length > 0) return;
      toast.error(error instanceof Error && error.message ? error.message : 'Something went wrong');
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-5">
      <FormField
        id="reset-password"
        label="New password"
        error={errors.password?.message}
        hint="12 to 128 characters."
        required
        showRequiredMark={false}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('password')}
            type="password"
            autoComplete="new-password"
          />
        )}
      </FormField>
      <FormField
        id="reset-repeat"
        label="Repeat new password"
        error={errors.repeat?.message}
        required
        showRequiredMark={false}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('repeat')}
            type="password"
            autoComplete="new-password"
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : action}
      </Button>
    </form>
  );
}
