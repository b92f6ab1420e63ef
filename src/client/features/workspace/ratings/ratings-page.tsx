import { useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { DEFAULT_PAGE_SIZE } from '@shared/http';
import { formatDate, formatDateTime } from '@shared/dates';
import type { CompanyRating } from '@shared/workspace/ratings';
import { LoadError } from '@/components/load-error';
import { Pagination } from '@/components/pagination';
import { Stars } from '@/components/stars';
import { Spinner } from '@/components/ui/spinner';
import { ratingsQueryOptions } from '@/features/workspace/ratings/api';
import { ReplyForm } from '@/features/workspace/ratings/reply-form';
import { parsePaging, useClampPage, useListParams } from '@/hooks/use-list-params';

const FIRST_PAGE = { page: 1, per_page: DEFAULT_PAGE_SIZE };

function Reply({ reply }: { reply: NonNullable<CompanyRating['reply']> }) {
  if (reply.body === null) {
    return (
      <p className="text-sm text-gray-700">
        Your reply was removed with the customer’s personal data.
      </p>
    );
  }
  return (
    <div className="rounded-md border-l-4 border-blue-600 bg-blue-50 p-3 text-sm">
      <p className="font-medium text-gray-900">Your reply</p>
      <p className="whitespace-pre-wrap text-gray-800">{reply.body}</p>
      <p className="mt-1 text-xs text-gray-600">
        {reply.replied_by ? `${reply.replied_by}, ` : ''}
        {formatDateTime(reply.replied_at)}
      </p>
    </div>
  );
}

function RatingCard({ rating }: { rating: CompanyRating }) {
  const headingId = `rating-${rating.id}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border bg-white p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={headingId} className="font-semibold text-gray-900">
          {rating.reference}: {rating.pickup_location} → {rating.dropoff_location}
        </h2>
        <Stars value={rating.score} />
      </header>
      <p className="text-sm text-gray-700">
        Trip on {formatDate(rating.date_of_travel)} · rated {formatDateTime(rating.rated_at)}
      </p>
      {rating.comment ? (
        <blockquote className="border-l-4 border-amber-400 pl-3 whitespace-pre-wrap text-gray-900">
          {rating.comment}
        </blockquote>
      ) : (
        <p className="text-sm text-gray-600">No comment.</p>
      )}
      {rating.reply ? (
        <Reply reply={rating.reply} />
      ) : (
        <ReplyForm ratingId={rating.id} reference={rating.reference} />
      )}
    </article>
  );
}

/**
 * /operator/ratings: what customers said after their trips, newest first, a page at a time; the
 * company replies once to each, publicly (docs/product.md#workspace-ratings).
 */
export function RatingsPage() {
  const [paging, update] = useListParams(parsePaging, FIRST_PAGE);
  const query = useQuery(ratingsQueryOptions(paging));
  useClampPage(paging.page, query.data?.last_page, query.isPlaceholderData, update);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-gray-700">
        What customers said after their trips, newest first. You can reply once to each rating;
        customers comparing quotes see your reply under the rating.
      </p>
      {query.isError && !query.data ? (
        <LoadError onRetry={() => void query.refetch()}>
          Failed to load ratings: {query.error.message}
        </LoadError>
      ) : !query.data ? (
        <Spinner className="py-10">Loading ratings...</Spinner>
      ) : query.data.total === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-white p-8 text-center text-gray-700">
          <Star aria-hidden="true" className="size-8 text-gray-500" />
          <p className="font-medium text-gray-900">No ratings yet.</p>
          <p>The day after each trip we ask the customer to rate your company.</p>
        </div>
      ) : (
        <>
          <ul
            className="flex flex-col gap-3"
            aria-label="Ratings"
            aria-busy={query.isPlaceholderData}
          >
            {query.data.data.map((rating) => (
              <li key={rating.id}>
                <RatingCard rating={rating} />
              </li>
            ))}
          </ul>
          <Pagination noun="ratings" of={query.data} onPage={(page) => update({ page })} />
        </>
      )}
    </div>
  );
}
