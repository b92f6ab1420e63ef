import { useState, type MouseEvent, type ReactNode } from 'react';
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

/** What the dialog says about one subject: its title, question and button words. */
export type ConfirmWords = {
  title: string;
  description: ReactNode;
  /** The button, and what it reads while the server answers. */
  confirm: string;
  pending: string;
  /** The button that backs out, when 'Cancel' is not the word. */
  cancel?: string;
};

/** The words of a delete that cannot be undone, for `words` to spread. */
export const DELETE_WORDS = { confirm: 'Delete', pending: 'Deleting...' } as const;

type ConfirmDialogProps<T> = {
  /** What is to be confirmed; null closes the dialog. */
  subject: T | null;
  words: (subject: T) => ConfirmWords;
  /** Deletes and suspensions are red; a choice is not. */
  destructive?: boolean;
  pending: boolean;
  /** Resolves true when done (the dialog then closes); false keeps it open beside the toast. */
  onConfirm: (subject: T) => Promise<boolean>;
  onClose: () => void;
};

/** Asks before an action and stays open until the server answers, so a refusal is seen in place. */
export function ConfirmDialog<T>({
  subject,
  words,
  destructive = true,
  pending,
  onConfirm,
  onClose,
}: ConfirmDialogProps<T>) {
  // Keep the words on screen while the dialog animates closed.
  const [shown, setShown] = useState(subject);
  if (subject !== null && subject !== shown) setShown(subject);
  const text = shown === null ? null : words(shown);

  async function confirm(event: MouseEvent<HTMLButtonElement>) {
    // Radix closes on Action by default; this closes only once the action has succeeded.
    event.preventDefault();
    if (shown !== null && (await onConfirm(shown))) onClose();
  }

  return (
    <AlertDialog open={subject !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{text?.title}</AlertDialogTitle>
          <AlertDialogDescription>{text?.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{text?.cancel ?? 'Cancel'}</AlertDialogCancel>
          <AlertDialogAction
            variant={destructive ? 'destructive' : 'default'}
            disabled={pending}
            onClick={confirm}
          >
            {pending ? text?.pending : text?.confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
