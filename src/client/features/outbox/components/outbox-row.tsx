import { Eye, Mail, MessageSquare, RotateCw, Send } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { STICKY_ACTIONS } from '@/components/table-rows';
import { TableCell, TableRow } from '@/components/ui/table';
import { canResend, type OutboxSummary } from '@/features/outbox/api';
import { channelLabels, describeMessage, formatDateTime } from '@/features/outbox/format';
import { MessageStatusBadge } from '@/features/outbox/components/message-status-badge';
import { paths } from '@/lib/paths';

/** When it was written and, below, when it went out: one column keeps the table narrower. */
function Timestamps({ message }: { message: OutboxSummary }) {
  return (
    <div className="flex flex-col">
      <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
      {message.sent_at && (
        <span className="text-xs text-muted-foreground">
          Sent <time dateTime={message.sent_at}>{formatDateTime(message.sent_at)}</time>
        </span>
      )}
    </div>
  );
}

export type RowActions = {
  onView: (message: OutboxSummary) => void;
  onRetry: (message: OutboxSummary) => void;
  onResend: (message: OutboxSummary) => void;
  /** The message whose retry is on its way, if any. */
  retryingId: number | undefined;
  /** The message whose copy is on its way, if any. */
  resendingId: number | undefined;
};

/** One message: what, to whom, for which lead, how it went; View, Retry once it failed, Resend. */
export function OutboxRow({
  message,
  onView,
  onRetry,
  onResend,
  retryingId,
  resendingId,
}: { message: OutboxSummary } & RowActions) {
  const ChannelIcon = message.channel === 'email' ? Mail : MessageSquare;
  const name = describeMessage(message);
  const retrying = retryingId === message.id;
  return (
    <TableRow>
      <TableCell>
        <span className="inline-flex items-center gap-1.5">
          <ChannelIcon aria-hidden="true" className="size-4 text-muted-foreground" />
          {channelLabels[message.channel]}
        </span>
      </TableCell>
      <TableCell className="max-w-52 truncate" title={message.recipient}>
        {message.recipient}
      </TableCell>
      <TableCell className="max-w-60 truncate" title={message.subject ?? undefined}>
        {message.subject ?? <span className="text-muted-foreground">—</span>}
      </TableCell>
      <TableCell>
        {message.lead_id === null ? (
          <span className="text-muted-foreground">—</span>
        ) : (
          <Link
            className="font-medium underline underline-offset-2"
            to={paths.admin.lead(message.lead_id)}
            aria-label={`Lead #${message.lead_id}`}
          >
            #{message.lead_id}
          </Link>
        )}
      </TableCell>
      <TableCell>
        <MessageStatusBadge status={message.status} />
      </TableCell>
      <TableCell className="text-right tabular-nums">{message.attempts}</TableCell>
      <TableCell
        className="max-w-48 truncate text-destructive"
        title={message.last_error ?? undefined}
      >
        {message.last_error ?? <span className="text-muted-foreground">—</span>}
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <Timestamps message={message} />
      </TableCell>
      <TableCell className={STICKY_ACTIONS}>
        <div className="flex gap-1">
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={`View ${name}`}
            onClick={() => onView(message)}
          >
            <Eye aria-hidden="true" />
            View
          </Button>
          {message.status === 'failed' && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-label={`Retry ${name}`}
              disabled={retrying}
              onClick={() => onRetry(message)}
            >
              <RotateCw aria-hidden="true" />
              {retrying ? 'Retrying...' : 'Retry'}
            </Button>
          )}
          {canResend(message) && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-label={`Resend ${name}`}
              disabled={resendingId === message.id}
              onClick={() => onResend(message)}
            >
              <Send aria-hidden="true" />
              {resendingId === message.id ? 'Resending...' : 'Resend'}
            </Button>
          )}
        </div>
      </TableCell>
    </TableRow>
  );
}
