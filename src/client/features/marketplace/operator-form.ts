import type { z } from 'zod';
import {
  AMENITIES,
  COUNTIES,
  type Operator,
  type OperatorFormValues,
  type ValidOperatorInput,
} from '@shared/marketplace/operators';
import { DEFAULT_VAT_STATUS } from '@shared/marketplace/vat';

type FleetRow = OperatorFormValues['fleet'][number];

/** A new vehicle row: seats still to type (NaN is what an empty number box reads as). */
export const emptyFleetRow = (): FleetRow => ({
  type: '',
  seats: Number.NaN,
  count: 1,
  amenities: [],
});

export const emptyOperatorFormValues = (): OperatorFormValues => ({
  company_name: '',
  contact_name: '',
  email: '',
  phone: '',
  website: '',
  licence_number: '',
  insurance_expires_on: '',
  base_location: '',
  base_county: null,
  base_lat: null,
  base_lng: null,
  counties: [],
  fleet: [emptyFleetRow()],
  notes: '',
  vat_status: DEFAULT_VAT_STATUS,
});

/** A company's facts as any screen holds them: the staff's full record, or its own profile. */
export type OperatorFacts = Pick<Operator, Exclude<keyof ValidOperatorInput, 'notes'>> & {
  notes?: string | null;
};

export function operatorToFormValues(operator: OperatorFacts): OperatorFormValues {
  return {
    company_name: operator.company_name,
    contact_name: operator.contact_name,
    email: operator.email,
    phone: operator.phone,
    website: operator.website ?? '',
    licence_number: operator.licence_number,
    insurance_expires_on: operator.insurance_expires_on,
    base_location: operator.base_location,
    base_county: operator.base_county,
    base_lat: operator.base_lat,
    base_lng: operator.base_lng,
    counties: COUNTIES.filter((county) => operator.counties.includes(county)),
    fleet: operator.fleet.map(({ type, seats, count, amenities, licence_expires_on }) => ({
      type,
      seats,
      count,
      amenities: AMENITIES.filter((amenity) => amenities.includes(amenity)),
      ...(licence_expires_on ? { licence_expires_on } : {}),
    })),
    notes: operator.notes ?? '',
    vat_status: operator.vat_status,
  };
}

/** Seats or a count left blank get words rather than the schema's 'expected number'. */
export function operatorFormError(issue: z.core.$ZodRawIssue): string | undefined {
  return issue.code === 'invalid_type' && issue.path?.[0] === 'fleet'
    ? 'Enter a number'
    : undefined;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Editing sends only what changed, so two people editing different fields don't collide. */
export function pickChangedOperator<Input extends object>(
  input: Input,
  operator: object,
): Partial<Input> {
  const current = operator as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(input).filter(([key, value]) => !same(value, current[key])),
  ) as Partial<Input>;
}

/** DOM id of the control for a field path, so its label and message are linked to it. */
export function fieldId(field: string): string {
  return `operator-${field.replaceAll('.', '-')}`;
}
