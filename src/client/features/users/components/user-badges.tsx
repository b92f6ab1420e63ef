import type { RoleId, UserStatus } from '@shared/users/users';
import { Badge } from '@/components/ui/badge';
import { roleLabels, statusLabels } from '@/features/users/format';
import { cn } from '@/lib/utils';

const roleVariants = { 1: 'default', 2: 'secondary', 3: 'outline', 4: 'outline' } as const;

export function RoleBadge({ roleId }: { roleId: RoleId }) {
  return <Badge variant={roleVariants[roleId]}>{roleLabels[roleId]}</Badge>;
}

// Tinted rather than solid so three states stay apart without shouting; all meet AA contrast.
const statusClasses: Record<UserStatus, string> = {
  active: 'border-transparent bg-green-100 text-green-800',
  inactive: 'border-transparent bg-slate-200 text-slate-700',
  pending: 'border-transparent bg-amber-100 text-amber-900',
};

export function StatusBadge({ status }: { status: UserStatus }) {
  return (
    <Badge variant="outline" className={cn(statusClasses[status])}>
      {statusLabels[status]}
    </Badge>
  );
}
