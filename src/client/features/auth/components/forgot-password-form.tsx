import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type PasswordResetRequest, passwordResetRequestSchema } from '@shared/auth/password-reset';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { applyServerErrors } from '@/lib/form-errors';
import { requestPasswordReset } from '@/features/auth/password-reset-api';

/**
 * Asks for a reset link (docs/product.md#password-reset). The answer is the server's, the same
 * whether or not the address has an account.
 */
export function ForgotPasswordForm() {
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const { isSubmitting, errors } = form.formState;

  async function onValid(body: PasswordResetRequest) {
    try {
      setAnswer(await requestPasswordReset(body));
    } catch (error) {
      if (applyServerErrors(form, error).length > 0) return;
      toast.error(error instanceof Error && error.message ? error.message : 'Something went wrong');
    }
  }

  if (answer) {
    return (
      <p role="status" className="text-sm">
        {answer}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-5">
      <FormField
        id="forgot-email"
        label="Email"
        error={errors.email?.message}
        required
        showRequiredMark={false}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('email')}
            type="email"
            autoComplete="username"
            inputMode="email"
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send link'}
      </Button>
    </form>
  );
}
