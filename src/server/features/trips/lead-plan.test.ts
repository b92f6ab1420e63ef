import { describe, expect, it } from 'vitest';
import type { LeadRow } from '../leads';
import { leadPlanRequest } from './lead-plan';

const CORK = { place: 'Cork', lat: 51.8985, lng: -8.4756 };
const KILLARNEY = { place: 'Killarney', lat: 52.0599, lng: -9.5044 };
const lead = (overrides: Partial<LeadRow>) =>
  ({
    number_of_people: 45,
    pickup_location: CORK.place,
    pickup_lat: CORK.lat,
    pickup_lng: CORK.lng,
    dropoff_location: KILLARNEY.place,
    dropoff_lat: KILLARNEY.lat,
    dropoff_lng: KILLARNEY.lng,
    date_of_travel: '2030-06-12',
    pickup_time: '08:00',
    is_return_trip: false,
    return_date: null,
    return_time: null,
    itinerary: null,
    distance: 91,
    ...overrides,
  }) as LeadRow;
const at = (place: typeof CORK, wait_minutes = 0) => ({ ...place, wait_minutes });

describe('a stored request, as the trip planner takes it', () => {
  it('is its itinerary as sent, days and waits unchanged', () => {
    const itinerary = [
      { date: '2030-06-12', start_time: '09:00', stops: [at(CORK), at(KILLARNEY, 90), at(CORK)] },
      { date: '2030-06-13', start_time: '10:30', stops: [at(CORK), at(KILLARNEY)] },
    ];
    expect(leadPlanRequest(lead({ itinerary }))).toEqual({ number_of_people: 45, days: itinerary });
  });

  it('is one day of two stops for a one-way request', () => {
    expect(leadPlanRequest(lead({}))).toEqual({
      number_of_people: 45,
      days: [{ date: '2030-06-12', start_time: '08:00', stops: [at(CORK), at(KILLARNEY)] }],
    });
  });

  it('waits at the destination of a same-day return until the return time', () => {
    // Cork → Killarney: 72.71 km great circle × 1.25 = 90.89 km; 15 km at 30 km/h (30 min) +
    // 35 at 50 (42) + 40.89 at 70 (35.05) = 107 min. Leaves 08:00, there 09:47, back at 17:00:
    // a wait of 7 h 13 = 433 min.
    const sameDay = lead({ is_return_trip: true, return_date: '2030-06-12', return_time: '17:00' });
    expect(leadPlanRequest(sameDay)!.days).toEqual([
      { date: '2030-06-12', start_time: '08:00', stops: [at(CORK), at(KILLARNEY, 433), at(CORK)] },
    ]);
  });

  it('is a second day home for a return on a later date', () => {
    const later = lead({ is_return_trip: true, return_date: '2030-06-14', return_time: '15:30' });
    expect(leadPlanRequest(later)!.days).toEqual([
      { date: '2030-06-12', start_time: '08:00', stops: [at(CORK), at(KILLARNEY)] },
      { date: '2030-06-14', start_time: '15:30', stops: [at(KILLARNEY), at(CORK)] },
    ]);
  });

  it('cannot be planned with a place typed rather than chosen (not on a map)', () => {
    expect(leadPlanRequest(lead({ dropoff_lat: null, dropoff_lng: null }))).toBeNull();
  });
});
