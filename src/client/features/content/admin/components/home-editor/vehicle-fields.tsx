import { useFormContext, useWatch } from 'react-hook-form';
import type { HomeContent } from '@shared/content/content';
import { CommaListField } from '@/features/content/admin/components/fields/draft-fields';
import { SelectField } from '@/features/content/admin/components/fields/select-field';
import { FieldGrid } from '@/features/content/admin/components/fields/tab-section';
import { TextField } from '@/features/content/admin/components/fields/text-field';
import { vehicleIconOptions } from '@/features/content/admin/components/home-editor/icon-options';
import { VehicleImages } from '@/features/content/admin/components/home-editor/vehicle-images';

type Vehicle = HomeContent['fleet']['vehicles'][number];

/** A new vehicle (docs/product.md#page-editor). */
export const newVehicle = (): Vehicle => ({
  name: 'New Vehicle',
  passengers: 'Up to X passengers',
  description: '',
  features: [],
  ideal: '',
  icon: 'Car',
  images: [],
  buttonText: 'Request Quote',
});

/** One vehicle card's fields. */
export function VehicleFields({ index }: { index: number }) {
  const { control } = useFormContext<HomeContent>();
  const name = useWatch({ control, name: `fleet.vehicles.${index}.name` });
  const path = `fleet.vehicles.${index}` as const;
  return (
    <>
      <FieldGrid>
        <TextField control={control} name={`${path}.name`} label="Name" />
        <TextField control={control} name={`${path}.passengers`} label="Passengers" />
        <SelectField
          control={control}
          name={`${path}.icon`}
          label="Icon"
          options={vehicleIconOptions}
        />
        <TextField control={control} name={`${path}.buttonText`} label="Button text" />
      </FieldGrid>
      <TextField control={control} name={`${path}.description`} label="Description" multiline />
      <FieldGrid>
        <CommaListField control={control} name={`${path}.features`} label="Features" />
        <TextField control={control} name={`${path}.ideal`} label="Ideal for" />
      </FieldGrid>
      <VehicleImages index={index} vehicleName={name} />
    </>
  );
}
