import type { Ref } from 'react';
import { toast } from 'sonner';
import type { LeadUpdate, StaffLead } from '@shared/leads/management';
import type { LeadPriority, LeadStatus } from '@shared/leads/leads';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { DetailCard } from '@/features/leads/components/detail-card';
import { LeadAssignment } from '@/features/leads/components/lead-assignment';
import { useUpdateLead } from '@/features/leads/mutations';
import { mayWorkLead, type Viewer } from '@/features/leads/viewer';
import { PRIORITIES, priorityLabels, statusLabels, statusOptions } from '@/features/leads/workflow';

type LeadWorkflowProps = {
  lead: StaffLead;
  viewer: Viewer;
  /** The status control, so 'Update Status' can bring the focus to it. */
  statusRef: Ref<HTMLButtonElement>;
};

/** Status (only the allowed next steps), priority and assignee; each change saves at once. */
export function LeadWorkflow({ lead, viewer, statusRef }: LeadWorkflowProps) {
  const update = useUpdateLead();

  async function save(changes: LeadUpdate, done: string) {
    try {
      await update.mutateAsync({ id: lead.id, changes });
      toast.success(done);
    } catch (error) {
      toast.error('Failed to update bus quote', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  }

  const options = statusOptions(lead.status);
  const locked = !mayWorkLead(viewer, lead);
  return (
    <DetailCard title="Workflow">
      <div className="flex flex-col gap-4">
        {locked && (
          <p className="text-sm text-muted-foreground">
            Assigned to {lead.assigned_to_name ?? 'someone else'}: only they or an admin can change
            this lead.
          </p>
        )}
        <div className="flex flex-col gap-2">
          <Label htmlFor="lead-status">Status</Label>
          <Select
            value={lead.status}
            disabled={update.isPending || locked}
            onValueChange={(status) =>
              void save({ status: status as LeadStatus }, 'Status updated')
            }
          >
            <SelectTrigger id="lead-status" ref={statusRef} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {options.map((status) => (
                <SelectItem key={status} value={status}>
                  {statusLabels[status]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {options.length === 1 && (
            <p className="text-xs text-muted-foreground">A converted lead is final.</p>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="lead-priority">Priority</Label>
          <Select
            value={lead.priority}
            disabled={update.isPending || locked}
            onValueChange={(priority) =>
              void save({ priority: priority as LeadPriority }, 'Priority updated')
            }
          >
            <SelectTrigger id="lead-priority" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PRIORITIES.map((priority) => (
                <SelectItem key={priority} value={priority}>
                  {priorityLabels[priority]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <LeadAssignment
          lead={lead}
          viewer={viewer}
          pending={update.isPending}
          onAssign={(assigned_to) =>
            save({ assigned_to }, assigned_to === null ? 'Lead unassigned' : 'Lead assigned')
          }
        />
      </div>
    </DetailCard>
  );
}
