import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Clock } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { ComparisonView, Quote } from '@shared/marketplace/quotes';
import { type PriceEstimate, describeEstimate } from '@shared/trips/rate-card';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { AskQuestion } from '@/features/conversations';
import { comparisonQueryOptions, isLinkGone, useChooseQuote } from '@/features/marketplace/api';
import { ChooseQuoteDialog } from '@/features/marketplace/components/choose-quote-dialog';
import { JourneySummary } from '@/features/marketplace/components/journey-summary';
import { LinkProblem } from '@/features/marketplace/components/link-problem';
import { QuoteCard } from '@/features/marketplace/components/quote-card';
import { RatingSection } from '@/features/marketplace/components/rating-section';
import {
  describeReplies,
  isSortOrder,
  parseRateParam,
  SORT_ORDERS,
  sortOrderLabels,
  sortQuotes,
  type SortOrder,
} from '@/features/marketplace/comparison';
import { formatEuro, irishToday } from '@/features/marketplace/format';
import { BookingSection } from '@/features/bookings';

function SortControl({ value, onChange }: { value: SortOrder; onChange: (o: SortOrder) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id}>Sort by</Label>
      <Select value={value} onValueChange={(next) => isSortOrder(next) && onChange(next)}>
        <SelectTrigger id={id} className="w-48 bg-white">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {SORT_ORDERS.map((order) => (
            <SelectItem key={order} value={order}>
              {sortOrderLabels[order]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** The range the customer was shown when they sent the request (docs/product.md#price-estimate). */
function PriceGuide({ estimate }: { estimate: PriceEstimate }) {
  return (
    <p className="text-gray-700">
      Price guide when you sent your request: {formatEuro(estimate.low)}–{formatEuro(estimate.high)}{' '}
      ({describeEstimate(estimate)}). Companies price your trip themselves.
    </p>
  );
}

function ChosenNotice({ quote }: { quote: Quote }) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-green-300 bg-green-50 p-5 text-green-950">
      <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-bold">
          You chose {quote.company_name} for {formatEuro(quote.price_eur)}
        </h2>
        <p>
          They have your contact details and will be in touch to confirm the booking. We have let
          the other companies know.
        </p>
      </div>
    </div>
  );
}

type QuotesSectionProps = { token: string; view: ComparisonView; onChoose: (q: Quote) => void };

function QuotesSection({ token, view, onChoose }: QuotesSectionProps) {
  const [order, setOrder] = useState<SortOrder>('price-asc');
  const [today] = useState(irishToday);
  const quotes = sortQuotes(view.quotes, order);
  return (
    <section aria-labelledby="quotes-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="quotes-heading" className="text-2xl font-semibold text-gray-900">
          Quotes
        </h2>
        {quotes.length > 1 && <SortControl value={order} onChange={setOrder} />}
      </div>
      {quotes.length === 0 ? (
        <p className="flex items-start gap-3 rounded-xl border border-dashed bg-white p-6 text-gray-700">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {view.invited === 0
            ? 'No quotes yet. This page updates by itself.'
            : 'No quotes yet — companies usually reply within 2 hours. This page updates by itself.'}
        </p>
      ) : (
        <ul aria-label="Quotes" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {quotes.map((quote) => (
            <li key={quote.id}>
              <QuoteCard
                quote={quote}
                chosenId={view.chosen_quote_id}
                today={today}
                onChoose={onChoose}
                extra={
                  <AskQuestion token={token} quoteId={quote.id} companyName={quote.company_name} />
                }
                gaps={view.quote_gaps.find((entry) => entry.quote_id === quote.id)?.gaps}
                replies={view.rating_replies.filter(
                  (reply) => reply.operator_id === quote.operator_id,
                )}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /quotes/{token}: the customer compares the quotes, chooses one, and later rates the trip. */
export function ComparisonPage({ token }: { token: string }) {
  const query = useQuery(comparisonQueryOptions(token));
  const choose = useChooseQuote(token);
  const [choosing, setChoosing] = useState<Quote | null>(null);
  const [searchParams] = useSearchParams();
  const refresh = () => void query.refetch();

  if (query.isError && (!query.data || isLinkGone(query.error))) {
    return <LinkProblem error={query.error} onRetry={refresh} />;
  }
  if (!query.data) return <Spinner className="py-10">Loading your quotes...</Spinner>;

  async function confirmChoice(quote: Quote): Promise<boolean> {
    try {
      await choose.mutateAsync(quote.id);
      toast.success(`You chose ${quote.company_name}`);
      return true;
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not choose this quote');
      // Chosen meanwhile, expired or closed: show the page as it now is. Otherwise try again.
      const settled = error instanceof ApiError && [404, 409, 410].includes(error.status);
      if (settled) refresh();
      return settled;
    }
  }

  const view = query.data;
  const chosen = view.quotes.find((quote) => quote.id === view.chosen_quote_id);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
          Your coach hire quotes
        </h1>
        <p className="text-lg text-gray-700">
          Hello {view.customer_first_name}, compare the quotes below and choose the one that suits
          your group. There is no obligation.
        </p>
        <p role="status" className="font-semibold text-blue-900">
          {describeReplies(view.replied, view.invited)}
        </p>
        {view.estimate && <PriceGuide estimate={view.estimate} />}
      </header>
      {chosen && <ChosenNotice quote={chosen} />}
      {chosen && <BookingSection token={token} />}
      <RatingSection
        token={token}
        view={view}
        initialScore={parseRateParam(searchParams.get('rate'))}
        onStale={refresh}
      />
      <QuotesSection token={token} view={view} onChoose={setChoosing} />
      <JourneySummary journey={view.journey} title="Your journey" />
      <ChooseQuoteDialog
        quote={choosing}
        pending={choose.isPending}
        onConfirm={confirmChoice}
        onClose={() => setChoosing(null)}
      />
    </div>
  );
}
