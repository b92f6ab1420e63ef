import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { TotpSetup } from '@shared/auth/second-factor';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@shared/dates';
import { DisableTotpForm } from '@/features/auth/components/disable-totp-form';
import { RecoveryCodes } from '@/features/auth/components/recovery-codes';
import { TotpSetupForm } from '@/features/auth/components/totp-setup-form';
import {
  confirmTotpSetup,
  fetchTotpStatus,
  startTotpSetup,
  totpStatusKey,
} from '@/features/auth/second-factor-api';

type Step =
  { kind: 'status' } | { kind: 'setup'; setup: TotpSetup } | { kind: 'codes'; codes: string[] };

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
    setStep({ kind: 'codes', codes });
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
      return (
        <RecoveryCodes
          codes={step.codes}
          onDone={() => {
            setStep({ kind: 'status' });
            toast.success('Two-step verification is on');
          }}
        />
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
        </div>
        {required ? (
          <p className="text-sm text-muted-foreground">
            Required for administrators: it cannot be turned off.
          </p>
        ) : (
          <DisableTotpForm onDisabled={refresh} />
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
