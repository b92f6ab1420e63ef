import { baseLineOnly } from '@shared/marketplace/quote-lines';
import type { Operator } from '@shared/marketplace/operators';
import { itineraryOfSimpleTrip } from '@shared/trips/lead-itinerary';
import type { ComparisonView, Journey, Quote, RespondView } from '@shared/marketplace/quotes';

const STAMP = '2026-11-01T10:00:00Z';

export function makeOperator(overrides: Partial<Operator> & { id: number }): Operator {
  return {
    company_name: `Company ${overrides.id}`,
    contact_name: 'Seán Murphy',
    email: `company${overrides.id}@example.ie`,
    phone: '+353 21 430 0000',
    website: null,
    licence_number: `RPTO-${overrides.id}`,
    insurance_expires_on: '2030-12-31',
    insurance_expired: false,
    base_location: 'Mallow, Co. Cork',
    base_county: 'Cork',
    base_lat: 52.1345,
    base_lng: -8.6451,
    counties: ['Cork', 'Kerry'],
    fleet: [{ type: 'Coach', seats: 49, count: 2, amenities: ['toilet', 'wifi'] }],
    notes: null,
    vat_status: 'exempt',
    status: 'pending',
    verified_at: null,
    verified_by: null,
    verified_by_name: null,
    rating: null,
    rating_count: 0,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

const simpleJourney = {
  reference: 'CH-7K3Q9',
  pickup_location: 'Cork City Hall, Co. Cork',
  dropoff_location: 'Dublin Airport, Co. Dublin',
  date_of_travel: '2030-06-14',
  pickup_time: '09:30',
  is_return_trip: true,
  return_date: '2030-06-15',
  return_time: '18:00',
  group_type: 'School Tour',
  number_of_people: 40,
  distance: 256.456,
  vehicle_selected: 'Coach',
  additional_info: 'Two wheelchair users',
  pickup_lat: null,
  pickup_lng: null,
  dropoff_lat: null,
  dropoff_lng: null,
};
const {
  pickup_lat: _a,
  pickup_lng: _b,
  dropoff_lat: _c,
  dropoff_lng: _d,
  ...journeyFields
} = simpleJourney;
export const journey: Journey = {
  ...journeyFields,
  garda_vetted_required: false,
  itinerary: itineraryOfSimpleTrip(simpleJourney),
  trip_check: null,
};

export function makeQuote(overrides: Partial<Quote> & { id: number }): Quote {
  return {
    lead_id: 7,
    operator_id: overrides.id,
    company_name: `Company ${overrides.id}`,
    licence_number: `RPTO-${overrides.id}`,
    verified: true,
    rating: null,
    rating_count: 0,
    price_eur: 1000,
    price_per_passenger_eur: 25,
    vat_status: 'exempt',
    vehicle_type: 'Coach',
    seats: 49,
    includes_driver: true,
    includes_tolls: false,
    includes_parking: false,
    includes_waiting_time: false,
    lines: baseLineOnly(overrides.price_eur ?? 1000),
    deposit: null,
    deposit_eur: null,
    cancellation: [],
    valid_until: '2030-06-01',
    notes: null,
    revision: 1,
    status: 'quoted',
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function makeRespondView(overrides: Partial<RespondView> = {}): RespondView {
  return {
    company_name: 'Rebel Coaches',
    vat_status: 'exempt',
    journey,
    status: 'invited',
    open: true,
    quote: null,
    decline_reason: null,
    customer: null,
    ...overrides,
  };
}

export function makeComparisonView(overrides: Partial<ComparisonView> = {}): ComparisonView {
  return {
    journey,
    customer_first_name: 'Mary',
    invited: 5,
    replied: 0,
    quotes: [],
    chosen_quote_id: null,
    can_rate: false,
    rating: null,
    rating_replies: [],
    estimate: null,
    quote_gaps: [],
    ...overrides,
  };
}
