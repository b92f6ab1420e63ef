import { Plus, Trash2 } from 'lucide-react';
import { Controller, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import {
  QUOTE_LINE_KINDS,
  QUOTE_LINE_LABELS,
  type QuoteLineKind,
  quoteTotalCents,
} from '@shared/marketplace/quote-lines';
import { type QuoteInput, type ValidQuoteInput, centsToEur } from '@shared/marketplace/quotes';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FieldError, FormField } from '@/components/form-field';
import { formatEuro } from '@/features/marketplace/format';
import { newQuoteLine, toPrice } from '@/features/marketplace/quote-response-form';

type QuoteForm = UseFormReturn<QuoteInput, unknown, ValidQuoteInput>;

export const quoteFieldId = (field: string) => `quote-${field.replaceAll(/[._]/g, '-')}`;

/** A euro amount box with the € sign before it. */
function EuroInput({
  form,
  path,
  ...control
}: { form: QuoteForm; path: `lines.${number}.amount_eur` | 'deposit.value' } & Record<
  string,
  unknown
>) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-gray-600"
      >
        €
      </span>
      <Input
        {...control}
        inputMode="decimal"
        className="pl-7"
        {...form.register(path, { setValueAs: toPrice })}
      />
    </div>
  );
}

const AMOUNT_LABELS: Partial<Record<QuoteLineKind, string>> = {
  base: 'Base price, in euro',
  standby: 'Standby rate per hour, in euro',
  extra: 'Amount, in euro',
};

/** The all-in total as the server will add it up, shown as the company types. */
function RunningTotal({ form }: { form: QuoteForm }) {
  const lines = useWatch({ control: form.control, name: 'lines' }) ?? [];
  const priced = lines.map((line) => ({ ...line, amount_eur: Number(line.amount_eur) || 0 }));
  return (
    <p className="text-sm" aria-live="polite">
      All-in total: <strong>{formatEuro(centsToEur(quoteTotalCents(priced)))}</strong>
    </p>
  );
}

/**
 * The price lines (docs/product.md#itemised-quotes): the vehicle and driver first, then any of
 * the other kinds once each and extras, each in the total or charged apart.
 */
export function QuoteLinesFields({
  form,
  vatLabel,
  proposals = [],
}: {
  form: QuoteForm;
  vatLabel: string;
  /** Lines the trip check put on a new quote, and why (docs/product.md#quote-gaps). */
  proposals?: readonly { kind: QuoteLineKind; reason: string }[];
}) {
  const rows = useFieldArray({ control: form.control, name: 'lines' });
  const errors = form.formState.errors.lines;
  const present = new Set(rows.fields.map((row) => row.kind));
  const addable = QUOTE_LINE_KINDS.filter(
    (kind): kind is Exclude<QuoteLineKind, 'base'> =>
      kind !== 'base' && (kind === 'extra' || !present.has(kind)),
  );
  const listError = errors?.root?.message ?? errors?.message;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">Price lines</legend>
      <p className="text-xs text-muted-foreground">
        Each line is in the all-in total or charged apart if it arises.
      </p>
      {rows.fields.map((row, index) => {
        const name = QUOTE_LINE_LABELS[row.kind];
        const lineErrors = errors?.[index];
        const lineTitle = row.kind === 'extra' ? `extra ${index}` : name.toLowerCase();
        const amountLabel = AMOUNT_LABELS[row.kind] ?? `${name}, in euro`;
        const proposal = proposals.find((each) => each.kind === row.kind);
        return (
          <div
            key={row.id}
            className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-start"
          >
            {row.kind === 'extra' ? (
              <FormField
                id={quoteFieldId(`lines.${index}.label`)}
                label="What the extra is"
                required
                error={lineErrors?.label?.message}
              >
                {(control) => <Input {...control} {...form.register(`lines.${index}.label`)} />}
              </FormField>
            ) : (
              <p className="font-medium sm:pt-7">{name}</p>
            )}
            <FormField
              id={quoteFieldId(`lines.${index}.amount_eur`)}
              label={amountLabel}
              required
              error={lineErrors?.amount_eur?.message ?? lineErrors?.kind?.message}
              hint={row.kind === 'base' ? `The vehicle with its driver. ${vatLabel}.` : undefined}
            >
              {(control) => (
                <EuroInput form={form} path={`lines.${index}.amount_eur`} {...control} />
              )}
            </FormField>
            {row.kind === 'base' ? (
              <p className="text-xs text-muted-foreground sm:pt-8">Always in the total</p>
            ) : (
              <div className="flex items-center gap-3 sm:pt-7">
                <Controller
                  control={form.control}
                  name={`lines.${index}.included`}
                  render={({ field }) => (
                    <div className="flex items-center gap-2">
                      <Checkbox
                        id={quoteFieldId(`lines.${index}.included`)}
                        checked={field.value}
                        onCheckedChange={(checked) => field.onChange(checked === true)}
                      />
                      <Label
                        htmlFor={quoteFieldId(`lines.${index}.included`)}
                        className="font-normal"
                      >
                        {row.kind === 'standby' ? 'Planned waits included' : 'In the total'}
                        <span className="sr-only"> ({lineTitle})</span>
                      </Label>
                    </div>
                  )}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${lineTitle}`}
                  onClick={() => rows.remove(index)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            )}
            {proposal && (
              <p className="text-xs text-amber-900 sm:col-span-3">
                Proposed because the trip needs it: {proposal.reason} Remove it if your price
                already covers it another way.
              </p>
            )}
          </div>
        );
      })}
      {listError ? (
        <FieldError id={`${quoteFieldId('lines')}-error`}>{listError}</FieldError>
      ) : null}
      <RunningTotal form={form} />
      <div className="flex flex-wrap gap-2" role="group" aria-label="Add a price line">
        {addable.map((kind) => (
          <Button
            key={kind}
            type="button"
            variant="outline"
            size="sm"
            onClick={() => rows.append(newQuoteLine(kind))}
          >
            <Plus aria-hidden="true" />
            {QUOTE_LINE_LABELS[kind]}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}

/** The deposit asked when the customer accepts: none, a percentage of the total, or euro. */
export function DepositFields({ form }: { form: QuoteForm }) {
  const deposit = useWatch({ control: form.control, name: 'deposit' });
  const errors = form.formState.errors.deposit;
  const choices = [
    ['none', 'No deposit'],
    ['percent', 'A percentage of the total'],
    ['eur', 'An amount in euro'],
  ] as const;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">Deposit asked</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {choices.map(([kind, label]) => (
          <label key={kind} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="quote-deposit-kind"
              className="size-4 accent-primary"
              checked={(deposit?.kind ?? 'none') === kind}
              onChange={() =>
                form.setValue(
                  'deposit',
                  kind === 'none' ? null : ({ kind, value: Number.NaN } as QuoteInput['deposit']),
                )
              }
            />
            {label}
          </label>
        ))}
      </div>
      {deposit ? (
        <FormField
          id={quoteFieldId('deposit.value')}
          label={deposit.kind === 'percent' ? 'Deposit, % of the total' : 'Deposit, in euro'}
          required
          className="max-w-xs"
          error={errors && 'value' in errors ? errors.value?.message : errors?.message}
        >
          {(control) =>
            deposit.kind === 'percent' ? (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                {...form.register('deposit.value', { valueAsNumber: true })}
              />
            ) : (
              <EuroInput form={form} path="deposit.value" {...control} />
            )
          }
        </FormField>
      ) : null}
    </fieldset>
  );
}

/** The cancellation scale: cancelling this many days or fewer before the journey costs this %. */
export function CancellationFields({ form }: { form: QuoteForm }) {
  const rows = useFieldArray({ control: form.control, name: 'cancellation' });
  const errors = form.formState.errors.cancellation;
  const numberField = (index: number, name: 'days_before' | 'percent', label: string) => (
    <FormField
      id={quoteFieldId(`cancellation.${index}.${name}`)}
      label={label}
      required
      error={errors?.[index]?.[name]?.message}
    >
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="numeric"
          min={0}
          {...form.register(`cancellation.${index}.${name}`, { valueAsNumber: true })}
        />
      )}
    </FormField>
  );
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">Cancellation terms</legend>
      <p className="text-xs text-muted-foreground">
        Optional: cancelling this many days or fewer before the journey costs this share of the
        total.
      </p>
      {rows.fields.map((row, index) => (
        <div key={row.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-3">
          {numberField(index, 'days_before', 'Days before')}
          {numberField(index, 'percent', '% charged')}
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="mt-6"
            aria-label={`Remove cancellation step ${index + 1}`}
            onClick={() => rows.remove(index)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => rows.append({ days_before: Number.NaN, percent: Number.NaN })}
      >
        <Plus aria-hidden="true" />
        Add a cancellation step
      </Button>
    </fieldset>
  );
}
