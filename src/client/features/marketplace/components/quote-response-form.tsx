import { Send } from 'lucide-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { DATE_INPUT_HINT, formatDate } from '@shared/dates';
import { VEHICLE_TYPES } from '@shared/marketplace/operators';
import { proposedQuoteLines } from '@shared/marketplace/quote-gaps';
import {
  quoteInputSchema,
  type Quote,
  type QuoteInput,
  type ValidQuoteInput,
} from '@shared/marketplace/quotes';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DateInput } from '@/components/date-input';
import { VAT_LABELS, type VatStatus } from '@shared/marketplace/vat';
import type { TripCheck } from '@shared/trips/trip-check';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { FormField } from '@/components/form-field';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { applyServerErrors } from '@/lib/form-errors';
import { type Answer, isRequestMovedOn } from '@/features/marketplace/api';
import {
  CancellationFields,
  DepositFields,
  QuoteLinesFields,
  quoteFieldId as idFor,
} from '@/features/marketplace/components/quote-lines-fields';
import {
  emptyQuoteResponse,
  quoteFormError,
  quoteToValues,
} from '@/features/marketplace/quote-response-form';

type QuoteResponseFormProps = {
  /** Where the quote goes: the emailed link's route, or the company's workspace. */
  send: Answer<ValidQuoteInput>;
  /** The quote as it stands: the form then revises it. */
  quote: Quote | null;
  /** The journey's date (YYYY-MM-DD): a quote ending before it is sent only once confirmed. */
  travelDate: string;
  /** The company's VAT setting, said beside the price (docs/product.md#quotes). */
  vatStatus: VatStatus;
  /** The lead's request has passed to another state meanwhile: show it. */
  onStale: () => void;
  /** What the trip needs: a new quote starts with the lines it calls for (docs/product.md#quote-gaps). */
  tripCheck?: TripCheck | null;
};

/** docs/product.md#company-quote-page: a validity that ends before the journey is asked about. */
const earlyValidityWords = (input: ValidQuoteInput, travelDate: string) => ({
  title: 'Valid until is before the journey',
  description: `This quote would end on ${formatDate(input.valid_until)}, before the journey on ${formatDate(travelDate)}, so the customer may not be able to accept it in time. Send it anyway?`,
  confirm: 'Send anyway',
  pending: 'Sending...',
  cancel: 'Change the date',
});

/**
 * The company's quote (docs/product.md#itemised-quotes): validity, vehicle and seats, the price
 * lines with the all-in total, the deposit, the cancellation scale, notes.
 */
export function QuoteResponseForm({
  send,
  quote,
  travelDate,
  vatStatus,
  onStale,
  tripCheck = null,
}: QuoteResponseFormProps) {
  const [proposals] = useState(() => (quote ? [] : proposedQuoteLines(tripCheck)));
  const form = useSchemaForm<QuoteInput, ValidQuoteInput>(quoteInputSchema, {
    defaultValues: quote
      ? quoteToValues(quote)
      : emptyQuoteResponse(proposals.map((proposal) => proposal.kind)),
    error: quoteFormError,
  });
  const errors = form.formState.errors;
  const isRevision = quote !== null;
  const [toConfirm, setToConfirm] = useState<ValidQuoteInput | null>(null);

  async function sendQuote(input: ValidQuoteInput): Promise<boolean> {
    try {
      // The answer carries the new revision; the page then mounts a form prefilled with it.
      await send.mutateAsync(input);
      toast.success(isRevision ? 'Your quote has been updated' : 'Your quote has been sent');
      return true;
    } catch (error) {
      applyServerErrors(form, error);
      if (isRequestMovedOn(error)) onStale();
      toast.error(error instanceof Error ? error.message : 'Could not send your quote');
      return false;
    }
  }

  async function submit(input: ValidQuoteInput) {
    if (input.valid_until < travelDate) setToConfirm(input);
    else await sendQuote(input);
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={idFor('valid_until')}
          label="Valid until"
          required
          error={errors.valid_until?.message}
          hint={`The last day this price stands. ${DATE_INPUT_HINT}`}
        >
          {(control) => (
            <Controller
              control={form.control}
              name="valid_until"
              render={({ field }) => (
                <DateInput {...control} {...field} value={field.value ?? ''} />
              )}
            />
          )}
        </FormField>
        <FormField
          id={idFor('vehicle_type')}
          label="Vehicle"
          required
          error={errors.vehicle_type?.message}
        >
          {(control) => (
            <Input
              {...control}
              list="quote-vehicle-types"
              autoComplete="off"
              {...form.register('vehicle_type')}
            />
          )}
        </FormField>
        <datalist id="quote-vehicle-types">
          {VEHICLE_TYPES.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
        <FormField id={idFor('seats')} label="Seats" required error={errors.seats?.message}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              {...form.register('seats', { valueAsNumber: true })}
            />
          )}
        </FormField>
      </div>
      <QuoteLinesFields form={form} vatLabel={VAT_LABELS[vatStatus]} proposals={proposals} />
      <DepositFields form={form} />
      <CancellationFields form={form} />
      <FormField
        id={idFor('notes')}
        label="Notes for the customer"
        error={errors.notes?.message}
        hint="Optional: anything the customer should know about this quote."
      >
        {(control) => <Textarea {...control} rows={3} {...form.register('notes')} />}
      </FormField>
      <Button type="submit" size="lg" className="self-start" disabled={send.isPending}>
        <Send aria-hidden="true" />
        {send.isPending ? 'Sending...' : isRevision ? 'Update quote' : 'Send quote'}
      </Button>
      <ConfirmDialog
        subject={toConfirm}
        words={(input) => earlyValidityWords(input, travelDate)}
        destructive={false}
        pending={send.isPending}
        onConfirm={sendQuote}
        onClose={() => setToConfirm(null)}
      />
    </form>
  );
}
