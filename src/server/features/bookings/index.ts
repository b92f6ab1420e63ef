// What other features use of bookings: the booking a customer's choice makes, in its transaction.
export { bookChosenQuote } from './service';
export { completeBookingOfLead } from './completion';
