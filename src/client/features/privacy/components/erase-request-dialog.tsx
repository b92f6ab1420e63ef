import { toast } from 'sonner';
import type { MyRequest } from '@shared/privacy/my-requests';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useEraseMyRequest } from '@/features/privacy/api';

type EraseRequestDialogProps = {
  token: string;
  request: MyRequest | null;
  onClose: () => void;
};

/** The customer erasing one request's personal details, asked first (it cannot be undone). */
export function EraseRequestDialog({ token, request, onClose }: EraseRequestDialogProps) {
  const erase = useEraseMyRequest(token);
  async function confirm(subject: MyRequest) {
    try {
      const { message } = await erase.mutateAsync(subject.id);
      toast.success(message);
      return true;
    } catch (error) {
      toast.error('Your details could not be erased', {
        description: error instanceof Error ? error.message : undefined,
      });
      return false;
    }
  }
  return (
    <ConfirmDialog
      subject={request}
      words={(subject) => ({
        title: `Erase your details from ${subject.reference}?`,
        description:
          'Your name, email, mobile number, addresses and notes are removed from this request, and it is closed if still open. We keep only anonymous figures (dates, counties, group size, prices). The company you chose, if any, is told to erase your details too. This cannot be undone.',
        confirm: 'Erase my details',
        pending: 'Erasing...',
      })}
      pending={erase.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
