import { formatDate } from '@shared/dates';
import type { CompanyProfile } from '@shared/workspace/profile';
import { cn } from '@/lib/utils';

const dayWord = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/** The insurance as matching sees it: valid, expiring within 30 days, or expired. */
export function InsuranceStatus({ profile }: { profile: CompanyProfile }) {
  const { state, days_left: days } = profile.insurance;
  const date = formatDate(profile.company.insurance_expires_on);
  const text =
    state === 'expired'
      ? `Your insurance expired on ${date}: your company receives no new requests until our team approves your renewed insurance.`
      : state === 'expiring'
        ? `Your insurance expires ${days === 0 ? 'today' : `in ${dayWord(days)}`} (${date}). Send the new expiry date and certificate for review below.`
        : `Insurance valid until ${date}.`;
  return (
    <p
      role={state === 'valid' ? undefined : 'alert'}
      className={cn(
        'rounded-xl border p-4 text-sm',
        state === 'expired' && 'border-red-300 bg-red-50 text-red-900',
        state === 'expiring' && 'border-amber-300 bg-amber-50 text-amber-950',
      )}
    >
      {text}
    </p>
  );
}
