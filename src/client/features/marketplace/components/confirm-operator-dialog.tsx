import type { Operator } from '@shared/marketplace/operators';
import { ConfirmDialog, DELETE_WORDS, type ConfirmWords } from '@/components/confirm-dialog';

export type OperatorConfirmation = { action: 'suspend' | 'delete'; operator: Operator } | null;

function wordsFor({ action, operator }: NonNullable<OperatorConfirmation>): ConfirmWords {
  const name = operator.company_name;
  return action === 'suspend'
    ? {
        title: 'Suspend bus company',
        description: `Suspend ${name}? It will receive no new leads until it is verified again. Quotes it has already sent stay with their customers.`,
        confirm: 'Suspend',
        pending: 'Suspending...',
      }
    : {
        title: 'Delete bus company',
        description: `Delete ${name}? This cannot be undone.`,
        ...DELETE_WORDS,
      };
}

type ConfirmOperatorDialogProps = {
  confirmation: OperatorConfirmation;
  pending: boolean;
  /** Resolves when the dialog may close; a rejection keeps it open beside the toast. */
  onConfirm: (confirmation: NonNullable<OperatorConfirmation>) => Promise<boolean>;
  onClose: () => void;
};

/** Asks before suspending or deleting a company. */
export function ConfirmOperatorDialog({ confirmation, ...props }: ConfirmOperatorDialogProps) {
  return <ConfirmDialog subject={confirmation} words={wordsFor} {...props} />;
}
