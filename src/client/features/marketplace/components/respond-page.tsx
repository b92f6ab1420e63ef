import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@/components/ui/spinner';
import { CompanyBookingSection } from '@/features/bookings';
import { CompanyThread, respondThreadSource } from '@/features/conversations';
import {
  isLinkGone,
  respondQueryOptions,
  useDeclineRequest,
  useSendQuote,
} from '@/features/marketplace/api';
import { InvitationResponse } from '@/features/marketplace/components/invitation-response';
import { LinkProblem } from '@/features/marketplace/components/link-problem';
import { inviteStatusLabels } from '@/features/marketplace/format';

type RespondPageProps = { token: string };

/** /respond/{token}: a bus company sees the journey and quotes for it, revises, or declines. */
export function RespondPage({ token }: RespondPageProps) {
  const query = useQuery(respondQueryOptions(token));
  const sendQuote = useSendQuote(token);
  const decline = useDeclineRequest(token);
  // A failed refresh keeps what is on screen, unless the link itself has gone.
  if (query.isError && (!query.data || isLinkGone(query.error)))
    return <LinkProblem error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Spinner className="py-10">Loading the request...</Spinner>;

  const view = query.data;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-medium text-gray-600">{view.company_name}</p>
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">Quote request</h1>
        <p className="text-gray-700">
          Status: <span className="font-semibold">{inviteStatusLabels[view.status]}</span>
          {view.quote && ` · Revision ${view.quote.revision}`}
        </p>
      </header>
      <InvitationResponse
        view={view}
        sendQuote={sendQuote}
        decline={decline}
        onStale={() => void query.refetch()}
      />
      {view.status === 'chosen' && <CompanyBookingSection token={token} />}
      <CompanyThread source={respondThreadSource(token)} />
    </div>
  );
}
