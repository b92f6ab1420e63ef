import { useState, type MouseEvent } from 'react';
import { toast } from 'sonner';
import type { Page } from '@shared/content/admin';
import type { PageKind } from '@shared/content/page-urls';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { useDeletePage } from '@/features/content/admin/api';

type DeletePageDialogProps = { kind: PageKind; page: Page | null; onClose: () => void };

/** Spec §2 Delete, with confirmation. */
export function DeletePageDialog({ kind, page, onClose }: DeletePageDialogProps) {
  const remove = useDeletePage(kind);
  const [shown, setShown] = useState(page);
  if (page !== null && page !== shown) setShown(page);

  async function confirm(event: MouseEvent<HTMLButtonElement>) {
    // Stay open until the server answers, so a failure is seen next to what was attempted.
    event.preventDefault();
    if (!shown) return;
    try {
      await remove.mutateAsync(shown.id);
      toast.success('Page deleted', { description: shown.url });
      onClose();
    } catch (error) {
      toast.error('Failed to delete page', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  }

  return (
    <AlertDialog open={page !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Page</AlertDialogTitle>
          <AlertDialogDescription>
            Delete the page at {shown?.url}? This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
