import { z } from 'zod';
import { DATE_INPUT_MESSAGE, isRealDate } from '../dates';
import { isChildrenGroup } from './garda-vetting';
import { leadContactAndRouteFields, type LeadRequest } from './leads';

/**
 * The public quote request form's values under the API's own field names (`leadRequestSchema`),
 * as the inputs hold them: text as typed, the head count as digits, a picked place's coordinates.
 * The `satisfies` keeps every name one the API knows.
 */
const formFields = {
  ...leadContactAndRouteFields,
  is_return_trip: z.boolean(),
  return_date: z.string(),
  return_time: z.string(),
  group_type: z.string(),
  vehicle_selected: z.string(),
  additional_info: z.string(),
  number_of_people: z.string(),
  garda_vetted_required: z.boolean(),
  website: z.string(),
} satisfies { [Field in keyof LeadRequest]?: z.ZodType };

export type LeadRequestFormValues = z.input<z.ZodObject<typeof formFields>>;

export const emptyLeadRequestFormValues: LeadRequestFormValues = {
  full_name: '',
  email: '',
  mobile_number: '',
  pickup_location: '',
  dropoff_location: '',
  pickup_lat: null,
  pickup_lng: null,
  dropoff_lat: null,
  dropoff_lng: null,
  date_of_travel: '',
  pickup_time: '',
  is_return_trip: false,
  return_date: '',
  return_time: '',
  group_type: '',
  vehicle_selected: '',
  additional_info: '',
  number_of_people: '',
  garda_vetted_required: false,
  website: '',
};

/** What the form sends; the page adds where it is (`slug`) and the calculated `distance`. */
export type LeadRequestFormBody = Omit<LeadRequest, 'slug' | 'distance' | 'form_elapsed_ms'>;

/** The fields the form requires, in the order its 'Missing Information' message names them. */
export const LEAD_REQUEST_FORM_REQUIRED = [
  'full_name',
  'email',
  'mobile_number',
  'pickup_location',
  'dropoff_location',
  'date_of_travel',
  'pickup_time',
  'return_date',
  'return_time',
  'group_type',
  'number_of_people',
] as const;
type RequiredLeadField = (typeof LEAD_REQUEST_FORM_REQUIRED)[number];

/** What the page's content decides: the parts it hides are neither required nor sent. */
export type LeadRequestFormRules = {
  showPickupLocation: boolean;
  showDropoffLocation: boolean;
  showReturnToPickup: boolean;
  showVehicleSelector: boolean;
  /** The page's wording of each required field, for `{label} is required`. */
  labels: Record<RequiredLeadField, string>;
};

/** The value sent for a location the page does not ask for (the server needs text). */
const HIDDEN_LOCATION = 'N/A';

export function isRoundTrip(
  values: Pick<LeadRequestFormValues, 'is_return_trip'>,
  rules: Pick<LeadRequestFormRules, 'showReturnToPickup'>,
): boolean {
  return rules.showReturnToPickup && values.is_return_trip;
}

function isRequired(
  field: RequiredLeadField,
  values: LeadRequestFormValues,
  rules: LeadRequestFormRules,
) {
  if (field === 'pickup_location') return rules.showPickupLocation;
  if (field === 'dropoff_location') return rules.showDropoffLocation;
  if (field === 'return_date' || field === 'return_time') return isRoundTrip(values, rules);
  return true;
}

/** Digits only, as typed. A leading zero is dropped so '05' cannot mean five. */
export function sanitizePeopleCount(raw: string): string {
  return raw.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}

export function parsePeopleCount(raw: string): number {
  const count = Number.parseInt(sanitizePeopleCount(raw), 10);
  return Number.isNaN(count) ? 1 : Math.max(1, count);
}

function toBody(values: LeadRequestFormValues, rules: LeadRequestFormRules): LeadRequestFormBody {
  const roundTrip = isRoundTrip(values, rules);
  const pickup = rules.showPickupLocation;
  const dropoff = rules.showDropoffLocation;
  return {
    ...values,
    full_name: values.full_name.trim(),
    email: values.email.trim(),
    mobile_number: values.mobile_number.trim(),
    pickup_location: pickup ? values.pickup_location.trim() : HIDDEN_LOCATION,
    dropoff_location: dropoff ? values.dropoff_location.trim() : HIDDEN_LOCATION,
    pickup_lat: pickup ? values.pickup_lat : null,
    pickup_lng: pickup ? values.pickup_lng : null,
    dropoff_lat: dropoff ? values.dropoff_lat : null,
    dropoff_lng: dropoff ? values.dropoff_lng : null,
    vehicle_selected:
      rules.showVehicleSelector && values.vehicle_selected ? values.vehicle_selected : null,
    additional_info: values.additional_info.trim(),
    number_of_people: parsePeopleCount(values.number_of_people),
    is_return_trip: roundTrip,
    return_date: roundTrip ? values.return_date : null,
    return_time: roundTrip ? values.return_time : null,
    // The tick is offered only to a school or youth group: a changed group type drops it.
    garda_vetted_required: values.garda_vetted_required && isChildrenGroup(values.group_type),
  };
}

/** The date inputs hold YYYY-MM-DD once the visitor's dd/mm/yyyy is a real date, else the text. */
const DATE_FIELDS: ReadonlySet<RequiredLeadField> = new Set(['date_of_travel', 'return_date']);

/**
 * The form's schema: in the browser emptiness is checked (whitespace counts as empty), by what
 * the page shows, and that a date reads as dd/mm/yyyy (docs/product.md#quote-form-validation);
 * the input types and the server's `leadRequestSchema` check the rest. A complete form becomes
 * the API body.
 */
export function leadRequestFormSchema(rules: LeadRequestFormRules) {
  return z
    .object(formFields)
    .superRefine((values, ctx) => {
      for (const field of LEAD_REQUEST_FORM_REQUIRED) {
        if (!isRequired(field, values, rules)) continue;
        if (values[field].trim() === '') {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: `${rules.labels[field]} is required`,
          });
        } else if (DATE_FIELDS.has(field) && !isRealDate(values[field])) {
          ctx.addIssue({ code: 'custom', path: [field], message: DATE_INPUT_MESSAGE });
        }
      }
    })
    .transform((values) => toBody(values, rules));
}
