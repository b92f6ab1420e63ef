import { Link } from 'react-router';
import { formatDate } from '@shared/dates';
import type { RequestSummary } from '@/features/leads/request/request-summary';
import { PriceRange } from '@/features/trips';

type Fact = { label: string; value: string };

function journeyFacts(summary: RequestSummary): Fact[] {
  const returnValue =
    summary.is_return_trip && summary.return_date
      ? [formatDate(summary.return_date), summary.return_time].filter(Boolean).join(' at ')
      : 'One way';
  const people = summary.number_of_people;
  return [
    { label: 'From', value: summary.pickup_location },
    { label: 'To', value: summary.dropoff_location },
    {
      label: 'Date and time',
      value: `${formatDate(summary.date_of_travel)} at ${summary.pickup_time}`,
    },
    { label: 'Return', value: returnValue },
    { label: 'People', value: `${people} ${people === 1 ? 'person' : 'people'}` },
  ];
}

type RequestReceiptProps = { summary: RequestSummary | null };

/**
 * The thank-you page's account of the request just sent (docs/product.md#thank-you-page): its
 * reference, the journey, the price range the form showed and the link to the comparison page. Without one (another tab, storage
 * switched off) it says where to find them.
 */
export function RequestReceipt({ summary }: RequestReceiptProps) {
  if (!summary) {
    return (
      <p className="max-w-xl text-gray-700">
        Your reference and the link to your quotes are in the confirmation email we have sent you.
      </p>
    );
  }
  return (
    <section
      aria-labelledby="request-receipt-heading"
      className="flex w-full flex-col gap-4 rounded-xl border bg-white p-5 text-left shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="request-receipt-heading" className="text-xl font-semibold text-gray-900">
          Your request
        </h2>
        <p className="text-gray-700">
          Reference <strong className="font-mono text-lg text-gray-900">{summary.reference}</strong>
        </p>
      </div>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(7rem,auto)_1fr]">
        {journeyFacts(summary).map(({ label, value }) => (
          <div key={label} className="contents">
            <dt className="text-sm text-gray-600">{label}</dt>
            <dd className="font-medium break-words text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      {summary.estimate ? (
        <p className="text-gray-900">
          <PriceRange estimate={summary.estimate} />. Companies price your trip themselves.
        </p>
      ) : null}
      <p className="text-gray-700">
        Your quotes appear on your private page as companies reply. Keep the link: it is also in
        your confirmation email.
      </p>
      <Link
        to={summary.quotes_path}
        className="inline-flex h-11 items-center self-start rounded-lg border-2 border-blue-700 px-5 font-semibold text-blue-800 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        See your quotes
      </Link>
    </section>
  );
}
