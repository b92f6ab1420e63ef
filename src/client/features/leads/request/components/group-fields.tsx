import type { Ref } from 'react';
import { Controller } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { FormField, type FieldControlProps } from '@/components/form-field';
import { errorOf, type QuoteSectionProps } from '@/features/leads/request/components/section-props';
import { sanitizePeopleCount } from '@shared/leads/request-form';

/** The vehicle selector is off by default and the content has no list or label for it. */
export const DEFAULT_VEHICLE_OPTIONS = [
  'Minibus (up to 16 seats)',
  'Midi coach (up to 35 seats)',
  'Standard coach (up to 53 seats)',
  'Executive coach',
  'Double-decker bus',
  'Wheelchair-accessible coach',
];
const VEHICLE_LABEL = 'Preferred Vehicle';
const VEHICLE_PLACEHOLDER = 'No preference';

type GroupFieldsProps = QuoteSectionProps & { vehicleOptions: string[] };

type ChoiceProps = {
  control: FieldControlProps;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  triggerRef: Ref<HTMLButtonElement>;
  options: string[];
  placeholder: string;
};

function Choice({ control, triggerRef, onBlur, options, placeholder, ...rootProps }: ChoiceProps) {
  return (
    <Select {...rootProps}>
      <SelectTrigger {...control} ref={triggerRef} onBlur={onBlur} className="w-full">
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {option}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** Type of group (from the content's list), head count and, when enabled, the vehicle. */
export function GroupFields({ form, content, idFor, vehicleOptions }: GroupFieldsProps) {
  const { labels, placeholders } = content;
  return (
    <>
      <FormField
        id={idFor('group_type')}
        label={labels.groupType}
        error={errorOf(form, 'group_type')}
        required
      >
        {(control) => (
          <Controller
            control={form.control}
            name="group_type"
            render={({ field }) => (
              <Choice
                control={control}
                name={field.name}
                value={field.value}
                triggerRef={field.ref}
                onBlur={field.onBlur}
                onValueChange={(value) => {
                  field.onChange(value);
                  form.clearErrors('group_type');
                }}
                options={content.groupTypes}
                placeholder={placeholders.groupTypePlaceholder}
              />
            )}
          />
        )}
      </FormField>
      <FormField
        id={idFor('number_of_people')}
        label={labels.numberOfPeople}
        error={errorOf(form, 'number_of_people')}
        required
      >
        {(control) => (
          <Controller
            control={form.control}
            name="number_of_people"
            render={({ field }) => (
              <Input
                {...control}
                ref={field.ref}
                name={field.name}
                value={field.value}
                inputMode="numeric"
                autoComplete="off"
                maxLength={5}
                onChange={(event) => {
                  field.onChange(sanitizePeopleCount(event.target.value));
                  form.clearErrors('number_of_people');
                }}
                // At least one person travels.
                onBlur={() => {
                  if (field.value === '0') field.onChange('1');
                  field.onBlur();
                }}
              />
            )}
          />
        )}
      </FormField>
      {content.showVehicleSelector ? (
        <FormField
          id={idFor('vehicle_selected')}
          label={VEHICLE_LABEL}
          error={errorOf(form, 'vehicle_selected')}
        >
          {(control) => (
            <Controller
              control={form.control}
              name="vehicle_selected"
              render={({ field }) => (
                <Choice
                  control={control}
                  name={field.name}
                  value={field.value}
                  triggerRef={field.ref}
                  onBlur={field.onBlur}
                  onValueChange={(value) => {
                    field.onChange(value);
                    form.clearErrors('vehicle_selected');
                  }}
                  options={vehicleOptions}
                  placeholder={VEHICLE_PLACEHOLDER}
                />
              )}
            />
          )}
        </FormField>
      ) : null}
    </>
  );
}
