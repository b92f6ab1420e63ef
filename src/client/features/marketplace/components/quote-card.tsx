import { BadgeCheck, CircleCheck } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { QuoteGap } from '@shared/marketplace/quote-gaps';
import type { PublicRatingReply, Quote } from '@shared/marketplace/quotes';
import { VAT_LABELS } from '@shared/marketplace/vat';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { QuoteBreakdown } from '@/features/marketplace/components/quote-breakdown';
import { InclusionList } from '@/features/marketplace/components/quote-facts';
import { RatingReplies } from '@/features/marketplace/components/rating-replies';
import { Stars } from '@/components/stars';
import { formatTravelDate, formatEuro, isQuoteExpired } from '@/features/marketplace/format';
import { cn } from '@/lib/utils';

type QuoteCardProps = {
  quote: Quote;
  /** Null until the customer chooses. */
  chosenId: number | null;
  today: string;
  onChoose: (quote: Quote) => void;
  /** What the page adds to the card, e.g. the "Ask a question" thread. */
  extra?: ReactNode;
  /** What the trip needs that this quote leaves out (docs/product.md#quote-gaps). */
  gaps?: readonly QuoteGap[];
  /** The company's latest public replies to its ratings (docs/product.md#ratings). */
  replies?: readonly PublicRatingReply[];
};

function Rating({ quote }: { quote: Quote }) {
  if (quote.rating === null || quote.rating_count === 0) {
    return (
      <span className="text-sm text-gray-700">
        New<span className="sr-only">: not rated yet</span>
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 text-sm text-gray-700">
      <Stars value={quote.rating} />
      <span>
        {quote.rating.toFixed(1)} ({quote.rating_count})
      </span>
    </span>
  );
}

/** One company's offer, laid out so several compare side by side. */
export function QuoteCard({
  quote,
  chosenId,
  today,
  onChoose,
  extra,
  gaps = [],
  replies = [],
}: QuoteCardProps) {
  const titleId = useId();
  const isChosen = chosenId === quote.id;
  const expired = isQuoteExpired(quote, today);
  const canChoose = chosenId === null && !expired;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex h-full flex-col gap-4 rounded-xl border bg-white p-5 shadow-sm',
        isChosen && 'border-2 border-green-600 ring-2 ring-green-100',
        chosenId !== null && !isChosen && 'opacity-80',
      )}
    >
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="text-lg font-semibold text-gray-900">
            {quote.company_name}
          </h3>
          {quote.verified && (
            <Badge variant="outline" className="border-transparent bg-green-100 text-green-900">
              <BadgeCheck aria-hidden="true" />
              Verified
            </Badge>
          )}
          {isChosen && (
            <Badge className="bg-green-700 text-white">
              <CircleCheck aria-hidden="true" />
              Your choice
            </Badge>
          )}
          {expired && !isChosen && (
            <Badge variant="outline" className="border-transparent bg-slate-200 text-slate-800">
              Expired
            </Badge>
          )}
        </div>
        <Rating quote={quote} />
        <p className="text-xs text-gray-600">Operator licence {quote.licence_number}</p>
      </header>
      <RatingReplies companyName={quote.company_name} replies={replies} />
      <div>
        <p className="text-3xl font-bold text-gray-900">{formatEuro(quote.price_eur)}</p>
        <p className="text-sm text-gray-700">
          {formatEuro(quote.price_per_passenger_eur)} per passenger
        </p>
        <p className="text-sm text-gray-700">{VAT_LABELS[quote.vat_status]}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-gray-600">Vehicle</dt>
        <dd className="font-medium text-gray-900">
          {quote.vehicle_type}, {quote.seats} seats
        </dd>
        <dt className="text-gray-600">Valid until</dt>
        <dd className="font-medium text-gray-900">{formatTravelDate(quote.valid_until)}</dd>
      </dl>
      <InclusionList quote={quote} />
      <QuoteBreakdown quote={quote} gaps={gaps} />
      {quote.notes && (
        <p className="rounded-md bg-slate-50 p-3 text-sm whitespace-pre-wrap text-gray-800">
          {quote.notes}
        </p>
      )}
      {extra}
      {canChoose && (
        <Button type="button" className="mt-auto" onClick={() => onChoose(quote)}>
          Choose this quote<span className="sr-only"> from {quote.company_name}</span>
        </Button>
      )}
    </article>
  );
}
