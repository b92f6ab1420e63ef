import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { toast } from 'sonner';
import {
  type RateCard,
  type RateCardView,
  DEFAULT_RATE_CARD,
  MIN_SIMILAR_QUOTES,
  rateCardSchema,
} from '@shared/trips/rate-card';
import { FormField } from '@/components/form-field';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { applyServerErrors } from '@/lib/form-errors';
import { rateCardQuery, useSaveRateCard } from '@/features/trips/rate-card-api';

type AmountKey = Exclude<keyof RateCard, 'season_factors' | 'vehicle_bands'>;

const AMOUNTS: { key: AmountKey; label: string; hint: string; step: string }[] = [
  {
    key: 'per_km',
    label: 'Per km (€)',
    hint: 'Each km of the trip, for a 53-seater.',
    step: '0.01',
  },
  {
    key: 'per_hour',
    label: 'Per hour (€)',
    hint: 'Each hour of duty, for a 53-seater.',
    step: '0.01',
  },
  {
    key: 'minimum_hours',
    label: 'Minimum hours',
    hint: 'The least hours charged a day.',
    step: '1',
  },
  { key: 'day_rate', label: 'Day rate (€)', hint: 'The most a day’s hours cost.', step: '0.01' },
  {
    key: 'empty_running_per_km',
    label: 'Empty running per km (€)',
    hint: 'From the nearest verified company’s base to the start, and back.',
    step: '0.01',
  },
  {
    key: 'second_driver',
    label: 'Second driver (€ a day)',
    hint: 'On a day the driver-hours check needs one.',
    step: '0.01',
  },
  {
    key: 'driver_overnight',
    label: 'Driver overnight (€ a night)',
    hint: 'On a day the driver-hours check needs an overnight.',
    step: '0.01',
  },
  {
    key: 'spread_percent',
    label: 'Range ± (%)',
    hint: 'The range shown around the typical price.',
    step: '1',
  },
];

const MONTHS = Array.from({ length: 12 }, (_, month) =>
  new Date(Date.UTC(2000, month, 1)).toLocaleString('en-IE', { month: 'long', timeZone: 'UTC' }),
);

function RateCardFields({ view }: { view: RateCardView }) {
  const form = useSchemaForm(rateCardSchema, {
    defaultValues: view.rate_card,
    error: (issue) => (issue.code === 'invalid_type' ? 'Enter a number' : undefined),
  });
  const bands = useFieldArray({ control: form.control, name: 'vehicle_bands' });
  const save = useSaveRateCard();
  const errors = form.formState.errors;

  async function submit(card: RateCard) {
    try {
      const saved = await save.mutateAsync(card);
      form.reset(saved.rate_card);
      toast.success('Rate card saved');
    } catch (error) {
      applyServerErrors(form, error);
      toast.error(error instanceof Error ? error.message : 'Could not save the rate card');
    }
  }

  const number = { valueAsNumber: true } as const;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {AMOUNTS.map(({ key, label, hint, step }) => (
          <FormField
            key={key}
            id={`rate-${key}`}
            label={label}
            hint={hint}
            error={errors[key]?.message}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="decimal"
                min={0}
                step={step}
                {...form.register(key, number)}
              />
            )}
          </FormField>
        ))}
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="font-medium">Season factors</legend>
        <p className="text-sm text-muted-foreground">
          The whole price × the factor of the first day’s month (1 = no change).
        </p>
        {errors.season_factors?.message ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.season_factors.message}
          </p>
        ) : null}
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {MONTHS.map((month, index) => (
            <FormField
              key={month}
              id={`season-${index}`}
              label={month}
              error={errors.season_factors?.[index]?.message}
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min={0.1}
                  {...form.register(`season_factors.${index}`, number)}
                />
              )}
            </FormField>
          ))}
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="font-medium">Vehicle sizes</legend>
        <p className="text-sm text-muted-foreground">
          From smallest to largest: the per-km, per-hour and day-rate charges × the factor of the
          first size that seats the vehicle. A group larger than the largest takes several.
        </p>
        {errors.vehicle_bands?.message || errors.vehicle_bands?.root?.message ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.vehicle_bands.message ?? errors.vehicle_bands.root?.message}
          </p>
        ) : null}
        <ul className="flex flex-col gap-3">
          {bands.fields.map((field, index) => (
            <li key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-end gap-3">
              <FormField
                id={`band-${index}-seats`}
                label={`Size ${index + 1}: up to seats`}
                error={errors.vehicle_bands?.[index]?.max_seats?.message}
              >
                {(control) => (
                  <Input
                    {...control}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step="1"
                    {...form.register(`vehicle_bands.${index}.max_seats`, number)}
                  />
                )}
              </FormField>
              <FormField
                id={`band-${index}-factor`}
                label={`Size ${index + 1}: factor`}
                error={errors.vehicle_bands?.[index]?.factor?.message}
              >
                {(control) => (
                  <Input
                    {...control}
                    type="number"
                    inputMode="decimal"
                    min={0.1}
                    step="0.01"
                    {...form.register(`vehicle_bands.${index}.factor`, number)}
                  />
                )}
              </FormField>
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label={`Remove size ${index + 1}`}
                disabled={bands.fields.length === 1}
                onClick={() => bands.remove(index)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={bands.fields.length >= 10}
            onClick={() =>
              bands.append({ max_seats: (bands.fields.at(-1)?.max_seats ?? 0) + 10, factor: 1 })
            }
          >
            <Plus aria-hidden="true" />
            Add a size
          </Button>
        </div>
      </fieldset>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save rate card'}
        </Button>
        <Button type="button" variant="outline" onClick={() => form.reset(DEFAULT_RATE_CARD)}>
          Fill in the defaults
        </Button>
      </div>
    </form>
  );
}

/** The rate card admins edit (docs/product.md#rate-card). */
export function RateCardForm() {
  const query = useQuery(rateCardQuery());
  if (query.isError) {
    return (
      <LoadError onRetry={() => void query.refetch()}>Could not load the rate card.</LoadError>
    );
  }
  if (!query.data) return <Spinner>Loading...</Spinner>;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted-foreground">
        {query.data.is_default
          ? 'These are the built-in defaults, a starting point rather than market prices: save your own.'
          : `Saved ${new Date(query.data.updated_at ?? '').toLocaleString('en-IE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Dublin' })}.`}{' '}
        Customers see a range from it while fewer than {MIN_SIMILAR_QUOTES} quotes exist for similar
        trips.
      </p>
      <RateCardFields view={query.data} />
    </div>
  );
}
