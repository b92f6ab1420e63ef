import type { LeadPriority, LeadStatus } from '@shared/leads/leads';
import { Badge } from '@/components/ui/badge';
import { priorityLabels, statusLabels } from '@/features/leads/workflow';
import { cn } from '@/lib/utils';

// Tinted so the five states stay apart without shouting; every pair meets AA contrast.
const statusClasses: Record<LeadStatus, string> = {
  new: 'bg-blue-100 text-blue-900',
  contacted: 'bg-amber-100 text-amber-900',
  quoted: 'bg-violet-100 text-violet-900',
  converted: 'bg-green-100 text-green-900',
  lost: 'bg-slate-200 text-slate-800',
};

const priorityClasses: Record<LeadPriority, string> = {
  high: 'bg-red-100 text-red-900',
  medium: 'bg-orange-50 text-orange-900',
  low: 'bg-slate-100 text-slate-800',
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge variant="outline" className={cn('border-transparent', statusClasses[status])}>
      {statusLabels[status]}
    </Badge>
  );
}

export function LeadPriorityBadge({ priority }: { priority: LeadPriority }) {
  return (
    <Badge variant="outline" className={cn('border-transparent', priorityClasses[priority])}>
      {priorityLabels[priority]} priority
    </Badge>
  );
}

/**
 * The lead list's marker for a request repeated within 24 hours
 * (docs/product.md#spam-and-duplicate-requests); the lead's page links to the first one.
 */
export function DuplicateBadge({ reference }: { reference: string }) {
  return (
    <Badge variant="outline" className="border-transparent bg-amber-100 text-amber-900">
      Possible duplicate of {reference}
    </Badge>
  );
}

/** A lead whose customer's personal data was erased (docs/product.md#my-requests-and-privacy). */
export function AnonymisedBadge() {
  return (
    <Badge variant="outline" className="border-transparent bg-slate-200 text-slate-800">
      Anonymised
    </Badge>
  );
}
