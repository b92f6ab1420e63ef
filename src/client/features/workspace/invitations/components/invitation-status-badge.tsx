import type { WorkspaceInvitationStatus } from '@shared/workspace/invitations';
import { Badge } from '@/components/ui/badge';
import { invitationStatusLabels } from '@/features/workspace/invitations/format';
import { cn } from '@/lib/utils';

const TONES: Record<WorkspaceInvitationStatus, string> = {
  invited: 'border-blue-300 bg-blue-50 text-blue-900',
  quoted: 'border-indigo-300 bg-indigo-50 text-indigo-900',
  chosen: 'border-green-300 bg-green-50 text-green-900',
  declined: 'border-gray-300 bg-gray-50 text-gray-800',
  not_chosen: 'border-gray-300 bg-gray-50 text-gray-800',
  closed: 'border-gray-300 bg-gray-50 text-gray-800',
};

export function InvitationStatusBadge({ status }: { status: WorkspaceInvitationStatus }) {
  return (
    <Badge variant="outline" className={cn('text-sm', TONES[status])}>
      {invitationStatusLabels[status]}
    </Badge>
  );
}
