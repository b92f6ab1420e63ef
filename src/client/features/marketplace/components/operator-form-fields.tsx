import type { ComponentProps, ReactNode } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { Place } from '@shared/places/places';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { FormField, type FieldControlProps } from '@/components/form-field';
import type { FieldErrors } from '@/features/marketplace/field-errors';
import { fieldId, type OperatorFormValues } from '@/features/marketplace/operator-form';

/** The place search the quote form uses, handed in by the route (features don't share code). */
export type PlaceInputProps = FieldControlProps & {
  name: string;
  value: string;
  placeholder?: string;
  onBlur: () => void;
  onValueChange: (text: string) => void;
  onPick: (place: Place) => void;
};
export type RenderPlaceInput = (props: PlaceInputProps) => ReactNode;

export type OperatorSectionProps = {
  form: UseFormReturn<OperatorFormValues>;
  errors: FieldErrors;
  clearError: (field: string) => void;
};

type TextName = Exclude<
  keyof OperatorFormValues,
  'base_county' | 'base_lat' | 'base_lng' | 'counties' | 'fleet' | 'base_location' | 'notes'
>;

type TextFieldProps = OperatorSectionProps & {
  name: TextName;
  label: string;
  required?: boolean;
  hint?: string;
  type?: ComponentProps<'input'>['type'];
  autoComplete?: string;
};

function TextField(props: TextFieldProps) {
  const { form, errors, clearError, name, label, required, hint, type, autoComplete } = props;
  return (
    <FormField
      id={fieldId(name)}
      label={label}
      error={errors[name]}
      required={required}
      hint={hint}
    >
      {(control) => (
        <Input
          {...control}
          type={type ?? 'text'}
          autoComplete={autoComplete ?? 'off'}
          {...form.register(name, { onChange: () => clearError(name) })}
        />
      )}
    </FormField>
  );
}

/** Company, contact, licence and insurance: the facts an admin checks before verifying. */
export function CompanyFields(props: OperatorSectionProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField {...props} name="company_name" label="Company name" required />
      <TextField {...props} name="contact_name" label="Contact name" required />
      <TextField {...props} name="email" label="Email" type="email" required />
      <TextField {...props} name="phone" label="Phone" type="tel" required />
      <TextField
        {...props}
        name="website"
        label="Website"
        type="url"
        hint="Starts with http:// or https://"
      />
      <TextField
        {...props}
        name="licence_number"
        label="Road Passenger Transport Operator licence number"
        required
      />
      <TextField
        {...props}
        name="insurance_expires_on"
        label="Insurance expiry date"
        type="date"
        required
        hint="A company whose insurance has expired is never matched to leads."
      />
    </div>
  );
}

/** Where the company is based, chosen from the gazetteer so its county and coordinates are known. */
export function BaseLocationField({
  form,
  errors,
  clearError,
  renderPlaceInput,
}: OperatorSectionProps & { renderPlaceInput: RenderPlaceInput }) {
  const county = useWatch({ control: form.control, name: 'base_county' });
  const setBase = (text: string, place: Place | null) => {
    form.setValue('base_location', text, { shouldDirty: true });
    form.setValue('base_county', place?.county ?? '');
    form.setValue('base_lat', place?.lat ?? null);
    form.setValue('base_lng', place?.lng ?? null);
    clearError('base_location');
  };
  return (
    <FormField
      id={fieldId('base_location')}
      label="Base location"
      required
      error={errors.base_location}
      hint={county ? `County ${county}` : 'Type a town or place and choose it from the list.'}
    >
      {(control) => (
        <Controller
          control={form.control}
          name="base_location"
          render={({ field }) => (
            <>
              {renderPlaceInput({
                ...control,
                name: field.name,
                value: field.value,
                placeholder: 'e.g. Mallow',
                onBlur: field.onBlur,
                onValueChange: (text) => setBase(text, null),
                onPick: (place) => setBase(place.address || place.name, place),
              })}
            </>
          )}
        />
      )}
    </FormField>
  );
}

export function NotesField({ form, errors, clearError }: OperatorSectionProps) {
  return (
    <FormField
      id={fieldId('notes')}
      label="Notes"
      error={errors.notes}
      hint="For staff only; companies never see these."
    >
      {(control) => (
        <Textarea
          {...control}
          rows={3}
          {...form.register('notes', { onChange: () => clearError('notes') })}
        />
      )}
    </FormField>
  );
}
