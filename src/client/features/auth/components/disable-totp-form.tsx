import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type TotpDisable, totpDisableSchema } from '@shared/auth/second-factor';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { applyServerErrors } from '@/lib/form-errors';
import { CodeField } from '@/features/auth/components/code-field';
import { disableTotp } from '@/features/auth/second-factor-api';

/** Turning TOTP off: the current password and a code (docs/product.md#two-step-verification). */
export function DisableTotpForm({ onDisabled }: { onDisabled: () => void }) {
  const form = useForm<TotpDisable>({
    resolver: zodResolver(totpDisableSchema),
    defaultValues: { current_password: '', code: '' },
  });
  const { isSubmitting, errors } = form.formState;

  async function onValid(body: TotpDisable) {
    try {
      await disableTotp(body);
      toast.success('Two-step verification is off');
      onDisabled();
    } catch (error) {
      if (applyServerErrors(form, error).length > 0) return;
      toast.error(error instanceof Error && error.message ? error.message : 'Something went wrong');
    }
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid)}
      aria-labelledby="disable-totp-title"
      className="flex max-w-sm flex-col gap-4"
    >
      <h3 id="disable-totp-title" className="font-semibold">
        Turn off two-step verification
      </h3>
      <FormField
        id="disable-current-password"
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
        id="disable-code"
        label="Authentication code or recovery code"
        error={errors.code?.message}
        registration={form.register('code')}
      />
      <Button type="submit" variant="destructive" className="self-start" disabled={isSubmitting}>
        {isSubmitting ? 'Turning off...' : 'Turn off'}
      </Button>
    </form>
  );
}
