// What other features use of trips: the price estimate a lead was given (its comparison page).
export { findLeadEstimate } from './estimate-repository';
// What a request's trip needs (its invitation and comparison pages, docs/product.md#trip-check).
export { leadTripCheck } from './lead-check';
