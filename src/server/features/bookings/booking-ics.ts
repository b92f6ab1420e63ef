import ical, { ICalCalendarMethod } from 'ical-generator';
import type { BookingView } from '@shared/bookings/booking';
import { irishInstant } from './clock';

/**
 * Europe/Dublin for calendars that want the zone spelled out: Irish Standard Time (+01:00) from
 * the last Sunday of March, Greenwich Mean Time from the last Sunday of October.
 */
const DUBLIN_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Dublin',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:IST',
  'DTSTART:19700329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** The itinerary holds no arrival times, so each day's event marks the pick-up and 4 hours after. */
const DEFAULT_DAY_HOURS = 4;

/**
 * The booking as a calendar file (docs/product.md#bookings, decision 047): one event per itinerary
 * day from its pick-up, in Irish time with the zone named, at the pick-up place, with stable UIDs
 * and the booking's revision as SEQUENCE, so a re-download updates the same events.
 */
export function renderBookingIcs(booking: BookingView, host: string): string {
  const calendar = ical({
    name: `Coach trip ${booking.reference}`,
    prodId: { company: 'Coach Hire Ireland', product: 'bookings', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: 'Europe/Dublin', generator: () => DUBLIN_VTIMEZONE },
  });
  booking.itinerary.forEach((day, index) => {
    const start = irishInstant(day.date, day.start_time);
    const [pickup] = day.stops;
    const route = day.stops.map((stop) => stop.place).join(' → ');
    calendar.createEvent({
      id: `${booking.reference}-day-${index + 1}@${host}`,
      start,
      end: new Date(start.getTime() + DEFAULT_DAY_HOURS * 3_600_000),
      // Each accepted change raises it, so a calendar replaces the event (decision 049).
      sequence: booking.revision,
      timezone: 'Europe/Dublin',
      summary: `Coach pick-up (${booking.reference}, day ${index + 1} of ${booking.itinerary.length})`,
      location: pickup?.place ?? '',
      description: [
        `Pick-up at ${day.start_time} from ${pickup?.place ?? ''}.`,
        `Route: ${route}.`,
        `${booking.company.name}: ${booking.company.phone}.`,
      ].join('\n'),
    });
  });
  return calendar.toString();
}
