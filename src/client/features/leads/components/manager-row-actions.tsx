import { UserCheck, UserMinus } from 'lucide-react';
import { toast } from 'sonner';
import type { StaffLead } from '@shared/leads/management';
import { Button } from '@/components/ui/button';
import { ViewLeadLink } from '@/features/leads/components/view-lead-link';
import { useUpdateLead } from '@/features/leads/mutations';

type ManagerRowActionsProps = { lead: StaffLead; viewerId: number };

/**
 * View opens the lead; Assign takes an unassigned one, Unassign hands back my own; a lead assigned
 * to someone else has View only.
 */
export function ManagerRowActions({ lead, viewerId }: ManagerRowActionsProps) {
  const updateLead = useUpdateLead();
  const mine = lead.assigned_to === viewerId;

  async function toggleAssignment() {
    try {
      await updateLead.mutateAsync({
        id: lead.id,
        changes: { assigned_to: mine ? null : viewerId },
      });
      toast.success(mine ? 'Lead unassigned' : 'Lead assigned to you');
    } catch (error) {
      toast.error('Failed to update bus quote', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  }

  const isOthers = lead.assigned_to !== null && !mine;
  return (
    <>
      <ViewLeadLink lead={lead} area="manager" />
      {!isOthers && (
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={updateLead.isPending}
          aria-label={`${mine ? 'Unassign' : 'Assign'} ${lead.full_name}`}
          onClick={() => void toggleAssignment()}
        >
          {mine ? <UserMinus aria-hidden="true" /> : <UserCheck aria-hidden="true" />}
          {mine ? 'Unassign' : 'Assign'}
        </Button>
      )}
    </>
  );
}
