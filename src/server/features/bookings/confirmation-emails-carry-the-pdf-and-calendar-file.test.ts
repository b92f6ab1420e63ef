import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { PDFParse } from 'pdf-parse';
import { afterAll, describe, expect, it } from 'vitest';
import { bookings, messages } from '../../db/schema';
import { bearer, createUser, tokenFor } from '../../test/auth-helpers';
import { CUSTOMER, useComparison } from '../../test/comparison';
import { startFakeSmtp } from '../../test/fake-smtp';
import { attachmentsOf, parseMime } from '../../test/mime';

// docs/product.md#bookings, decision 050: the confirmation to each side carries both documents.
const smtp = await startFakeSmtp();
afterAll(() => smtp.close());
const { app, setUp, choose, messagesOf } = useComparison({
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
});

async function pdfText(body: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/** A booking made by the customer's choice, its confirmation emails written but not yet sent. */
async function booked() {
  const setup = await setUp();
  expect((await choose(setup.token, setup.quoteIds['Cheap Coaches'])).statusCode).toBe(200);
  const [booking] = await app()
    .db.select()
    .from(bookings)
    .where(eq(bookings.lead_id, setup.lead.id));
  const confirmations = (await messagesOf(setup.lead.id)).filter((message) =>
    message.message_key.includes(':booking:confirmed:'),
  );
  return { ...setup, booking: booking!, confirmations };
}

const delivered = (recipient: string, subject: string) => {
  const mail = smtp.received.find(
    (received) => received.to.includes(recipient) && received.raw.includes(subject),
  );
  expect(mail, `an email to ${recipient}`).toBeDefined();
  return parseMime(mail!.raw);
};

describe('the booking confirmation emails', () => {
  it('keep only a reference to each document in the outbox row', async () => {
    const { booking, confirmations } = await booked();
    expect(confirmations.map((message) => message.recipient).sort()).toEqual(
      ['cheap@example.ie', CUSTOMER.email].sort(),
    );
    for (const message of confirmations) {
      const reader = message.recipient === CUSTOMER.email ? 'customer' : 'company';
      expect(message.attachments).toEqual([
        { kind: 'booking-pdf', booking_id: booking.id, reader },
        { kind: 'booking-ics', booking_id: booking.id, reader },
      ]);
      expect(JSON.stringify(message.attachments).length).toBeLessThan(200);
    }
  });

  it('reach the customer and the company with the PDF and the calendar file attached', async () => {
    const { lead } = await booked();
    await app().jobs.runDueJobs();
    const subject = `Booking confirmed: ${lead.reference}`;
    for (const recipient of [CUSTOMER.email, 'cheap@example.ie']) {
      const mail = delivered(recipient, subject);
      expect(mail.contentType).toBe('multipart/mixed');
      const files = attachmentsOf(mail);
      expect(files.map((file) => [file.filename, file.contentType])).toEqual([
        [`booking-${lead.reference}.pdf`, 'application/pdf'],
        [`trip-${lead.reference}.ics`, 'text/calendar'],
      ]);
      const [pdf, ics] = files;
      expect(pdf!.body.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(pdf!.body);
      expect(text).toContain(`Reference: ${lead.reference}`);
      expect(text).toContain('Total: €700.00');
      const calendar = new ICAL.Component(ICAL.parse(ics!.body.toString('utf8')));
      const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
      expect(events).toHaveLength(1);
      expect(events[0]!.summary).toContain(lead.reference);
      // The body still says so, and still links the documents.
      const bodyText = mail.parts[0]!.parts[0]!.body.toString();
      expect(bodyText).toContain('are attached');
    }
    const sent = (await messagesOf(lead.id)).filter((message) =>
      message.message_key.includes(':booking:confirmed:'),
    );
    expect(sent.map((message) => message.status)).toEqual(['sent', 'sent']);
  });

  it('attach the booking as it is when sent, not as it was when queued', async () => {
    const { lead, booking } = await booked();
    // The company gives its driver before the worker gets to the emails.
    await app()
      .db.update(bookings)
      .set({
        driver_name: 'Seán Murphy',
        driver_mobile: '087 123 4567',
        vehicle_registration: '191-G-1234',
      })
      .where(eq(bookings.id, booking.id));
    await app().jobs.runDueJobs();
    const subject = `Booking confirmed: ${lead.reference}`;
    const [companyPdf] = attachmentsOf(delivered('cheap@example.ie', subject));
    expect(await pdfText(companyPdf!.body)).toContain('Driver: Seán Murphy, 087 123 4567');
    // The customer's copy follows the customer's rule: the driver from 48 hours before pick-up.
    const [customerPdf] = attachmentsOf(delivered(CUSTOMER.email, subject));
    expect(await pdfText(customerPdf!.body)).not.toContain('Seán Murphy');
  });

  it('keep their attachments when an admin resends one, and lose them when the request is erased', async () => {
    const { lead, confirmations } = await booked();
    await app().jobs.runDueJobs();
    const admin = await createUser(app(), 1, { email: 'outbox.admin@example.ie' });
    const auth = bearer(await tokenFor(app(), admin));
    const original = confirmations.find((message) => message.recipient === CUSTOMER.email)!;
    const resent = await app().inject({
      method: 'POST',
      url: `/api/outbox/${original.id}/resend`,
      headers: auth,
    });
    expect(resent.statusCode).toBe(201);
    const [copy] = await app().db.select().from(messages).where(eq(messages.id, resent.json().id));
    expect(copy!.attachments).toEqual(original.attachments);

    const erased = await app().inject({
      method: 'POST',
      url: `/api/bus-quote/${lead.id}/erase`,
      headers: auth,
    });
    expect(erased.statusCode).toBe(200);
    const rows = await messagesOf(lead.id);
    for (const row of rows.filter((message) => message.body_text === '[erased]')) {
      expect(row.attachments).toBeNull();
    }
    const text = JSON.stringify(rows);
    for (const personal of [CUSTOMER.email, 'Siobhán', '765 4321'])
      expect(text).not.toContain(personal);
  });
});
