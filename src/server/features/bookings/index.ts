// What other features use of bookings: the booking a customer's choice makes, in its transaction.
export { bookChosenQuote } from './service';
export { completeBookingOfLead } from './completion';
// The customer's personal data in bookings, for the privacy feature's export and erasure.
export { eraseForLeads, exportForLeads } from './personal-data';
