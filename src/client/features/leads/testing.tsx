import type { StaffLead } from '@shared/leads/management';
import { itineraryOfSimpleTrip } from '@shared/trips/lead-itinerary';

let nextId = 1;

export function makeLead(overrides: Partial<StaffLead> = {}): StaffLead {
  const id = overrides.id ?? nextId++;
  const { itinerary, ...rest } = overrides;
  const lead: Omit<StaffLead, 'itinerary'> = {
    id,
    full_name: `Customer ${id}`,
    email: `customer${id}@example.ie`,
    mobile_number: '+353 87 123 4567',
    pickup_location: 'Cork',
    dropoff_location: 'Dublin Airport',
    pickup_lat: null,
    pickup_lng: null,
    dropoff_lat: null,
    dropoff_lng: null,
    date_of_travel: '2030-06-14',
    pickup_time: '09:30',
    group_type: 'School Tour',
    vehicle_selected: null,
    additional_info: '',
    number_of_people: 40,
    distance: 256.456,
    is_return_trip: false,
    return_date: null,
    return_time: null,
    slug: '/',
    anonymised_at: null,
    garda_vetted_required: false,
    reference: `CH-${String(id).padStart(5, '2')}`,
    status: 'new',
    priority: 'medium',
    assigned_to: null,
    assigned_to_name: null,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    is_spam: false,
    is_confirmation: false,
    duplicate_of: null,
    duplicate_of_reference: null,
    ...rest,
  };
  // A plain request reads as days (docs/product.md#itinerary), as the API answers it.
  return { ...lead, itinerary: itinerary ?? itineraryOfSimpleTrip(lead) };
}

export function leadPage(
  rows: StaffLead[],
  page = 1,
  lastPage = 1,
  total = rows.length,
  totalIsEstimate = false,
) {
  return {
    data: rows,
    current_page: page,
    last_page: lastPage,
    per_page: 15,
    total,
    total_is_estimate: totalIsEstimate,
  };
}
