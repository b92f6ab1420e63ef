import type { ComponentProps, ReactNode, Ref } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import type { OperatorFormValues, ValidOperatorInput } from '@shared/marketplace/operators';
import type { Place } from '@shared/places/places';
import { DATE_INPUT_HINT } from '@shared/dates';
import { DateInput } from '@/components/date-input';
import { VAT_OPTION_LABELS, VAT_STATUSES } from '@shared/marketplace/vat';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { FormField, type FieldControlProps } from '@/components/form-field';
import { fieldId } from '@/features/marketplace/operator-form';

/** The place search the quote form uses, handed in by the route (features don't share code). */
export type PlaceInputProps = FieldControlProps & {
  ref: Ref<HTMLInputElement>;
  name: string;
  value: string;
  placeholder?: string;
  onBlur: () => void;
  onValueChange: (text: string) => void;
  onPick: (place: Place) => void;
};
export type RenderPlaceInput = (props: PlaceInputProps) => ReactNode;

export type OperatorSectionProps = {
  form: UseFormReturn<OperatorFormValues, unknown, ValidOperatorInput>;
};

type TextName = 'company_name' | 'contact_name' | 'email' | 'phone' | 'website' | 'licence_number';

/** Fields shown but not editable here, with the reason said under each (a dispatcher's profile). */
export type LockedFields = { names: readonly string[]; reason: string };

type TextFieldProps = OperatorSectionProps & {
  name: TextName;
  label: string;
  required?: boolean;
  hint?: string;
  type?: ComponentProps<'input'>['type'];
  locked?: LockedFields | undefined;
};

const lockedReason = (name: string, locked: LockedFields | undefined) =>
  locked?.names.includes(name) ? locked.reason : undefined;

function TextField({ form, name, label, required, hint, type, locked }: TextFieldProps) {
  const reason = lockedReason(name, locked);
  return (
    <FormField
      id={fieldId(name)}
      label={label}
      error={form.formState.errors[name]?.message}
      required={required}
      hint={reason ?? hint}
    >
      {(control) => (
        <Input
          {...control}
          type={type ?? 'text'}
          autoComplete="off"
          readOnly={reason !== undefined}
          {...form.register(name)}
        />
      )}
    </FormField>
  );
}

function InsuranceField({ form, locked }: OperatorSectionProps & { locked?: LockedFields }) {
  const reason = lockedReason('insurance_expires_on', locked);
  const { field, fieldState } = useController({
    control: form.control,
    name: 'insurance_expires_on',
  });
  return (
    <FormField
      id={fieldId('insurance_expires_on')}
      label="Insurance expiry date"
      error={fieldState.error?.message}
      required
      hint={
        reason ??
        `${DATE_INPUT_HINT} A company whose insurance has expired is never matched to leads.`
      }
    >
      {(control) => <DateInput {...control} {...field} readOnly={reason !== undefined} />}
    </FormField>
  );
}

/** Company, contact, licence and insurance: the facts an admin checks before verifying. */
export function CompanyFields({ form, locked }: OperatorSectionProps & { locked?: LockedFields }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField form={form} name="company_name" label="Company name" required locked={locked} />
      <TextField form={form} name="contact_name" label="Contact name" required />
      <TextField form={form} name="email" label="Email" type="email" required />
      <TextField form={form} name="phone" label="Phone" type="tel" required />
      <TextField
        form={form}
        name="website"
        label="Website"
        type="url"
        hint="Starts with http:// or https://"
      />
      <TextField
        form={form}
        name="licence_number"
        label="Road Passenger Transport Operator licence number"
        required
        locked={locked}
      />
      <InsuranceField form={form} locked={locked} />
    </div>
  );
}

/**
 * Where the company is based, chosen from the gazetteer so its county and coordinates are known.
 * Typing forgets the last pick; a message about any of the four fields shows (and focuses) here.
 */
export function BaseLocationField({
  form,
  renderPlaceInput,
}: OperatorSectionProps & { renderPlaceInput: RenderPlaceInput }) {
  const { control } = form;
  const location = useController({ control, name: 'base_location' });
  const county = useController({ control, name: 'base_county' });
  const lat = useController({ control, name: 'base_lat' });
  const lng = useController({ control, name: 'base_lng' });
  const parts = [location, county, lat, lng];
  const error = parts.map((part) => part.fieldState.error?.message).find(Boolean);

  const setBase = (text: string, place: Place | null) => {
    location.field.onChange(text);
    county.field.onChange(place?.county ?? null);
    lat.field.onChange(place?.lat ?? null);
    lng.field.onChange(place?.lng ?? null);
  };
  return (
    <FormField
      id={fieldId('base_location')}
      label="Base location"
      required
      error={error}
      hint={
        county.field.value
          ? `County ${county.field.value}`
          : 'Type a town or place and choose it from the list.'
      }
    >
      {(a11y) =>
        renderPlaceInput({
          ...a11y,
          ref: (element) => parts.forEach((part) => part.field.ref(element)),
          name: location.field.name,
          value: location.field.value,
          placeholder: 'e.g. Mallow',
          onBlur: location.field.onBlur,
          onValueChange: (text) => setBase(text, null),
          onPick: (place) => setBase(place.address || place.name, place),
        })
      }
    </FormField>
  );
}

export function NotesField({ form }: OperatorSectionProps) {
  return (
    <FormField
      id={fieldId('notes')}
      label="Notes"
      error={form.formState.errors.notes?.message}
      hint="For staff only; companies never see these."
    >
      {(control) => <Textarea {...control} rows={3} {...form.register('notes')} />}
    </FormField>
  );
}

/**
 * How VAT applies to the company's quotes (docs/product.md#bus-companies-screen). Exempt unless
 * the company says otherwise; customers read the matching line beside every price.
 */
const VAT_WORDS = {
  staff: {
    legend: 'VAT on its quotes',
    hint: 'Coach hire with a driver is VAT-exempt in Ireland. Change this only if the company tells you its prices include or add VAT.',
  },
  company: {
    legend: 'VAT on your quotes',
    hint: 'Coach hire with a driver is VAT-exempt in Ireland. Customers read this beside every price you quote.',
  },
};

export function VatField({
  form,
  audience = 'staff',
  lockedReason,
}: OperatorSectionProps & { audience?: 'staff' | 'company'; lockedReason?: string | undefined }) {
  const error = form.formState.errors.vat_status?.message;
  const words = VAT_WORDS[audience];
  return (
    <fieldset
      className="flex flex-col gap-2"
      disabled={lockedReason !== undefined}
      aria-describedby={fieldId('vat_status-hint')}
    >
      <legend className="text-sm font-medium text-gray-900">{words.legend}</legend>
      <p id={fieldId('vat_status-hint')} className="text-sm text-gray-600">
        {lockedReason ? `${words.hint} ${lockedReason}.` : words.hint}
      </p>
      {VAT_STATUSES.map((status) => (
        <label key={status} className="flex items-center gap-2 text-sm text-gray-900">
          <input
            type="radio"
            value={status}
            className="size-4 accent-blue-700"
            {...form.register('vat_status')}
          />
          {VAT_OPTION_LABELS[status]}
        </label>
      ))}
      {error && <p className="text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}
