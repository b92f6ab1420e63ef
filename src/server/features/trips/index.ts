// What other features use of trips: the price estimate of a planned trip and its recording per lead.
export { type TripFacts } from './estimate-bands';
export { estimateTripPrice, recordLeadEstimate } from './estimate';
