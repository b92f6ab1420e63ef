// What other features use of trips: the price estimate of a planned trip (the trip plan's
// `estimate`) and the one a lead was given (its comparison page).
export { type TripFacts } from './estimate-bands';
export { estimateTripPrice } from './estimate';
export { findLeadEstimate } from './estimate-repository';
