import { BadgeCheck, ShieldAlert } from 'lucide-react';
import type { OperatorStatus } from '@shared/marketplace/operators';
import { Badge } from '@/components/ui/badge';
import { operatorStatusLabels } from '@/features/marketplace/format';
import { cn } from '@/lib/utils';

// Tinted so the three states stay apart without shouting; each pair meets AA contrast.
const statusClasses: Record<OperatorStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  verified: 'bg-green-100 text-green-900',
  suspended: 'bg-slate-200 text-slate-800',
};

export function OperatorStatusBadge({ status }: { status: OperatorStatus }) {
  return (
    <Badge variant="outline" className={cn('border-transparent', statusClasses[status])}>
      {status === 'verified' && <BadgeCheck aria-hidden="true" />}
      {operatorStatusLabels[status]}
    </Badge>
  );
}

export function InsuranceExpiredBadge() {
  return (
    <Badge variant="outline" className="border-transparent bg-red-100 text-red-900">
      <ShieldAlert aria-hidden="true" />
      Insurance expired
    </Badge>
  );
}
