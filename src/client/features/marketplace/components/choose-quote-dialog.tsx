import type { Quote } from '@shared/marketplace/quotes';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatEuro } from '@/features/marketplace/format';

type ChooseQuoteDialogProps = {
  quote: Quote | null;
  pending: boolean;
  /** Resolves true when the choice was saved (the dialog then closes). */
  onConfirm: (quote: Quote) => Promise<boolean>;
  onClose: () => void;
};

/** Choosing shares the customer's details, so it is asked once more in plain words. */
export function ChooseQuoteDialog({ quote, ...props }: ChooseQuoteDialogProps) {
  return (
    <ConfirmDialog
      subject={quote}
      destructive={false}
      words={({ company_name, price_eur }) => ({
        title: 'Confirm your choice',
        description: `Choose ${company_name} for ${formatEuro(price_eur)}? We will share your contact details with them and let the other companies know.`,
        confirm: 'Choose this quote',
        pending: 'Choosing...',
      })}
      {...props}
    />
  );
}
