import { toast } from 'sonner';
import type { StaffLead } from '@shared/leads/management';
import { ConfirmDeleteDialog } from '@/features/leads/components/confirm-delete-dialog';
import { useBulkDeleteLeads, useDeleteLead } from '@/features/leads/mutations';

const reason = (error: unknown) => (error instanceof Error ? error.message : undefined);

type DeleteLeadDialogProps = {
  lead: Pick<StaffLead, 'id' | 'full_name'> | null;
  onClose: () => void;
  onDeleted?: () => void;
};

/** One lead: 'Delete this lead? This action cannot be undone.' (spec §8). */
export function DeleteLeadDialog({ lead, onClose, onDeleted }: DeleteLeadDialogProps) {
  const deleteLead = useDeleteLead();
  async function confirm() {
    if (!lead) return;
    try {
      await deleteLead.mutateAsync(lead.id);
      toast.success('Lead deleted');
      onClose();
      onDeleted?.();
    } catch (error) {
      toast.error('Failed to delete bus quote', { description: reason(error) });
    }
  }
  return (
    <ConfirmDeleteDialog
      open={lead !== null}
      title="Delete Lead"
      message="Delete this lead? This action cannot be undone."
      pending={deleteLead.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

type BulkDeleteDialogProps = {
  ids: readonly number[];
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
};

/** The selected leads, all or nothing: 'Delete {n} selected lead(s)? …' (spec §8). */
export function BulkDeleteDialog({ ids, open, onClose, onDeleted }: BulkDeleteDialogProps) {
  const bulkDelete = useBulkDeleteLeads();
  async function confirm() {
    try {
      const { deleted } = await bulkDelete.mutateAsync([...ids]);
      toast.success(`${deleted} lead(s) deleted`);
      onClose();
      onDeleted();
    } catch (error) {
      toast.error('Failed to delete bus quote', { description: reason(error) });
    }
  }
  return (
    <ConfirmDeleteDialog
      open={open}
      title="Delete Selected Leads"
      message={`Delete ${ids.length} selected lead(s)? This cannot be undone.`}
      pending={bulkDelete.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
