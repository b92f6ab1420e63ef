import { Link } from 'react-router';
import type { CompanyQuote, CompanyQuoteStatus } from '@shared/workspace/quotes';
import { companyQuoteStatusLabels } from '@shared/workspace/quotes';
import { Badge } from '@/components/ui/badge';
import { formatEuro, formatTravelDate } from '@/features/marketplace';
import { cn } from '@/lib/utils';
import { paths } from '@/lib/paths';

const TONES: Record<CompanyQuoteStatus, string> = {
  sent: 'border-blue-300 bg-blue-50 text-blue-900',
  revised: 'border-indigo-300 bg-indigo-50 text-indigo-900',
  chosen: 'border-green-300 bg-green-50 text-green-900',
  not_chosen: 'border-gray-300 bg-gray-50 text-gray-800',
  withdrawn: 'border-gray-300 bg-gray-50 text-gray-800',
  expired: 'border-amber-300 bg-amber-50 text-amber-950',
};

/** The quotes as cards: a phone shows them one under the other, a wide screen two abreast. */
export function QuoteList({ quotes }: { quotes: CompanyQuote[] }) {
  return (
    <ul aria-label="Quotes" className="grid gap-3 lg:grid-cols-2">
      {quotes.map((quote) => (
        <li key={quote.id}>
          <article
            aria-labelledby={`quote-${quote.id}`}
            className="flex h-full flex-col gap-2 rounded-xl border bg-white p-4 shadow-sm"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 id={`quote-${quote.id}`} className="flex min-w-0 flex-col font-semibold">
                <span className="text-sm font-medium text-gray-600">{quote.reference}</span>
                <span className="break-words text-gray-900">
                  {quote.pickup_location} → {quote.dropoff_location}
                </span>
              </h3>
              <Badge variant="outline" className={cn('text-sm', TONES[quote.status])}>
                {companyQuoteStatusLabels[quote.status]}
              </Badge>
            </div>
            <p className="text-2xl font-bold text-gray-900">{formatEuro(quote.price_eur)}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-gray-700">
              <dt>Travel</dt>
              <dd>
                {formatTravelDate(quote.date_of_travel)}
                {quote.is_return_trip ? ', return' : ', one way'} · {quote.number_of_people} people
              </dd>
              <dt>Vehicle</dt>
              <dd>
                {quote.vehicle_type}, {quote.seats} seats
              </dd>
              <dt>Valid until</dt>
              <dd>{formatTravelDate(quote.valid_until)}</dd>
              <dt>Version</dt>
              <dd>Revision {quote.revision}</dd>
            </dl>
            <Link
              to={paths.operator.invitation(quote.invitation_id)}
              className="mt-auto self-start text-sm font-medium underline"
            >
              Open the request<span className="sr-only"> {quote.reference}</span>
            </Link>
          </article>
        </li>
      ))}
    </ul>
  );
}
