import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type PasswordAndCode, passwordAndCodeSchema } from '@shared/auth/second-factor';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { applyServerErrors } from '@/lib/form-errors';
import { CodeField } from '@/features/auth/components/code-field';

type PasswordAndCodeFormProps = {
  /** Makes the fields' ids unique on the page: `{id}-current-password`, `{id}-code`. */
  id: string;
  title: string;
  submitLabel: string;
  busyLabel: string;
  destructive?: boolean;
  /** Sends the form; a 422 lands on its fields, any other error in a toast. */
  onSubmit: (body: PasswordAndCode) => Promise<void>;
  /** Shown beside the submit button (a `Cancel`, say). */
  children?: ReactNode;
};

/**
 * The current password and a code, asked before turning TOTP off or renewing the recovery codes
 * (docs/product.md#two-step-verification).
 */
export function PasswordAndCodeForm(props: PasswordAndCodeFormProps) {
  const { id, title, submitLabel, busyLabel, destructive = false, onSubmit, children } = props;
  const form = useForm<PasswordAndCode>({
    resolver: zodResolver(passwordAndCodeSchema),
    defaultValues: { current_password: '', code: '' },
  });
  const { isSubmitting, errors } = form.formState;

  async function onValid(body: PasswordAndCode) {
    try {
      await onSubmit(body);
    } catch (error) {
      if (applyServerErrors(form, error).length > 0) return;
      toast.error(error instanceof Error && error.message ? error.message : 'Something went wrong');
    }
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid)}
      aria-labelledby={`${id}-title`}
      className="flex max-w-sm flex-col gap-4"
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {title}
      </h3>
      <FormField
        id={`${id}-current-password`}
        label="Current password"
        error={errors.current_password?.message}
        required
        showRequiredMark={false}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('current_password')}
            type="password"
            autoComplete="current-password"
          />
        )}
      </FormField>
      <CodeField
        id={`${id}-code`}
        label="Authentication code or recovery code"
        error={errors.code?.message}
        registration={form.register('code')}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          variant={destructive ? 'destructive' : 'default'}
          disabled={isSubmitting}
        >
          {isSubmitting ? busyLabel : submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}
