import { Controller, useWatch } from 'react-hook-form';
import { DATE_INPUT_HINT } from '@shared/dates';
import { DateInput } from '@/components/date-input';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FormField, type FieldControlProps } from '@/components/form-field';
import {
  errorOf,
  registerText,
  type QuoteSectionProps,
} from '@/features/leads/request/components/section-props';

type ScheduleFieldsProps = QuoteSectionProps & {
  /** Called after the round trip is ticked or unticked, with the new state. */
  onRoundTripChange: (isReturnTrip: boolean) => void;
};

type DateTextFieldProps = Pick<QuoteSectionProps, 'form'> & {
  name: 'date_of_travel' | 'return_date';
  control: FieldControlProps;
};

/** A dd/mm/yyyy date whose message goes away as soon as the visitor edits it. */
function DateTextField({ form, name, control }: DateTextFieldProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DateInput
          {...control}
          {...field}
          onChange={(value) => {
            form.clearErrors(name);
            field.onChange(value);
          }}
        />
      )}
    />
  );
}

/** Date and time of travel; the round-trip box reveals the return date and time. */
export function ScheduleFields({ form, content, idFor, onRoundTripChange }: ScheduleFieldsProps) {
  const { labels } = content;
  const isReturnTrip = useWatch({ control: form.control, name: 'is_return_trip' });
  const showReturn = content.showReturnToPickup && isReturnTrip;

  return (
    <>
      <FormField
        id={idFor('date_of_travel')}
        label={labels.dateOfTravel}
        error={errorOf(form, 'date_of_travel')}
        hint={DATE_INPUT_HINT}
        required
      >
        {(control) => <DateTextField form={form} name="date_of_travel" control={control} />}
      </FormField>
      <FormField
        id={idFor('pickup_time')}
        label={labels.pickupTime}
        error={errorOf(form, 'pickup_time')}
        required
      >
        {(control) => <Input {...control} {...registerText(form, 'pickup_time')} type="time" />}
      </FormField>
      {content.showReturnToPickup ? (
        <div className="flex items-center gap-3 col-span-full">
          <Controller
            control={form.control}
            name="is_return_trip"
            render={({ field }) => (
              <Checkbox
                id={idFor('is_return_trip')}
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
          <Label htmlFor={idFor('is_return_trip')}>{labels.returnToPickup}</Label>
        </div>
      ) : null}
      {showReturn ? (
        <>
          <FormField
            id={idFor('return_date')}
            label={labels.returnDate}
            error={errorOf(form, 'return_date')}
            hint={DATE_INPUT_HINT}
            required
          >
            {(control) => <DateTextField form={form} name="return_date" control={control} />}
          </FormField>
          <FormField
            id={idFor('return_time')}
            label={labels.returnTime}
            error={errorOf(form, 'return_time')}
            required
          >
            {(control) => <Input {...control} {...registerText(form, 'return_time')} type="time" />}
          </FormField>
        </>
      ) : null}
    </>
  );
}
