import { eq } from 'drizzle-orm';
import type { AttachmentRef } from '@shared/outbox/attachments';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import { PermanentJobError } from '../../jobs/worker';
import type { EmailAttachment } from '../outbox';
import { renderBookingIcs } from './booking-ics';
import { renderBookingPdf } from './booking-pdf';
import { showsTripDetails } from './clock';
import { bookingPeople, toBookingView } from './repository';

/** The references the booking's emails carry: its PDF and calendar file for one reader. */
export const bookingAttachments = (
  bookingId: number,
  reader: AttachmentRef['reader'],
): AttachmentRef[] => [
  { kind: 'booking-pdf', booking_id: bookingId, reader },
  { kind: 'booking-ics', booking_id: bookingId, reader },
];

/**
 * Renders an attachment reference when its email is sent (decision 050): the booking as it is
 * then, as its reader's download would show it (the customer sees the driver only from 48 hours
 * before pick-up).
 */
export function bookingAttachmentRenderer(db: Database, publicUrl: string) {
  const host = new URL(publicUrl).hostname;
  return async (ref: AttachmentRef, now = new Date()): Promise<EmailAttachment> => {
    const [row] = await db.select().from(bookings).where(eq(bookings.id, ref.booking_id));
    if (!row) throw new PermanentJobError('The attached booking no longer exists');
    const showDetails = ref.reader === 'company' || showsTripDetails(row, now);
    const view = toBookingView(row, await bookingPeople(db, row), showDetails);
    return ref.kind === 'booking-pdf'
      ? {
          filename: `booking-${view.reference}.pdf`,
          contentType: 'application/pdf',
          content: await renderBookingPdf(view),
        }
      : {
          filename: `trip-${view.reference}.ics`,
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: renderBookingIcs(view, host),
        };
  };
}
