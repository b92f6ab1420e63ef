import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { BookingView } from '@shared/bookings/booking';
import {
  type ChangeSide,
  type CompanyChangeRequest,
  companyChangeRequestSchema,
  customerChangeRequestSchema,
} from '@shared/bookings/changes';
import { formatDate } from '@shared/dates';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useRequestChange } from '../api';

type Errors = Partial<
  Record<'message' | 'pickup_times' | 'number_of_people' | 'price_eur', string>
>;

/** The first message per top-level field (`pickup_times.0.start_time` → `pickup_times`). */
function byField(issues: { path: PropertyKey[] | string; message: string }[]): Errors {
  const errors: Record<string, string> = {};
  for (const { path, message } of issues) {
    const field = String(Array.isArray(path) ? path[0] : path).split('.')[0]!;
    errors[field] ??= message;
  }
  return errors;
}

const optionalNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));

/**
 * `Request a change` (docs/product.md#booking-changes): a required message, and optionally a new
 * pick-up time per day and a new number of people; the company may also propose a new total.
 */
export function RequestChangeForm({
  side,
  token,
  booking,
  onDone,
}: {
  side: ChangeSide;
  token: string;
  booking: BookingView;
  onDone: () => void;
}) {
  const request = useRequestChange(side, token);
  const [message, setMessage] = useState('');
  const [times, setTimes] = useState<string[]>(() => booking.itinerary.map(() => ''));
  const [people, setPeople] = useState('');
  const [price, setPrice] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const id = useId();
  const schema = side === 'company' ? companyChangeRequestSchema : customerChangeRequestSchema;

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const pickupTimes = times.flatMap((time, index) =>
      time ? [{ day: index + 1, start_time: time }] : [],
    );
    const payload: CompanyChangeRequest = {
      message,
      ...(pickupTimes.length ? { pickup_times: pickupTimes } : {}),
      ...(people.trim() ? { number_of_people: optionalNumber(people) } : {}),
      ...(side === 'company' && price.trim() ? { price_eur: optionalNumber(price) } : {}),
    };
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      setErrors(byField(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await request.mutateAsync(parsed.data);
      toast.success('Change request sent. We will tell you when it is answered.');
      onDone();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422) {
        const fields = Object.entries(failure.fieldErrors()).map(([path, messages]) => ({
          path,
          message: messages?.[0] ?? failure.message,
        }));
        setErrors(fields.length ? byField(fields) : { message: failure.message });
        return;
      }
      toast.error(failure instanceof Error ? failure.message : 'Could not send the change request');
    }
  }

  const field = (name: keyof Errors) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] !== undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    disabled: request.isPending,
  });
  const error = (name: keyof Errors) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="text-sm text-red-700">
        {errors[name]}
      </p>
    );

  return (
    <form
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-3 rounded-md border p-4"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <h4 id={`${id}-heading`} className="font-semibold text-gray-900">
        Request a change
      </h4>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-message`}>What should change, and why?</Label>
        <Textarea
          {...field('message')}
          value={message}
          maxLength={1000}
          onChange={(event) => setMessage(event.target.value)}
        />
        {error('message')}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-gray-900">
          New pick-up times (leave blank to keep)
        </legend>
        {booking.itinerary.map((day, index) => (
          <div key={day.date + index} className="flex flex-wrap items-center gap-2">
            <Label htmlFor={`${id}-time-${index}`}>
              Day {index + 1}, {formatDate(day.date)} (now {day.start_time})
            </Label>
            <Input
              id={`${id}-time-${index}`}
              type="time"
              className="w-36"
              value={times[index] ?? ''}
              disabled={request.isPending}
              aria-invalid={errors.pickup_times !== undefined}
              aria-describedby={errors.pickup_times ? `${id}-pickup_times-error` : undefined}
              onChange={(event) =>
                setTimes(times.map((time, at) => (at === index ? event.target.value : time)))
              }
            />
          </div>
        ))}
        {error('pickup_times')}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-number_of_people`}>
            New number of people (now {booking.number_of_people})
          </Label>
          <Input
            {...field('number_of_people')}
            type="number"
            inputMode="numeric"
            min={1}
            max={500}
            value={people}
            onChange={(event) => setPeople(event.target.value)}
          />
          {error('number_of_people')}
        </div>
        {side === 'company' && (
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-price_eur`}>New total price in € (optional)</Label>
            <Input
              {...field('price_eur')}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              value={price}
              onChange={(event) => setPrice(event.target.value)}
            />
            {error('price_eur')}
          </div>
        )}
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Send the change request'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={request.isPending}>
          Close
        </Button>
      </div>
    </form>
  );
}
