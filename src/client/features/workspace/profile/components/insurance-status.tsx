import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { formatDate } from '@shared/dates';
import type { CompanyProfile } from '@shared/workspace/profile';
import { companyProfileQueryOptions } from '@/features/workspace/profile/api';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';

const dayWord = (days: number) => (days === 1 ? '1 day' : `${days} days`);

type InsuranceStatusProps = {
  profile: CompanyProfile;
  /** On the profile page the form is below; elsewhere the notice links to it. */
  where?: 'profile' | 'banner';
};

/**
 * The insurance as matching sees it: valid, expiring within 30 days, or expired
 * (docs/product.md#reminders).
 */
export function InsuranceStatus({ profile, where = 'profile' }: InsuranceStatusProps) {
  const { state, days_left: days } = profile.insurance;
  const date = formatDate(profile.company.insurance_expires_on);
  const renew =
    where === 'profile'
      ? 'Send the new expiry date and certificate for review below.'
      : 'Send the new expiry date and certificate from your profile.';
  const text =
    state === 'expired'
      ? `Your insurance expired on ${date}: your company receives no new requests until our team approves your renewed insurance.`
      : state === 'expiring'
        ? `Your insurance expires ${days === 0 ? 'today' : `in ${dayWord(days)}`} (${date}). ${renew}`
        : `Insurance valid until ${date}.`;
  return (
    <div
      role={state === 'valid' ? undefined : 'alert'}
      className={cn(
        'flex flex-wrap items-center justify-between gap-2 rounded-xl border p-4 text-sm',
        state === 'expired' && 'border-red-300 bg-red-50 text-red-900',
        state === 'expiring' && 'border-amber-300 bg-amber-50 text-amber-950',
      )}
    >
      <p>{text}</p>
      {where === 'banner' && (
        <Link to={paths.operator.profile} className="font-semibold underline underline-offset-2">
          Open your profile
        </Link>
      )}
    </div>
  );
}

/**
 * Above every workspace page but the profile (which shows the full notice): the insurance when it
 * expires within 30 days or has expired.
 */
export function InsuranceBanner() {
  const { data } = useQuery(companyProfileQueryOptions());
  const { pathname } = useLocation();
  if (!data || data.insurance.state === 'valid' || pathname === paths.operator.profile) return null;
  return <InsuranceStatus profile={data} where="banner" />;
}
