import type { UseFormReturn } from 'react-hook-form';
import type { QuoteFormContent } from '@shared/content/quote-form';
import type {
  LeadRequestFormBody,
  LeadRequestFormRules,
  LeadRequestFormValues,
} from '@shared/leads/request-form';
import type { LatLng } from '@shared/places/places';

/** The quote form as react-hook-form holds it: the API's field names in, the API body out. */
export type QuoteFormApi = UseFormReturn<LeadRequestFormValues, unknown, LeadRequestFormBody>;
export type QuoteFormField = keyof LeadRequestFormValues;

/** The page's switches, and its wording of each required field, as the form's schema takes them. */
export function quoteFormRules(content: QuoteFormContent): LeadRequestFormRules {
  const { labels } = content;
  return {
    showPickupLocation: content.showPickupLocation,
    showDropoffLocation: content.showDropoffLocation,
    showReturnToPickup: content.showReturnToPickup,
    showVehicleSelector: content.showVehicleSelector,
    labels: {
      full_name: labels.fullName,
      email: labels.email,
      mobile_number: labels.mobile,
      pickup_location: labels.pickupLocation,
      dropoff_location: labels.dropoffLocation,
      date_of_travel: labels.dateOfTravel,
      pickup_time: labels.pickupTime,
      return_date: labels.returnDate,
      return_time: labels.returnTime,
      group_type: labels.groupType,
      number_of_people: labels.numberOfPeople,
    },
  };
}

export function missingFieldsMessage(labels: string[]): string {
  return `Please fill in the following required fields: ${labels.join(', ')}`;
}

/** The fields that hold each end of the journey: its text and a picked place's coordinates. */
export const JOURNEY_ENDS = {
  pickup: { text: 'pickup_location', lat: 'pickup_lat', lng: 'pickup_lng' },
  dropoff: { text: 'dropoff_location', lat: 'dropoff_lat', lng: 'dropoff_lng' },
} as const;
export type JourneyEnd = keyof typeof JOURNEY_ENDS;

export function toLatLng(lat: number | null, lng: number | null): LatLng | null {
  return lat === null || lng === null ? null : { lat, lng };
}

export function pointOf(values: LeadRequestFormValues, end: JourneyEnd): LatLng | null {
  return toLatLng(values[JOURNEY_ENDS[end].lat], values[JOURNEY_ENDS[end].lng]);
}

export function setPoint(form: QuoteFormApi, end: JourneyEnd, point: LatLng | null) {
  form.setValue(JOURNEY_ENDS[end].lat, point?.lat ?? null);
  form.setValue(JOURNEY_ENDS[end].lng, point?.lng ?? null);
}

/** The calculated distance as sent: kilometres to two places, 0 when none was calculated. */
export function sentDistance(distanceKm: number | null): number {
  return distanceKm === null ? 0 : Math.round(distanceKm * 100) / 100;
}

/** The page the request came from, as the API stores it: a path with one leading slash. */
export function normalizeSlug(slug: string | undefined): string {
  const trimmed = (slug ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}`;
}
