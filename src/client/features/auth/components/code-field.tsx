import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';

type CodeFieldProps = {
  id: string;
  /** A recovery code rather than the authenticator's 6 digits. */
  isRecovery?: boolean;
  label?: string;
  error?: string;
  registration: UseFormRegisterReturn;
};

/** Where a code is typed: numeric keyboard and one-time-code autofill for the app's digits. */
export function CodeField({ id, isRecovery = false, label, error, registration }: CodeFieldProps) {
  return (
    <FormField
      id={id}
      label={label ?? (isRecovery ? 'Recovery code' : 'Authentication code')}
      error={error}
      required
      showRequiredMark={false}
      hint={isRecovery ? 'One of the codes you saved, like abcd-efgh-jkmn.' : undefined}
    >
      {(control) => (
        <Input
          {...control}
          {...registration}
          autoComplete="one-time-code"
          inputMode={isRecovery ? 'text' : 'numeric'}
          spellCheck={false}
          maxLength={40}
          className="font-mono tracking-widest"
        />
      )}
    </FormField>
  );
}
