import type { z } from 'zod';
import {
  AMENITIES,
  COUNTIES,
  operatorInputSchema,
  type Amenity,
  type County,
  type Operator,
  type ValidOperatorInput,
} from '@shared/marketplace/marketplace';
import type { FieldErrors } from '@/features/marketplace/field-errors';

export type FleetRowValues = { type: string; seats: string; count: string; amenities: Amenity[] };

/** What the dialog's inputs hold: text for typed fields, the picked place's facts beside it. */
export type OperatorFormValues = {
  company_name: string;
  contact_name: string;
  email: string;
  phone: string;
  website: string;
  licence_number: string;
  insurance_expires_on: string;
  base_location: string;
  /** Set only by choosing a suggestion; typing in the base field clears them. */
  base_county: string;
  base_lat: number | null;
  base_lng: number | null;
  counties: County[];
  fleet: FleetRowValues[];
  notes: string;
};

export const emptyFleetRow: FleetRowValues = { type: '', seats: '', count: '1', amenities: [] };

export const emptyOperatorFormValues: OperatorFormValues = {
  company_name: '',
  contact_name: '',
  email: '',
  phone: '',
  website: '',
  licence_number: '',
  insurance_expires_on: '',
  base_location: '',
  base_county: '',
  base_lat: null,
  base_lng: null,
  counties: [],
  fleet: [emptyFleetRow],
  notes: '',
};

export function operatorToFormValues(operator: Operator): OperatorFormValues {
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
    fleet: operator.fleet.map((vehicle) => ({
      type: vehicle.type,
      seats: String(vehicle.seats),
      count: String(vehicle.count),
      amenities: AMENITIES.filter((amenity) => vehicle.amenities.includes(amenity)),
    })),
    notes: operator.notes ?? '',
  };
}

const toNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The form, checked by the same shared schema the server uses. */
export function parseOperatorForm(values: OperatorFormValues) {
  return operatorInputSchema.safeParse({
    ...values,
    base_county: values.base_county || undefined,
    base_lat: values.base_lat ?? undefined,
    base_lng: values.base_lng ?? undefined,
    fleet: values.fleet.map((row) => ({
      type: row.type,
      seats: toNumber(row.seats),
      count: toNumber(row.count),
      amenities: AMENITIES.filter((amenity) => row.amenities.includes(amenity)),
    })),
  });
}

const BASE_FACTS = new Set(['base_county', 'base_lat', 'base_lng']);
const TOP_LEVEL = new Set<string>(Object.keys(emptyOperatorFormValues));
const FLEET_FIELDS = new Set(['type', 'seats', 'count', 'amenities']);

/**
 * Where a message about `path` (a zod issue's path, or a server error key such as
 * `fleet.0.seats`) belongs on the form; undefined when it names nothing the form shows.
 */
export function errorFieldFor(path: readonly PropertyKey[]): string | undefined {
  const [first, row, field] = path.map(String);
  if (first === undefined) return undefined;
  if (BASE_FACTS.has(first)) return 'base_location';
  if (first === 'counties') return 'counties';
  if (first === 'fleet') {
    if (row === undefined || !/^\d+$/.test(row)) return 'fleet';
    return field !== undefined && FLEET_FIELDS.has(field) ? `fleet.${row}.${field}` : 'fleet';
  }
  return TOP_LEVEL.has(first) ? first : undefined;
}

/** The base was typed but never chosen from the list: say so rather than 'Invalid input'. */
function baseMessage(values: OperatorFormValues, fallback: string): string {
  if (values.base_location.trim() === '') return 'Base location is required';
  if (values.base_lat === null) return 'Choose the base location from the suggestions';
  if (!(COUNTIES as readonly string[]).includes(values.base_county)) {
    return 'Choose a place in one of the 32 counties';
  }
  return fallback;
}

/** One message per field (the first), in the order of the form. */
export function clientErrors(values: OperatorFormValues, error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = errorFieldFor(issue.path);
    if (field === undefined || errors[field] !== undefined) continue;
    if (field === 'base_location') errors[field] = baseMessage(values, issue.message);
    else if (issue.code === 'invalid_type' && /\.(seats|count)$/.test(field)) {
      errors[field] = 'Enter a number';
    } else errors[field] = issue.message;
  }
  return errors;
}

/** The server's 422 `errors`, placed the same way; keys the form cannot show are left out. */
export function serverErrors(fieldErrors: Record<string, string[]>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const field = errorFieldFor(key.split('.'));
    const message = messages[0];
    if (field !== undefined && message !== undefined && errors[field] === undefined) {
      errors[field] = message;
    }
  }
  return errors;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Editing sends only what changed, so two admins editing different fields don't collide. */
export function pickChangedOperator(
  input: ValidOperatorInput,
  operator: Operator,
): Partial<ValidOperatorInput> {
  const changes: Partial<Record<keyof ValidOperatorInput, unknown>> = {};
  for (const key of Object.keys(input) as (keyof ValidOperatorInput)[]) {
    if (!same(input[key], operator[key])) changes[key] = input[key];
  }
  return changes as Partial<ValidOperatorInput>;
}

/** DOM id of the control for a field path, so errors can be linked and focused. */
export function fieldId(field: string): string {
  return `operator-${field.replaceAll('.', '-')}`;
}
