import { MessageSquareReply } from 'lucide-react';
import { formatMomentDate } from '@shared/dates';
import type { PublicRatingReply } from '@shared/marketplace/quotes';
import { Stars } from '@/components/stars';

/** A company's public reply, under the rating it answers, labelled as the company's. */
export function CompanyReply({
  companyName,
  reply,
}: {
  companyName: string;
  reply: { body: string; replied_at: string };
}) {
  return (
    <div className="rounded-md border-l-4 border-blue-600 bg-blue-50 p-3 text-sm text-gray-900">
      <p className="flex items-center gap-1 font-medium">
        <MessageSquareReply aria-hidden="true" className="size-4" />
        Reply from {companyName}
      </p>
      <p className="whitespace-pre-wrap">{reply.body}</p>
      <p className="mt-1 text-xs text-gray-600">{formatMomentDate(reply.replied_at)}</p>
    </div>
  );
}

/**
 * On a quote card, the company's latest replies to its ratings (docs/product.md#ratings): each
 * under the score and date of the rating it answers; never the rater nor their comment.
 */
export function RatingReplies({
  companyName,
  replies,
}: {
  companyName: string;
  replies: readonly PublicRatingReply[];
}) {
  if (replies.length === 0) return null;
  return (
    <section aria-label={`${companyName} replies to its ratings`} className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-gray-900">Replies to ratings</h4>
      <ul className="flex flex-col gap-2">
        {replies.map((reply) => (
          <li key={`${reply.rated_at}-${reply.replied_at}`} className="flex flex-col gap-1">
            <p className="flex items-center gap-2 text-xs text-gray-700">
              <Stars value={reply.score} />
              Rated {formatMomentDate(reply.rated_at)}
            </p>
            <CompanyReply companyName={companyName} reply={reply} />
          </li>
        ))}
      </ul>
    </section>
  );
}
