import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray } from 'react-hook-form';
import {
  AMENITIES,
  AMENITY_LABELS,
  VEHICLE_TYPES,
  type Amenity,
} from '@shared/marketplace/operators';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FieldError, FormField } from '@/components/form-field';
import type { OperatorSectionProps } from '@/features/marketplace/components/operator-form-fields';
import { emptyFleetRow, fieldId } from '@/features/marketplace/operator-form';

const VEHICLE_LIST_ID = 'operator-vehicle-types';

type AmenityBoxesProps = {
  row: number;
  value: Amenity[];
  onChange: (amenities: Amenity[]) => void;
};

function AmenityBoxes({ row, value, onChange }: AmenityBoxesProps) {
  return (
    <fieldset className="col-span-full">
      <legend className="mb-2 text-sm font-medium">Amenities</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {AMENITIES.map((amenity) => {
          const id = `${fieldId(`fleet.${row}.amenities`)}-${amenity}`;
          return (
            <div key={amenity} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={value.includes(amenity)}
                onCheckedChange={(checked) =>
                  onChange(
                    AMENITIES.filter((name) =>
                      name === amenity ? checked === true : value.includes(name),
                    ),
                  )
                }
              />
              <Label htmlFor={id} className="font-normal">
                {AMENITY_LABELS[amenity]}
              </Label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The vehicles a company runs: type (a common one or its own words), seats, how many, the vehicle
 * licence's expiry (optional) and amenities.
 */
export function FleetFields({ form }: OperatorSectionProps) {
  const rows = useFieldArray({ control: form.control, name: 'fleet' });
  const errors = form.formState.errors.fleet;
  const numberField = (index: number, name: 'seats' | 'count', label: string) => {
    const path = `fleet.${index}.${name}` as const;
    return (
      <FormField id={fieldId(path)} label={label} required error={errors?.[index]?.[name]?.message}>
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            {...form.register(path, { valueAsNumber: true })}
          />
        )}
      </FormField>
    );
  };
  const listError = errors?.root?.message ?? errors?.message;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">
        Fleet
        <span aria-hidden="true" className="ml-0.5 text-destructive">
          *
        </span>
      </legend>
      <datalist id={VEHICLE_LIST_ID}>
        {VEHICLE_TYPES.map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>
      {rows.fields.map((row, index) => {
        const typePath = `fleet.${index}.type` as const;
        return (
          <fieldset
            key={row.id}
            className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
          >
            <legend className="px-1 text-sm text-muted-foreground">Vehicle {index + 1}</legend>
            <FormField
              id={fieldId(typePath)}
              label="Vehicle type"
              required
              error={errors?.[index]?.type?.message}
            >
              {(control) => (
                <Input
                  {...control}
                  list={VEHICLE_LIST_ID}
                  autoComplete="off"
                  {...form.register(typePath)}
                />
              )}
            </FormField>
            {numberField(index, 'seats', 'Seats')}
            {numberField(index, 'count', 'How many')}
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="sm:mt-6"
              aria-label={`Remove vehicle ${index + 1}`}
              disabled={rows.fields.length === 1}
              onClick={() => rows.remove(index)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
            <FormField
              id={fieldId(`fleet.${index}.licence_expires_on`)}
              label="Vehicle licence expires"
              className="sm:col-span-2"
              error={errors?.[index]?.licence_expires_on?.message}
              hint="Optional: the Garda vehicle licence's expiry date."
            >
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  {...form.register(`fleet.${index}.licence_expires_on`, {
                    // An empty date box means no date given, not an invalid one.
                    setValueAs: (value: unknown) => (value === '' ? undefined : value),
                  })}
                />
              )}
            </FormField>
            <Controller
              control={form.control}
              name={`fleet.${index}.amenities`}
              render={({ field }) => (
                <AmenityBoxes row={index} value={field.value ?? []} onChange={field.onChange} />
              )}
            />
          </fieldset>
        );
      })}
      {listError ? <FieldError id={`${fieldId('fleet')}-error`}>{listError}</FieldError> : null}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => rows.append(emptyFleetRow())}
      >
        <Plus aria-hidden="true" />
        Add vehicle
      </Button>
    </fieldset>
  );
}
