import { useQuery } from '@tanstack/react-query';
import { UserCheck, UserMinus } from 'lucide-react';
import type { StaffLead } from '@shared/leads/management';
import { Button } from '@/components/ui/button';
import { staffUsersQueryOptions } from '@/features/leads/api';
import { FilterSelect } from '@/components/filter-select';
import type { Viewer } from '@/features/leads/viewer';

type LeadAssignmentProps = {
  lead: StaffLead;
  viewer: Viewer;
  pending: boolean;
  onAssign: (userId: number | null) => Promise<void>;
};

/**
 * Admins choose any active admin or manager. Managers cannot list accounts (the user list is
 * admin-only), so they take an unassigned lead themselves or hand back their own; someone else's
 * is not theirs to move.
 */
export function LeadAssignment({ lead, viewer, pending, onAssign }: LeadAssignmentProps) {
  const staff = useQuery(staffUsersQueryOptions(viewer.isAdmin));
  const isMine = lead.assigned_to === viewer.id;

  if (viewer.isAdmin) {
    const choices = (staff.data ?? []).filter(
      (user) => user.status === 'active' || user.id === lead.assigned_to,
    );
    const options = [
      { value: '', label: 'Unassigned' },
      ...choices.map((user) => ({ value: String(user.id), label: user.name })),
    ];
    if (lead.assigned_to !== null && !choices.some((user) => user.id === lead.assigned_to)) {
      options.push({ value: String(lead.assigned_to), label: lead.assigned_to_name ?? 'Unknown' });
    }
    return (
      <div className="flex flex-col gap-2">
        <p aria-hidden="true" className="text-sm font-medium">
          Assigned To
        </p>
        <FilterSelect
          label="Assigned To"
          className="md:w-full"
          value={lead.assigned_to === null ? '' : String(lead.assigned_to)}
          options={options}
          disabled={pending}
          onChange={(value) => void onAssign(value === '' ? null : Number(value))}
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium">Assigned To</p>
      <p className="text-sm">
        {isMine
          ? 'You'
          : (lead.assigned_to_name ?? <span className="text-muted-foreground">Unassigned</span>)}
      </p>
      <div className="flex flex-wrap gap-2">
        {lead.assigned_to === null && (
          <Button
            type="button"
            size="sm"
            disabled={pending}
            onClick={() => void onAssign(viewer.id)}
          >
            <UserCheck aria-hidden="true" />
            Assign to me
          </Button>
        )}
        {isMine && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={pending}
            onClick={() => void onAssign(null)}
          >
            <UserMinus aria-hidden="true" />
            Unassign
          </Button>
        )}
      </div>
    </div>
  );
}
