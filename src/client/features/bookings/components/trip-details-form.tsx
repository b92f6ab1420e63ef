import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { BookingView } from '@shared/bookings/booking';
import { tripDetailsInputSchema } from '@shared/bookings/trip-details';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { type TripDetailsInput, useSaveTripDetails } from '../api';

type Field = keyof TripDetailsInput;
type FieldErrors = Partial<Record<Field, string>>;

const FIELDS: { name: Field; label: string; hint?: string; autoComplete: string }[] = [
  { name: 'driver_name', label: 'Driver’s name', autoComplete: 'off' },
  {
    name: 'driver_mobile',
    label: 'Driver’s mobile',
    hint: 'An Irish or Northern Irish mobile, for example 087 123 4567',
    autoComplete: 'off',
  },
  {
    name: 'vehicle_registration',
    label: 'Vehicle registration',
    hint: 'As on the plate, for example 191-G-1234',
    autoComplete: 'off',
  },
];

function firstErrors(errors: Record<string, string[] | undefined>): FieldErrors {
  const result: FieldErrors = {};
  for (const { name } of FIELDS) {
    const message = errors[name]?.[0];
    if (message) result[name] = message;
  }
  return result;
}

/**
 * The chosen company's driver and vehicle for the trip (docs/product.md#bookings): checked here
 * as the server checks them, each field's error beside it; the customer sees them from 48 h before.
 */
export function TripDetailsForm({ token, booking }: { token: string; booking: BookingView }) {
  const save = useSaveTripDetails(token);
  const [values, setValues] = useState<TripDetailsInput>(
    () => booking.trip_details ?? { driver_name: '', driver_mobile: '', vehicle_registration: '' },
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const id = useId();

  if (booking.status === 'cancelled' || booking.status === 'completed') return null;

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = tripDetailsInputSchema.safeParse(values);
    if (!parsed.success) {
      const byField: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        (byField[key] ??= []).push(issue.message);
      }
      setErrors(firstErrors(byField));
      return;
    }
    setErrors({});
    try {
      const view = await save.mutateAsync(values);
      if (view.trip_details) setValues(view.trip_details);
      toast.success('Trip details saved. The customer sees them from 48 hours before pick-up.');
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422) {
        setErrors(firstErrors(failure.fieldErrors()));
        return;
      }
      toast.error(failure instanceof Error ? failure.message : 'Could not save the trip details');
    }
  }

  return (
    <form
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-3"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-gray-900">
        Trip details
      </h3>
      <p className="text-gray-700">
        The customer sees the driver and the vehicle from 48 hours before pick-up.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        {FIELDS.map(({ name, label, hint, autoComplete }) => {
          const fieldId = `${id}-${name}`;
          const error = errors[name];
          const describedBy = [hint && `${fieldId}-hint`, error && `${fieldId}-error`]
            .filter(Boolean)
            .join(' ');
          return (
            <div key={name} className="flex flex-col gap-1">
              <Label htmlFor={fieldId}>{label}</Label>
              <Input
                id={fieldId}
                name={name}
                value={values[name]}
                maxLength={name === 'driver_name' ? 80 : 20}
                autoComplete={autoComplete}
                aria-invalid={error !== undefined}
                aria-describedby={describedBy || undefined}
                disabled={save.isPending}
                onChange={(event) => setValues({ ...values, [name]: event.target.value })}
              />
              {hint && (
                <p id={`${fieldId}-hint`} className="text-sm text-gray-600">
                  {hint}
                </p>
              )}
              {error && (
                <p id={`${fieldId}-error`} className="text-sm text-red-700">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save the trip details'}
      </Button>
    </form>
  );
}
