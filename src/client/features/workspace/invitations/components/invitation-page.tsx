import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/ui/spinner';
import { CompanyThread, workspaceThreadSource } from '@/features/conversations';
import { InvitationResponse } from '@/features/marketplace';
import {
  invitationQueryOptions,
  useDeclineInvitation,
  useQuoteInvitation,
} from '@/features/workspace/invitations/api';
import { isAwaitingQuote } from '@/features/workspace/invitations/format';
import { InvitationStatusBadge } from '@/features/workspace/invitations/components/invitation-status-badge';
import { TimeLeft } from '@/features/workspace/invitations/components/time-left';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';

function BackLink() {
  return (
    <Link
      to={paths.operator.home}
      className="inline-flex items-center gap-1 self-start text-sm font-medium underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All invitations
    </Link>
  );
}

/** An id that names none of your company's invitations. */
export function InvitationNotFound() {
  return (
    <div className="flex flex-col gap-4">
      <BackLink />
      <p role="alert">This invitation could not be found.</p>
    </div>
  );
}

/** /operator/invitations/:id: the journey, and the quote or decline, as the emailed link has them. */
export function InvitationPage({ id }: { id: number }) {
  const query = useQuery(invitationQueryOptions(id));
  const sendQuote = useQuoteInvitation(id);
  const decline = useDeclineInvitation(id);

  if (query.isError && !query.data) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return <InvitationNotFound />;
    return (
      <div className="flex flex-col gap-4">
        <BackLink />
        <LoadError onRetry={() => void query.refetch()}>
          Failed to load the invitation: {query.error.message}
        </LoadError>
      </div>
    );
  }
  if (!query.data) return <Spinner className="py-10">Loading the request...</Spinner>;

  const invitation = query.data;
  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      <header className="flex flex-col gap-2">
        <h2 className="text-2xl font-bold tracking-tight text-gray-900">
          Quote request {invitation.journey.reference}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <InvitationStatusBadge status={invitation.status} />
          {invitation.quote && (
            <span className="text-sm text-gray-700">Revision {invitation.quote.revision}</span>
          )}
          {isAwaitingQuote(invitation) && <TimeLeft deadline={invitation.deadline} />}
        </div>
      </header>
      <InvitationResponse
        view={invitation}
        sendQuote={sendQuote}
        decline={decline}
        onStale={() => void query.refetch()}
      />
      <CompanyThread source={workspaceThreadSource(id)} />
    </div>
  );
}
