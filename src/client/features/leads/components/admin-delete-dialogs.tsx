import { toast } from 'sonner';
import type { StaffLead } from '@shared/leads/management';
import { ConfirmDialog, DELETE_WORDS } from '@/components/confirm-dialog';
import { useBulkDeleteLeads, useDeleteLead } from '@/features/leads/mutations';

/** Deleting leads, one or many, fails with the same toast. */
function reportFailure(error: unknown) {
  toast.error('Failed to delete bus quote', {
    description: error instanceof Error ? error.message : undefined,
  });
  return false;
}

type DeleteLeadDialogProps = {
  lead: Pick<StaffLead, 'id' | 'full_name'> | null;
  onClose: () => void;
  onDeleted?: () => void;
};

/** One lead: 'Delete this lead? This action cannot be undone.' (docs/product.md#lead-messages). */
export function DeleteLeadDialog({ lead, onClose, onDeleted }: DeleteLeadDialogProps) {
  const deleteLead = useDeleteLead();
  async function remove({ id }: Pick<StaffLead, 'id'>) {
    try {
      await deleteLead.mutateAsync(id);
      toast.success('Lead deleted');
      onDeleted?.();
      return true;
    } catch (error) {
      return reportFailure(error);
    }
  }
  return (
    <ConfirmDialog
      subject={lead}
      words={() => ({
        title: 'Delete Lead',
        description: 'Delete this lead? This action cannot be undone.',
        ...DELETE_WORDS,
      })}
      pending={deleteLead.isPending}
      onConfirm={remove}
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

/** The selected leads, all or nothing: 'Delete {n} selected lead(s)? …'. */
export function BulkDeleteDialog({ ids, open, onClose, onDeleted }: BulkDeleteDialogProps) {
  const bulkDelete = useBulkDeleteLeads();
  async function removeAll() {
    try {
      const { deleted } = await bulkDelete.mutateAsync([...ids]);
      toast.success(`${deleted} lead(s) deleted`);
      onDeleted();
      return true;
    } catch (error) {
      return reportFailure(error);
    }
  }
  return (
    <ConfirmDialog
      // The count, not the list: a new array each render would never settle as the subject.
      subject={open ? ids.length : null}
      words={(count) => ({
        title: 'Delete Selected Leads',
        description: `Delete ${count} selected lead(s)? This cannot be undone.`,
        ...DELETE_WORDS,
      })}
      pending={bulkDelete.isPending}
      onConfirm={removeAll}
      onClose={onClose}
    />
  );
}
