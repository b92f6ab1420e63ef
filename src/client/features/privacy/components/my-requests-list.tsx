import { useQuery } from '@tanstack/react-query';
import { Download, Inbox } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '@shared/dates';
import { BOOKING_STATUS_LABELS } from '@shared/bookings/booking';
import type { MyRequest } from '@shared/privacy/my-requests';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { myExportUrl, myRequestsQueryOptions } from '@/features/privacy/api';
import { EraseRequestDialog } from '@/features/privacy/components/erase-request-dialog';
import { MyLinkProblem } from '@/features/privacy/components/my-link-problem';

/** What a request's status means to its customer. */
const customerStatus: Record<MyRequest['status'], string> = {
  new: 'Waiting for quotes',
  contacted: 'Waiting for quotes',
  quoted: 'Quotes received',
  converted: 'Company chosen',
  lost: 'Closed',
};

const quoteCount = (count: number) => `${count} ${count === 1 ? 'quote' : 'quotes'}`;

function RequestCard({ request, onErase }: { request: MyRequest; onErase: () => void }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-bold text-gray-900">{request.route}</h2>
        <span className="font-mono text-sm">{request.reference}</span>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm text-gray-700 sm:grid-cols-2">
        <div>
          <dt className="inline font-semibold">Travel date: </dt>
          <dd className="inline">{formatDate(request.date_of_travel)}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Group: </dt>
          <dd className="inline">{request.number_of_people}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Status: </dt>
          <dd className="inline">
            {customerStatus[request.status]} ({quoteCount(request.quotes)})
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold">Sent: </dt>
          <dd className="inline">{formatDateTime(request.created_at)}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={request.quotes_path}>
            See the quotes<span className="sr-only"> for {request.reference}</span>
          </Link>
        </Button>
        {request.booking && (
          <Button asChild variant="outline">
            <Link to={request.booking.path}>
              Booking: {BOOKING_STATUS_LABELS[request.booking.status]}
              <span className="sr-only"> for {request.reference}</span>
            </Link>
          </Button>
        )}
        <Button type="button" variant="outline" onClick={onErase}>
          Erase my details<span className="sr-only"> from {request.reference}</span>
        </Button>
      </div>
    </li>
  );
}

/** `/my/{token}`: every request made with the address, its data to download, each to erase. */
export function MyRequestsList({ token }: { token: string }) {
  const view = useQuery(myRequestsQueryOptions(token));
  const [erasing, setErasing] = useState<MyRequest | null>(null);

  if (view.isError) return <MyLinkProblem error={view.error} onRetry={() => void view.refetch()} />;
  if (!view.data) return <Spinner className="py-10">Loading your requests...</Spinner>;
  const { email, expires_at, requests } = view.data;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-4xl font-extrabold tracking-tight text-gray-900">My requests</h1>
        <p className="text-gray-700">
          The coach hire requests made with {email}. This page works until{' '}
          {formatDateTime(expires_at)}; after that, ask for a new link.
        </p>
        <Button asChild variant="outline" className="self-start">
          <a href={myExportUrl(token)} download>
            <Download aria-hidden="true" />
            Download my data (JSON)
          </a>
        </Button>
      </header>
      {requests.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-10 text-center">
          <Inbox aria-hidden="true" className="size-12 text-gray-500" />
          <h2 className="text-2xl font-bold text-gray-900">No requests</h2>
          <p className="max-w-xl text-gray-700">
            There are no requests with personal details made with this address.{' '}
            <Link className="font-semibold text-blue-800 underline" to={paths.home}>
              Ask for quotes
            </Link>
          </p>
        </div>
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Your requests">
          {requests.map((request) => (
            <RequestCard key={request.id} request={request} onErase={() => setErasing(request)} />
          ))}
        </ul>
      )}
      <EraseRequestDialog token={token} request={erasing} onClose={() => setErasing(null)} />
    </div>
  );
}
