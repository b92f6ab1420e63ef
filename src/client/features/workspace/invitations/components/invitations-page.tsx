import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { DEFAULT_PAGE_SIZE } from '@shared/http';
import { LoadError } from '@/components/load-error';
import { Pagination } from '@/components/pagination';
import { Spinner } from '@/components/ui/spinner';
import { invitationsQueryOptions } from '@/features/workspace/invitations/api';
import { InvitationCard } from '@/features/workspace/invitations/components/invitation-card';
import { parsePaging, useClampPage, useListParams } from '@/hooks/use-list-params';

const FIRST_PAGE = { page: 1, per_page: DEFAULT_PAGE_SIZE };

/**
 * /operator: every request your company was invited to quote for, newest first, a page at a time
 * (the page kept in the address).
 */
export function InvitationsPage() {
  const [paging, update] = useListParams(parsePaging, FIRST_PAGE);
  const query = useQuery(invitationsQueryOptions(paging));
  useClampPage(paging.page, query.data?.last_page, query.isPlaceholderData, update);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-gray-700">
        Requests your company was invited to quote for, newest first. Quote before the deadline:
        after it, more companies may be invited.
      </p>
      {query.isError && !query.data ? (
        <LoadError onRetry={() => void query.refetch()}>
          Failed to load invitations: {query.error.message}
        </LoadError>
      ) : !query.data ? (
        <Spinner className="py-10">Loading invitations...</Spinner>
      ) : query.data.total === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-white p-8 text-center text-gray-700">
          <Inbox aria-hidden="true" className="size-8 text-gray-500" />
          <p className="font-medium text-gray-900">No invitations yet.</p>
          <p>When a customer’s request suits your company, it appears here and we email you.</p>
        </div>
      ) : (
        <>
          <ul
            className="flex flex-col gap-3"
            aria-label="Invitations"
            aria-busy={query.isPlaceholderData}
          >
            {query.data.data.map((invitation) => (
              <li key={invitation.id}>
                <InvitationCard invitation={invitation} />
              </li>
            ))}
          </ul>
          <Pagination noun="invitations" of={query.data} onPage={(page) => update({ page })} />
        </>
      )}
    </div>
  );
}
