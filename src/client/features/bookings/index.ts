// What other features use of bookings: the booking section the comparison page shows after the choice.
export { BookingSection } from '@/features/bookings/components/booking-section';
// The chosen company's booking on its respond link page.
export { CompanyBookingSection } from '@/features/bookings/components/company-booking-section';
