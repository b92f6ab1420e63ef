import { useController, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { DATE_INPUT_HINT, irishToday, isRealDate } from '@shared/dates';
import {
  RANGE_PAST_MESSAGE,
  isPastRange,
  unavailabilityInputSchema,
  type FleetKind,
  type UnavailabilityInput,
  type ValidUnavailabilityInput,
} from '@shared/workspace/availability';
import { DateInput } from '@/components/date-input';
import { FieldError, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { applyServerErrors } from '@/lib/form-errors';
import { useAddUnavailability } from '@/features/workspace/availability/api';
import { fleetKindLabel } from '@/features/workspace/availability/words';

/** The API's rules, and one more the server checks too: a range already over is refused. */
const availabilityFormSchema = unavailabilityInputSchema.superRefine((range, context) => {
  if (isRealDate(range.ends_on) && isPastRange(range, irishToday())) {
    context.addIssue({ code: 'custom', path: ['ends_on'], message: RANGE_PAST_MESSAGE });
  }
});

type AvailabilityForm = UseFormReturn<UnavailabilityInput, unknown, ValidUnavailabilityInput>;

const EMPTY: UnavailabilityInput = { starts_on: '', ends_on: '', vehicle: null, note: '' };

function DayField({ form, name }: { form: AvailabilityForm; name: 'starts_on' | 'ends_on' }) {
  const { field, fieldState } = useController({ control: form.control, name });
  const first = name === 'starts_on';
  return (
    <FormField
      id={`availability-${name}`}
      label={first ? 'First day' : 'Last day'}
      error={fieldState.error?.message}
      required
      hint={first ? DATE_INPUT_HINT : 'The same as the first day for a single day.'}
    >
      {(control) => (
        <DateInput
          {...control}
          {...field}
          onChange={(value) => {
            field.onChange(value);
            // A single day is the common case: the last day follows the first until it is typed.
            if (first && isRealDate(value) && form.getValues('ends_on') === '') {
              form.setValue('ends_on', value);
            }
          }}
        />
      )}
    </FormField>
  );
}

/** Whole company, or one vehicle of a kind in the fleet: native radios, easy on a phone. */
function ScopeField({ form, fleet }: { form: AvailabilityForm; fleet: readonly FleetKind[] }) {
  const { field, fieldState } = useController({ control: form.control, name: 'vehicle' });
  const chosen = field.value ?? null;
  const options = [
    { key: 'company', label: 'Whole company: fully booked', vehicle: null },
    ...fleet.map((kind) => ({
      key: `${kind.seats}-${kind.type}`,
      label: fleetKindLabel(kind),
      vehicle: { type: kind.type, seats: kind.seats },
    })),
  ];
  const isChosen = (vehicle: (typeof options)[number]['vehicle']) =>
    vehicle === null
      ? chosen === null
      : chosen !== null && chosen.type === vehicle.type && chosen.seats === vehicle.seats;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">What is unavailable</legend>
      {options.map((option) => (
        <label key={option.key} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={field.name}
            className="size-4 shrink-0 accent-primary"
            checked={isChosen(option.vehicle)}
            onChange={() => field.onChange(option.vehicle)}
            onBlur={field.onBlur}
          />
          {option.label}
        </label>
      ))}
      {fieldState.error?.message && (
        <FieldError id="availability-vehicle-error">{fieldState.error.message}</FieldError>
      )}
    </fieldset>
  );
}

/** Marks days the company cannot work (docs/product.md#availability). */
export function AvailabilityForm({ fleet }: { fleet: readonly FleetKind[] }) {
  const form = useSchemaForm(availabilityFormSchema, { defaultValues: EMPTY });
  const add = useAddUnavailability();

  async function submit(input: ValidUnavailabilityInput) {
    try {
      await add.mutateAsync(input);
      toast.success('Dates added');
      form.reset(EMPTY);
    } catch (error) {
      applyServerErrors(form, error);
      toast.error('Could not add the dates', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit, () =>
        toast.error('Please correct the highlighted fields'),
      )}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <DayField form={form} name="starts_on" />
        <DayField form={form} name="ends_on" />
      </div>
      <ScopeField form={form} fleet={fleet} />
      <FormField
        id="availability-note"
        label="Note"
        error={form.formState.errors.note?.message}
        hint="Optional, for your team: for example, a wedding in Kilkenny."
      >
        {(control) => <Textarea {...control} rows={2} {...form.register('note')} />}
      </FormField>
      <div>
        <Button type="submit" disabled={add.isPending} className="w-full sm:w-auto">
          {add.isPending ? 'Adding...' : 'Add dates'}
        </Button>
      </div>
    </form>
  );
}
