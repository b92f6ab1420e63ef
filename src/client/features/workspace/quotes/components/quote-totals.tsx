import type { CompanyQuoteTotal } from '@shared/workspace/quotes';
import { companyQuoteStatusLabels } from '@shared/workspace/quotes';
import { formatEuro, pluralize } from '@/features/marketplace';

/** Each status's count and the sum of its prices, whatever the list is filtered to. */
export function QuoteTotals({ totals }: { totals: CompanyQuoteTotal[] }) {
  return (
    <section aria-labelledby="quote-totals-heading" className="flex flex-col gap-2">
      <h2 id="quote-totals-heading" className="text-lg font-semibold text-gray-900">
        Totals
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {totals.map((total) => (
          <div key={total.status} className="flex flex-col rounded-lg border bg-white p-3">
            <dt className="text-sm text-gray-700">{companyQuoteStatusLabels[total.status]}</dt>
            <dd className="flex flex-col">
              <span className="text-lg font-semibold text-gray-900">
                {formatEuro(total.total_eur)}
              </span>
              <span className="text-sm text-gray-700">{pluralize(total.count, 'quote')}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
