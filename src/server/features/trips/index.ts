// What other features use of trips: the price estimate a lead was given (its comparison page), and
// the estimate's inputs kept in memory for the app (its trip plan and the lead.estimate job).
export { findLeadEstimate, type EstimateReads } from './estimate-repository';
export { keepEstimateInputs } from './estimate-cache';
// What a request's trip needs (its invitation and comparison pages, docs/product.md#trip-check).
export { leadTripCheck } from './lead-check';
