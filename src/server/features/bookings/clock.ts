import type { BookingRow } from './repository';

const HOUR_MS = 3_600_000;
const DUBLIN = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Dublin',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/** What the clocks in Ireland read at `at`, as if it were UTC (for the offset's arithmetic). */
function dublinWallClock(at: number): number {
  const parts: Record<string, number> = {};
  for (const part of DUBLIN.formatToParts(new Date(at))) parts[part.type] = Number(part.value);
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
}

/** The instant it is `time` (HH:MM) in Ireland on `isoDate`; midnight when no time was given. */
export function irishInstant(isoDate: string, time: string): Date {
  const [hours = 0, minutes = 0] = /^\d{2}:\d{2}$/.test(time) ? time.split(':').map(Number) : [];
  const [year, month, day] = isoDate.split('-').map(Number);
  const asUtc = Date.UTC(year!, month! - 1, day!, hours, minutes);
  return new Date(asUtc - (dublinWallClock(asUtc) - asUtc));
}

/** When the group is picked up on the first day of the booked itinerary. */
export function firstPickup(booking: Pick<BookingRow, 'itinerary'>): Date {
  const [first] = booking.itinerary;
  return first ? irishInstant(first.date, first.start_time) : new Date(0);
}

/** The customer sees the driver and vehicle from 48 hours before pick-up (docs/product.md#bookings). */
export const TRIP_DETAILS_SHOWN_HOURS = 48;

export const showsTripDetails = (booking: Pick<BookingRow, 'itinerary'>, now: Date) =>
  now.getTime() >= firstPickup(booking).getTime() - TRIP_DETAILS_SHOWN_HOURS * HOUR_MS;
