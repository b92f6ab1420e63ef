import type { QuoteFormContent } from '@shared/content/quote-form';
import type { LeadRequest } from '@shared/leads/leads';
import type { LatLng } from '@shared/places/places';

/** Spec §3 "Form state of the quote form", plus the round-trip flag, coordinates and honeypot. */
export type QuoteFormValues = {
  name: string;
  email: string;
  mobile: string;
  startLocation: string;
  endLocation: string;
  dateOfTravel: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  groupType: string;
  vehicleSelected: string;
  additionalInfo: string;
  numberOfPeople: string;
  isReturnTrip: boolean;
  startPoint: LatLng | null;
  endPoint: LatLng | null;
  website: string;
};

export type QuoteFormField = keyof QuoteFormValues;

export const emptyQuoteFormValues: QuoteFormValues = {
  name: '',
  email: '',
  mobile: '',
  startLocation: '',
  endLocation: '',
  dateOfTravel: '',
  pickupTime: '',
  returnDate: '',
  returnTime: '',
  groupType: '',
  vehicleSelected: '',
  additionalInfo: '',
  numberOfPeople: '',
  isReturnTrip: false,
  startPoint: null,
  endPoint: null,
  website: '',
};

/** What the content hides changes both what is required and what is sent. */
export type QuoteFormVisibility = Pick<
  QuoteFormContent,
  'showPickupLocation' | 'showDropoffLocation' | 'showReturnToPickup'
>;

export function isRoundTrip(values: QuoteFormValues, content: QuoteFormVisibility): boolean {
  return content.showReturnToPickup && values.isReturnTrip;
}

type TextField = Exclude<QuoteFormField, 'isReturnTrip' | 'startPoint' | 'endPoint'>;
type LabelKey = keyof QuoteFormContent['labels'];

/** Spec §5: the order the 'Missing Information' message lists the labels in. */
const REQUIRED_ORDER: readonly [TextField, LabelKey][] = [
  ['name', 'fullName'],
  ['email', 'email'],
  ['mobile', 'mobile'],
  ['startLocation', 'pickupLocation'],
  ['endLocation', 'dropoffLocation'],
  ['dateOfTravel', 'dateOfTravel'],
  ['pickupTime', 'pickupTime'],
  ['returnDate', 'returnDate'],
  ['returnTime', 'returnTime'],
  ['groupType', 'groupType'],
  ['numberOfPeople', 'numberOfPeople'],
];

function isRequired(field: TextField, values: QuoteFormValues, content: QuoteFormContent) {
  if (field === 'startLocation') return content.showPickupLocation;
  if (field === 'endLocation') return content.showDropoffLocation;
  if (field === 'returnDate' || field === 'returnTime') return isRoundTrip(values, content);
  return true;
}

/** Only emptiness is checked here (spec §5); the browser's input types and the server do the rest. */
export function findMissingFields(
  values: QuoteFormValues,
  content: QuoteFormContent,
): { field: TextField; label: string }[] {
  return REQUIRED_ORDER.filter(
    ([field]) => isRequired(field, values, content) && values[field].trim() === '',
  ).map(([field, labelKey]) => ({ field, label: content.labels[labelKey] }));
}

export function missingFieldsMessage(labels: string[]): string {
  return `Please fill in the following required fields: ${labels.join(', ')}`;
}

/** Spec §5: digits only, as typed. A leading zero is dropped so '05' cannot mean five. */
export function sanitizePeopleCount(raw: string): string {
  return raw.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}

export function parsePeopleCount(raw: string): number {
  const count = Number.parseInt(sanitizePeopleCount(raw), 10);
  return Number.isNaN(count) ? 1 : Math.max(1, count);
}

/** The value the spec sends for a location the page does not ask for (the server needs text). */
export const HIDDEN_LOCATION = 'N/A';

type BodyExtras = { slug: string; distanceKm: number | null };

/** Reading A (spec §3/§7): the form's state as the API body `leadRequestSchema` checks. */
export function toLeadRequest(
  values: QuoteFormValues,
  content: QuoteFormContent,
  { slug, distanceKm }: BodyExtras,
): LeadRequest {
  const roundTrip = isRoundTrip(values, content);
  const start = content.showPickupLocation ? values.startPoint : null;
  const end = content.showDropoffLocation ? values.endPoint : null;
  return {
    full_name: values.name.trim(),
    email: values.email.trim(),
    mobile_number: values.mobile.trim(),
    pickup_location: content.showPickupLocation ? values.startLocation.trim() : HIDDEN_LOCATION,
    dropoff_location: content.showDropoffLocation ? values.endLocation.trim() : HIDDEN_LOCATION,
    pickup_lat: start?.lat ?? null,
    pickup_lng: start?.lng ?? null,
    dropoff_lat: end?.lat ?? null,
    dropoff_lng: end?.lng ?? null,
    date_of_travel: values.dateOfTravel,
    pickup_time: values.pickupTime,
    group_type: values.groupType,
    vehicle_selected:
      content.showVehicleSelector && values.vehicleSelected ? values.vehicleSelected : null,
    additional_info: values.additionalInfo.trim(),
    number_of_people: parsePeopleCount(values.numberOfPeople),
    distance: distanceKm === null ? 0 : Math.round(distanceKm * 100) / 100,
    is_return_trip: roundTrip,
    return_date: roundTrip ? values.returnDate : null,
    return_time: roundTrip ? values.returnTime : null,
    slug,
    website: values.website,
  };
}

/** The API's field names (422 `errors`) mapped back onto the inputs that hold them. */
export const apiFieldToFormField: Record<string, QuoteFormField> = {
  full_name: 'name',
  email: 'email',
  mobile_number: 'mobile',
  pickup_location: 'startLocation',
  dropoff_location: 'endLocation',
  date_of_travel: 'dateOfTravel',
  pickup_time: 'pickupTime',
  group_type: 'groupType',
  vehicle_selected: 'vehicleSelected',
  additional_info: 'additionalInfo',
  number_of_people: 'numberOfPeople',
  return_date: 'returnDate',
  return_time: 'returnTime',
  is_return_trip: 'isReturnTrip',
};

/** The page the request came from, as the API stores it: a path with one leading slash. */
export function normalizeSlug(slug: string | undefined): string {
  const trimmed = (slug ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}`;
}
