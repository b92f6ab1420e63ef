// What other features use of trips: the price estimate of a planned trip (the trip plan's `estimate`).
export { type TripFacts } from './estimate-bands';
export { estimateTripPrice } from './estimate';
