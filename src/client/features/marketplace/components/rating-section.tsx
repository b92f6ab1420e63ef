import { Heart } from 'lucide-react';
import type { ComparisonView } from '@shared/marketplace/quotes';
import { CompanyReply } from '@/features/marketplace/components/rating-replies';
import { RatingForm } from '@/features/marketplace/components/rating-form';
import { Stars } from '@/components/stars';

type RatingSectionProps = {
  token: string;
  view: ComparisonView;
  initialScore: number | null;
  onStale: () => void;
};

/** After the trip: the rating form once, then thanks with what was given. */
export function RatingSection({ token, view, initialScore, onStale }: RatingSectionProps) {
  if (view.rating) {
    return (
      <section
        aria-labelledby="rating-heading"
        className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-5 text-amber-950"
      >
        <Heart aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div className="flex flex-col gap-2">
          <h2 id="rating-heading" className="text-xl font-bold">
            Thank you for rating your trip
          </h2>
          <Stars value={view.rating.score} />
          {view.rating.comment && <p className="whitespace-pre-wrap">{view.rating.comment}</p>}
          {view.rating.reply && (
            <CompanyReply
              companyName={
                view.quotes.find((quote) => quote.id === view.chosen_quote_id)?.company_name ??
                'the company'
              }
              reply={view.rating.reply}
            />
          )}
          <p className="text-sm">Your rating helps other groups choose a company.</p>
        </div>
      </section>
    );
  }
  if (!view.can_rate) return null;
  return (
    <section
      aria-labelledby="rating-heading"
      className="flex flex-col gap-4 rounded-xl border bg-white p-5 shadow-sm"
    >
      <h2 id="rating-heading" className="text-xl font-semibold text-gray-900">
        Rate your trip
      </h2>
      <RatingForm token={token} initialScore={initialScore} onStale={onStale} />
    </section>
  );
}
