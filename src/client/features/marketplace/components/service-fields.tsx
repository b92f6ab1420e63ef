import { Controller } from 'react-hook-form';
import { CountyCheckboxes } from '@/features/marketplace/components/county-checkboxes';
import { FleetFields } from '@/features/marketplace/components/fleet-fields';
import {
  BaseLocationField,
  type OperatorSectionProps,
  type RenderPlaceInput,
} from '@/features/marketplace/components/operator-form-fields';

/** Where the company works and with what: its base, counties served and fleet. */
export function ServiceFields({
  form,
  renderPlaceInput,
}: OperatorSectionProps & { renderPlaceInput: RenderPlaceInput }) {
  return (
    <>
      <BaseLocationField form={form} renderPlaceInput={renderPlaceInput} />
      <Controller
        control={form.control}
        name="counties"
        render={({ field, fieldState }) => (
          <CountyCheckboxes
            ref={field.ref}
            value={field.value}
            error={fieldState.error?.message}
            onChange={field.onChange}
          />
        )}
      />
      <FleetFields form={form} />
    </>
  );
}
