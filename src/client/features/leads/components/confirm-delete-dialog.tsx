import type { MouseEvent } from 'react';
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

type ConfirmDeleteDialogProps = {
  open: boolean;
  title: string;
  /** The spec's confirmation sentence (§8). */
  message: string;
  pending: boolean;
  onConfirm: () => Promise<void>;
  onClose: () => void;
};

/** Asks before a delete and stays open until the server answers. */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const { open, title, message, pending, onConfirm, onClose } = props;

  function confirm(event: MouseEvent<HTMLButtonElement>) {
    // Radix closes on Action by default; the caller closes once the delete has succeeded.
    event.preventDefault();
    void onConfirm();
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{message}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" disabled={pending} onClick={confirm}>
            {pending ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
