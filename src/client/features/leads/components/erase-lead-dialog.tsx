import { toast } from 'sonner';
import type { StaffLead } from '@shared/leads/management';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useEraseLead } from '@/features/leads/mutations';

type EraseLeadDialogProps = {
  lead: Pick<StaffLead, 'id' | 'full_name' | 'reference'> | null;
  onClose: () => void;
};

/**
 * An admin erasing a customer's personal data on their request
 * (docs/product.md#my-requests-and-privacy): asked first, since it cannot be undone.
 */
export function EraseLeadDialog({ lead, onClose }: EraseLeadDialogProps) {
  const erase = useEraseLead();
  async function confirm({ id }: Pick<StaffLead, 'id'>) {
    try {
      await erase.mutateAsync(id);
      toast.success('Personal data erased');
      return true;
    } catch (error) {
      toast.error('Failed to erase the personal data', {
        description: error instanceof Error ? error.message : undefined,
      });
      return false;
    }
  }
  return (
    <ConfirmDialog
      subject={lead}
      words={(subject) => ({
        title: 'Erase Personal Data',
        description: `Erase ${subject.full_name}'s name, email, mobile, addresses, notes and free text from ${subject.reference}? Dates, counties, group size and prices are kept; the company they chose is told. This cannot be undone.`,
        confirm: 'Erase',
        pending: 'Erasing...',
      })}
      pending={erase.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
