import { useState, type MouseEvent } from 'react';
import type { Quote } from '@shared/marketplace/marketplace';
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
import { formatEuro } from '@/features/marketplace/format';

type ChooseQuoteDialogProps = {
  quote: Quote | null;
  pending: boolean;
  /** Resolves true when the choice was saved (the dialog then closes). */
  onConfirm: (quote: Quote) => Promise<boolean>;
  onClose: () => void;
};

/** Choosing shares the customer's details, so it is asked once more in plain words. */
export function ChooseQuoteDialog({ quote, pending, onConfirm, onClose }: ChooseQuoteDialogProps) {
  // Keep the words on screen while the dialog animates closed.
  const [shown, setShown] = useState(quote);
  if (quote !== null && quote !== shown) setShown(quote);

  async function confirm(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    if (shown && (await onConfirm(shown))) onClose();
  }

  return (
    <AlertDialog open={quote !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Confirm your choice</AlertDialogTitle>
          <AlertDialogDescription>
            {shown
              ? `Choose ${shown.company_name} for ${formatEuro(shown.price_eur)}? We will share your contact details with them and let the other companies know.`
              : null}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction disabled={pending} onClick={confirm}>
            {pending ? 'Choosing...' : 'Choose this quote'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
