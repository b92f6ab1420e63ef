import { useQuery } from '@tanstack/react-query';
import { Info, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  outboxPageQueryOptions,
  useResendMessage,
  useRetryMessage,
  type OutboxSummary,
} from '@/features/outbox/api';
import { MessagePreviewDialog } from '@/features/outbox/components/message-preview-dialog';
import { OutboxFilters } from '@/features/outbox/components/outbox-filters';
import { Pagination } from '@/components/pagination';
import { OutboxTable } from '@/features/outbox/components/outbox-table';
import {
  CAPTURED_EXPLANATION,
  RESENT,
  RESENT_CAPTURED,
  statusLabels,
} from '@/features/outbox/format';
import { useClampPage, useListParams } from '@/hooks/use-list-params';
import { DEFAULT_OUTBOX_PARAMS, parseOutboxParams } from '@/features/outbox/list-params';
import { LoadError } from '@/components/load-error';
import { ListSection } from '@/components/list-section';

/** /admin/outbox: every email and SMS, its delivery status, its rendered content, retry and resend. */
export function OutboxList() {
  const [params, update] = useListParams(parseOutboxParams, DEFAULT_OUTBOX_PARAMS);
  const page = useQuery(outboxPageQueryOptions(params));
  const retry = useRetryMessage();
  const resend = useResendMessage();
  const [viewing, setViewing] = useState<OutboxSummary | null>(null);
  useClampPage(params.page, page.data?.last_page, page.isPlaceholderData, update);

  async function retryMessage(message: OutboxSummary) {
    try {
      await retry.mutateAsync(message.id);
      toast.success('Message queued for retry');
    } catch (error) {
      toast.error('Failed to retry message', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  }

  async function resendMessage(message: OutboxSummary) {
    try {
      const copy = await resend.mutateAsync(message.id);
      if (copy.status === 'captured') toast.success(RESENT_CAPTURED);
      else toast.success(RESENT);
    } catch (error) {
      toast.error('Failed to resend message', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  }

  const rows = page.data?.data;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground">
          Every email and SMS the service has written, and whether it went out.
        </p>
        <Button type="button" variant="outline" onClick={() => void page.refetch()}>
          <RefreshCw aria-hidden="true" />
          Refresh
        </Button>
      </div>

      <ListSection title="Messages">
        <OutboxFilters params={params} onChange={update} />
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong className="font-medium text-foreground">{statusLabels.captured}:</strong>{' '}
            {CAPTURED_EXPLANATION}.
          </span>
        </p>
        {page.isError && (
          <LoadError onRetry={() => void page.refetch()}>
            Failed to load messages: {page.error.message}
          </LoadError>
        )}
        <OutboxTable
          rows={rows}
          loading={page.isPending}
          busy={page.isFetching}
          emptyText={
            params.status
              ? `No ${statusLabels[params.status].toLowerCase()} messages`
              : 'No messages yet'
          }
          onView={setViewing}
          onRetry={(message) => void retryMessage(message)}
          retryingId={retry.isPending ? retry.variables : undefined}
          onResend={(message) => void resendMessage(message)}
          resendingId={resend.isPending ? resend.variables : undefined}
        />
        {page.data && (
          <Pagination
            noun="messages"
            of={page.data}
            onPage={(number) => update({ page: number })}
          />
        )}
      </ListSection>

      <MessagePreviewDialog
        message={viewing}
        onClose={() => setViewing(null)}
        onResend={(message) => void resendMessage(message)}
        resending={resend.isPending}
      />
    </div>
  );
}
