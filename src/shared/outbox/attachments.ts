import { z } from 'zod';

/**
 * A document an email carries, named by reference and rendered when the email is sent
 * (docs/product.md#bookings, decision 050): the outbox row stays small, and the file shows the
 * booking as it is at that moment. `reader` is whose copy it is (the customer sees the driver
 * only from 48 hours before pick-up; the company always).
 */
export const attachmentRefSchema = z.object({
  kind: z.enum(['booking-pdf', 'booking-ics']),
  booking_id: z.number().int(),
  reader: z.enum(['customer', 'company']),
});
export type AttachmentRef = z.infer<typeof attachmentRefSchema>;
