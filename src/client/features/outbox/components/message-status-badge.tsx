import type { MessageStatus } from '@shared/outbox/outbox';
import { Badge } from '@/components/ui/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { CAPTURED_EXPLANATION, statusLabels } from '@/features/outbox/format';
import { cn } from '@/lib/utils';

// Tinted so the five states stay apart without shouting; every pair meets AA contrast.
const statusClasses: Record<MessageStatus, string> = {
  captured: 'bg-sky-100 text-sky-900',
  queued: 'bg-amber-100 text-amber-900',
  sending: 'bg-violet-100 text-violet-900',
  sent: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

/**
 * A message's status. 'Captured' surprises people ("why wasn't it sent?"), so it carries its
 * reason on hover; the list's legend says the same for keyboard and screen-reader users.
 */
export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  const badge = (
    <Badge variant="outline" className={cn('border-transparent', statusClasses[status])}>
      {statusLabels[status]}
    </Badge>
  );
  if (status !== 'captured') return badge;
  return (
    <Tooltip>
      {/* A wrapper, so the badge keeps its own attributes. */}
      <TooltipTrigger asChild>
        <span className="inline-flex">{badge}</span>
      </TooltipTrigger>
      <TooltipContent>{CAPTURED_EXPLANATION}</TooltipContent>
    </Tooltip>
  );
}
