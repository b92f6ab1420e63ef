import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { TotpSetup } from '@shared/auth/second-factor';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@shared/dates';
import { PasswordAndCodeForm } from '@/features/auth/components/password-and-code-form';
import { RecoveryCodes } from '@/features/auth/components/recovery-codes';
import { TotpSetupForm } from '@/features/auth/components/totp-setup-form';
import {
  confirmTotpSetup,
  disableTotp,
  fetchTotpStatus,
  renewRecoveryCodes,
  startTotpSetup,
  totpStatusKey,
} from '@/features/auth/second-factor-api';

type Step =
  | { kind: 'status' }
  | { kind: 'setup'; setup: TotpSetup }
  | { kind: 'renew' }
  /** New codes to save: after turning it on (`on`), or after renewing them. */
  | { kind: 'codes'; codes: string[]; after: 'on' | 'renew' };

/** One's own two-step verification, for any staff role (docs/product.md#two-step-verification). */
export function SecuritySettings() {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const [isStarting, setIsStarting] = useState(false);
  const status = useQuery({
    queryKey: totpStatusKey,
    queryFn: ({ signal }) => fetchTotpStatus(signal),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: totpStatusKey });

  async function start() {
    setIsStarting(true);
    try {
      setStep({ kind: 'setup', setup: await startTotpSetup() });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Something went wrong');
    } finally {
      setIsStarting(false);
    }
  }

  async function confirm(code: string) {
    const codes = await confirmTotpSetup(code);
    setStep({ kind: 'codes', codes, after: 'on' });
    refresh();
  }

  function body() {
    if (step.kind === 'setup') {
      return (
        <TotpSetupForm
          setup={step.setup}
          confirm={confirm}
          onCancel={() => setStep({ kind: 'status' })}
        />
      );
    }
    if (step.kind === 'codes') {
      const { after } = step;
      return (
        <RecoveryCodes
          codes={step.codes}
          onDone={() => {
            setStep({ kind: 'status' });
            toast.success(
              after === 'on'
                ? 'Two-step verification is on'
                : 'New recovery codes saved: the old ones no longer work',
            );
          }}
        />
      );
    }
    if (step.kind === 'renew') {
      return (
        <PasswordAndCodeForm
          id="renew-codes"
          title="Get new recovery codes"
          submitLabel="Get new codes"
          busyLabel="Getting codes..."
          onSubmit={async (body) => {
            setStep({ kind: 'codes', codes: await renewRecoveryCodes(body), after: 'renew' });
            refresh();
          }}
        >
          <Button type="button" variant="outline" onClick={() => setStep({ kind: 'status' })}>
            Cancel
          </Button>
        </PasswordAndCodeForm>
      );
    }
    if (status.isPending) return <p>Loading...</p>;
    if (status.isError) {
      return (
        <LoadError onRetry={() => void status.refetch()}>
          Failed to load your security settings
        </LoadError>
      );
    }
    const { enabled, enabled_at, recovery_codes_left, required } = status.data;
    if (!enabled) {
      return (
        <div className="flex flex-col gap-4">
          <p>
            Status: <strong>Off</strong>
            {required && ' — required for administrators: you will set it up at your next sign-in.'}
          </p>
          <Button
            type="button"
            className="self-start"
            disabled={isStarting}
            onClick={() => void start()}
          >
            {isStarting ? 'Starting...' : 'Set up two-step verification'}
          </Button>
        </div>
      );
    }
    return (
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-1">
          <p>
            Status: <strong>On</strong> since {formatDateTime(enabled_at ?? '')}
          </p>
          <p>Recovery codes left: {recovery_codes_left}</p>
          <Button
            type="button"
            variant="outline"
            className="mt-2 self-start"
            onClick={() => setStep({ kind: 'renew' })}
          >
            Get new recovery codes
          </Button>
        </div>
        {required ? (
          <p className="text-sm text-muted-foreground">
            Required for administrators: it cannot be turned off.
          </p>
        ) : (
          <PasswordAndCodeForm
            id="disable"
            title="Turn off two-step verification"
            submitLabel="Turn off"
            busyLabel="Turning off..."
            destructive
            onSubmit={async (body) => {
              await disableTotp(body);
              toast.success('Two-step verification is off');
              refresh();
            }}
          />
        )}
      </div>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Two-step verification</h2>
        </CardTitle>
        <CardDescription>
          After your password, a 6-digit code from an authenticator app on your phone, so a stolen
          password alone cannot open your account.
        </CardDescription>
      </CardHeader>
      <CardContent>{body()}</CardContent>
    </Card>
  );
}
