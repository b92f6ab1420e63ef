// What other features use of trips: the price estimate a lead was given (its comparison page).
export { findLeadEstimate } from './estimate-repository';
