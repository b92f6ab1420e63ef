// What other features use of trips: the itinerary as days and stops, the trip check's note, and the
// price range worded.
export { ItineraryDays } from '@/features/trips/components/itinerary-days';
export { TripCheckNote } from '@/features/trips/components/trip-check-note';
export { PriceRange } from '@/features/trips/components/price-range';
