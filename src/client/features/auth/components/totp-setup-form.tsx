import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type TotpConfirm, type TotpSetup, totpConfirmSchema } from '@shared/auth/second-factor';
import { Button } from '@/components/ui/button';
import { applyServerErrors } from '@/lib/form-errors';
import { CodeField } from '@/features/auth/components/code-field';

type TotpSetupFormProps = {
  setup: TotpSetup;
  /** Sends the first code; rejects with the server's error. */
  confirm: (code: string) => Promise<void>;
  onCancel?: () => void;
};

/** The key in groups of four, as apps show and accept it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Setting up an authenticator (docs/product.md#two-step-verification): the QR code and the key
 * as text, then its first code to turn TOTP on.
 */
export function TotpSetupForm({ setup, confirm, onCancel }: TotpSetupFormProps) {
  const form = useForm<TotpConfirm>({
    resolver: zodResolver(totpConfirmSchema),
    defaultValues: { code: '' },
  });
  const { isSubmitting, errors } = form.formState;

  async function onValid({ code }: TotpConfirm) {
    try {
      await confirm(code);
    } catch (error) {
      if (applyServerErrors(form, error).length > 0) return;
      toast.error(error instanceof Error && error.message ? error.message : 'Something went wrong');
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-4">
      <p className="text-sm">
        1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft
        Authenticator, 1Password and the like).
      </p>
      <img
        src={setup.qr_code}
        alt="QR code to add your account to an authenticator app"
        width={192}
        height={192}
        className="self-center rounded-md border bg-white"
      />
      <p className="text-sm">
        Cannot scan it? Enter this key in the app instead:{' '}
        <code id="totp-secret" className="font-mono text-sm break-all">
          {grouped(setup.secret)}
        </code>
      </p>
      <p className="text-sm">2. Enter the 6-digit code the app shows.</p>
      <CodeField
        id="totp-setup-code"
        label="Code from the app"
        error={errors.code?.message}
        registration={form.register('code')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Checking...' : 'Turn on'}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
