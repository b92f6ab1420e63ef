import { Controller, useWatch } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FormField } from '@/features/leads/request/components/form-field';
import {
  errorOf,
  registerText,
  type QuoteSectionProps,
} from '@/features/leads/request/components/section-props';

type ScheduleFieldsProps = QuoteSectionProps & {
  /** Called after the round trip is ticked or unticked, with the new state. */
  onRoundTripChange: (isReturnTrip: boolean) => void;
};

/** Today in Ireland (YYYY-MM-DD): the server judges "not in the past" by the Irish calendar. */
export function irishToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Dublin' }).format(now);
}

/** Date and time of travel; the round-trip box reveals the return date and time. */
export function ScheduleFields({ form, content, idFor, onRoundTripChange }: ScheduleFieldsProps) {
  const { labels } = content;
  const [isReturnTrip, dateOfTravel] = useWatch({
    control: form.control,
    name: ['isReturnTrip', 'dateOfTravel'],
  });
  const today = irishToday();
  const showReturn = content.showReturnToPickup && isReturnTrip;

  return (
    <>
      <FormField
        id={idFor('dateOfTravel')}
        label={labels.dateOfTravel}
        error={errorOf(form, 'dateOfTravel')}
        required
      >
        {(control) => (
          <Input {...control} {...registerText(form, 'dateOfTravel')} type="date" min={today} />
        )}
      </FormField>
      <FormField
        id={idFor('pickupTime')}
        label={labels.pickupTime}
        error={errorOf(form, 'pickupTime')}
        required
      >
        {(control) => <Input {...control} {...registerText(form, 'pickupTime')} type="time" />}
      </FormField>
      {content.showReturnToPickup ? (
        <div className="flex items-center gap-3 col-span-full">
          <Controller
            control={form.control}
            name="isReturnTrip"
            render={({ field }) => (
              <Checkbox
                id={idFor('isReturnTrip')}
                ref={field.ref}
                name={field.name}
                checked={field.value}
                onBlur={field.onBlur}
                onCheckedChange={(checked) => {
                  field.onChange(checked === true);
                  onRoundTripChange(checked === true);
                }}
              />
            )}
          />
          <Label htmlFor={idFor('isReturnTrip')}>{labels.returnToPickup}</Label>
        </div>
      ) : null}
      {showReturn ? (
        <>
          <FormField
            id={idFor('returnDate')}
            label={labels.returnDate}
            error={errorOf(form, 'returnDate')}
            required
          >
            {(control) => (
              <Input
                {...control}
                {...registerText(form, 'returnDate')}
                type="date"
                min={dateOfTravel || today}
              />
            )}
          </FormField>
          <FormField
            id={idFor('returnTime')}
            label={labels.returnTime}
            error={errorOf(form, 'returnTime')}
            required
          >
            {(control) => <Input {...control} {...registerText(form, 'returnTime')} type="time" />}
          </FormField>
        </>
      ) : null}
    </>
  );
}
