import { useState, type MouseEvent } from 'react';
import type { Operator } from '@shared/marketplace/marketplace';
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

export type OperatorConfirmation = { action: 'suspend' | 'delete'; operator: Operator } | null;

const wording = {
  suspend: {
    title: 'Suspend bus company',
    body: (name: string) =>
      `Suspend ${name}? It will receive no new leads until it is verified again. Quotes it has already sent stay with their customers.`,
    confirm: 'Suspend',
    pending: 'Suspending...',
  },
  delete: {
    title: 'Delete bus company',
    body: (name: string) => `Delete ${name}? This cannot be undone.`,
    confirm: 'Delete',
    pending: 'Deleting...',
  },
} as const;

type ConfirmOperatorDialogProps = {
  confirmation: OperatorConfirmation;
  pending: boolean;
  /** Resolves when the dialog may close; a rejection keeps it open beside the toast. */
  onConfirm: (confirmation: NonNullable<OperatorConfirmation>) => Promise<boolean>;
  onClose: () => void;
};

/** Asks before suspending or deleting a company. */
export function ConfirmOperatorDialog({
  confirmation,
  pending,
  onConfirm,
  onClose,
}: ConfirmOperatorDialogProps) {
  // Keep the words on screen while the dialog animates closed.
  const [shown, setShown] = useState(confirmation);
  if (confirmation !== null && confirmation !== shown) setShown(confirmation);
  const words = wording[shown?.action ?? 'delete'];

  async function confirm(event: MouseEvent<HTMLButtonElement>) {
    // Stay open until the server answers, so a refusal is seen next to what was attempted.
    event.preventDefault();
    if (shown && (await onConfirm(shown))) onClose();
  }

  return (
    <AlertDialog open={confirmation !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{words.title}</AlertDialogTitle>
          <AlertDialogDescription>
            {words.body(shown?.operator.company_name ?? '')}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" disabled={pending} onClick={confirm}>
            {pending ? words.pending : words.confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
