// What other features use of trips: the itinerary as days and stops.
export { ItineraryDays } from '@/features/trips/components/itinerary-days';
export { TripCheckNote } from '@/features/trips/components/trip-check-note';
