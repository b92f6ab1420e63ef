import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Send } from 'lucide-react';
import { Link } from 'react-router';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { canResend, outboxMessageQueryOptions } from '@/features/outbox/api';
import { Button } from '@/components/ui/button';
import { MessageBody } from '@/features/outbox/components/message-body';
import { MessageStatusBadge } from '@/features/outbox/components/message-status-badge';
import type { OutboxSummary } from '@/features/outbox/api';
import { channelLabels, describeMessage, formatDateTime } from '@/features/outbox/format';
import { paths } from '@/lib/paths';
import { LoadError } from '@/components/load-error';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Facts({ message }: { message: OutboxSummary }) {
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
      <Fact label="Status">
        <MessageStatusBadge status={message.status} />
      </Fact>
      <Fact label="Attempts">{message.attempts}</Fact>
      <Fact label="Created">{formatDateTime(message.created_at)}</Fact>
      <Fact label="Sent">{message.sent_at ? formatDateTime(message.sent_at) : '—'}</Fact>
      <Fact label="Lead">
        {message.lead_id === null ? (
          '—'
        ) : (
          <Link className="underline underline-offset-2" to={paths.admin.lead(message.lead_id)}>
            Lead #{message.lead_id}
          </Link>
        )}
      </Fact>
      <Fact label="Updated">{formatDateTime(message.updated_at)}</Fact>
      {message.last_error && (
        <div className="col-span-full flex flex-col gap-0.5">
          <dt className="text-xs text-muted-foreground">Last error</dt>
          <dd className="break-words text-destructive">{message.last_error}</dd>
        </div>
      )}
    </dl>
  );
}

function PreviewContent({ summary }: { summary: OutboxSummary }) {
  const detail = useQuery(outboxMessageQueryOptions(summary.id));
  if (detail.isPending) {
    return (
      <p role="status" className="py-6 text-muted-foreground">
        Loading message…
      </p>
    );
  }
  if (detail.isError) {
    return (
      <LoadError className="py-6" onRetry={() => void detail.refetch()}>
        Failed to load the message: {detail.error.message}
      </LoadError>
    );
  }
  return (
    <>
      <Facts message={detail.data} />
      <MessageBody message={detail.data} />
    </>
  );
}

type MessagePreviewDialogProps = {
  message: OutboxSummary | null;
  onClose: () => void;
  onResend: (message: OutboxSummary) => void;
  /** A copy is on its way. */
  resending: boolean;
};

/** The message as its recipient sees it, with its delivery facts, and Resend when it may be. */
export function MessagePreviewDialog({
  message,
  onClose,
  onResend,
  resending,
}: MessagePreviewDialogProps) {
  // Keep the last message on screen while the dialog animates closed.
  const [shown, setShown] = useState(message);
  if (message !== null && message !== shown) setShown(message);
  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle className="leading-snug">
            {shown ? describeMessage(shown) : 'Message'}
          </DialogTitle>
          <DialogDescription>
            {shown && `${channelLabels[shown.channel]} to ${shown.recipient}`}
          </DialogDescription>
        </DialogHeader>
        {shown && <PreviewContent key={shown.id} summary={shown} />}
        {shown && canResend(shown) && (
          <DialogFooter>
            <Button type="button" disabled={resending} onClick={() => onResend(shown)}>
              <Send aria-hidden="true" />
              {resending ? 'Resending...' : 'Resend'}
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
