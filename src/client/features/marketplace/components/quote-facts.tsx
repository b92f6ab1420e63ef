import { Check, X } from 'lucide-react';
import type { Quote } from '@shared/marketplace/quotes';
import { VAT_WORDS } from '@shared/marketplace/vat';
import {
  INCLUSIONS,
  formatTravelDate,
  formatEuro,
  formatDateTime,
} from '@/features/marketplace/format';
import { QuoteBreakdown } from '@/features/marketplace/components/quote-breakdown';
import { cn } from '@/lib/utils';

type InclusionListProps = {
  quote: Pick<Quote, (typeof INCLUSIONS)[number][0]>;
  className?: string;
};

/** Each inclusion with a tick or a cross, and the words read out ('Tolls: not included'). */
export function InclusionList({ quote, className }: InclusionListProps) {
  return (
    <ul className={cn('flex flex-wrap gap-x-4 gap-y-1 text-sm', className)}>
      {INCLUSIONS.map(([key, label]) => {
        const included = quote[key];
        const Icon = included ? Check : X;
        return (
          <li
            key={key}
            className={cn(
              'inline-flex items-center gap-1',
              included ? 'text-green-800' : 'text-gray-600',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
            <span className="sr-only">{included ? ': included' : ': not included'}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** A quote as its company sent it (read-only). */
export function QuoteFacts({ quote }: { quote: Quote }) {
  const facts = [
    { label: 'Total price', value: formatEuro(quote.price_eur) },
    { label: 'VAT', value: VAT_WORDS[quote.vat_status] },
    { label: 'Vehicle', value: `${quote.vehicle_type}, ${quote.seats} seats` },
    { label: 'Valid until', value: formatTravelDate(quote.valid_until) },
    {
      label: 'Version',
      value: `Revision ${quote.revision}, ${formatDateTime(quote.updated_at)}`,
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(8rem,auto)_1fr]">
        {facts.map(({ label, value }) => (
          <div key={label} className="contents">
            <dt className="text-sm text-gray-600">{label}</dt>
            <dd className="font-medium text-gray-900">{value}</dd>
          </div>
        ))}
        {quote.notes && (
          <div className="contents">
            <dt className="text-sm text-gray-600">Notes</dt>
            <dd className="whitespace-pre-wrap text-gray-900">{quote.notes}</dd>
          </div>
        )}
      </dl>
      <InclusionList quote={quote} />
      <QuoteBreakdown quote={quote} />
    </div>
  );
}
