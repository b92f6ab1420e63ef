import ICAL from 'ical.js';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { useBooking } from '../../test/bookings';
import { inDays } from '../../test/leads';

// docs/product.md#bookings
const { setUp, setUpBooked, download, accept } = useBooking();

async function pdfText(body: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('GET /api/quotes/:token/booking.pdf and /api/respond/:token/booking.pdf', () => {
  it('is a PDF carrying the reference, itinerary, price lines, deposit, terms and contacts', async () => {
    const { lead, token } = await setUpBooked();
    await accept(token);
    const response = await download(`/api/quotes/${token}/booking.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="booking-${lead.reference}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      lead.reference,
      lead.pickup_location,
      lead.dropoff_location,
      'Vehicle and driver: €1,200.00',
      'Tolls: €14.50',
      'Parking: €25.00, not in the total',
      'Total: €1,214.50',
      'Deposit: €242.90',
      'Cancelling 14 days or fewer before the trip costs 25% of the total.',
      'VAT: exempt (passenger transport)',
      'Accepted by the customer on',
      'Siobhán Ní Bhriain',
      'Cheap Coaches (Pádraig Driver), 021 555 1234',
    ]) {
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    }
    expect(text).not.toMatch(/incl\.? VAT/i);
  });

  it("is the chosen company's too, and no other company's", async () => {
    const { lead, companies } = await setUpBooked();
    const chosen = await download(`/api/respond/${companies.cheap.token}/booking.pdf`);
    expect(chosen.statusCode).toBe(200);
    expect(await pdfText(chosen.rawPayload)).toContain(lead.reference);
    const other = await download(`/api/respond/${companies.expensive.token}/booking.pdf`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'There is no booking for this request yet' });
    expect((await download('/api/respond/forged/booking.pdf')).statusCode).toBe(404);
  });

  it('answers 404 before the choice', async () => {
    const { token } = await setUp();
    expect((await download(`/api/quotes/${token}/booking.pdf`)).statusCode).toBe(404);
    expect((await download(`/api/quotes/${token}/booking.ics`)).statusCode).toBe(404);
  });
});

describe('GET /api/quotes/:token/booking.ics', () => {
  it('has one event per day, in Irish time with the zone named, at the pick-up', async () => {
    // Out on one day and back two days later: two days, each at its own local pick-up time.
    const { lead, token, companies } = await setUpBooked({
      pickup_location: 'Eyre Square, Galway',
      dropoff_location: 'Killarney',
      date_of_travel: inDays(30),
      pickup_time: '08:30',
      is_return_trip: true,
      return_date: inDays(32),
      return_time: '17:15',
    });
    const response = await download(`/api/quotes/${token}/booking.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(
      'Europe/Dublin',
    );
    const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
    expect(events).toHaveLength(2);
    const compact = (iso: string) => iso.replaceAll('-', '');
    expect(response.body).toContain(`DTSTART;TZID=Europe/Dublin:${compact(inDays(30))}T083000`);
    expect(response.body).toContain(`DTSTART;TZID=Europe/Dublin:${compact(inDays(32))}T171500`);
    expect(events.map((event) => event.location)).toEqual(['Eyre Square, Galway', 'Killarney']);
    const zoneOf = (event: ICAL.Event) =>
      event.component.getFirstProperty('dtstart')?.getParameter('tzid');
    expect(events.map(zoneOf)).toEqual(['Europe/Dublin', 'Europe/Dublin']);
    expect(new Set(events.map((event) => event.uid)).size).toBe(2);
    expect(events[0]!.summary).toContain(lead.reference);
    expect(events[0]!.description).toContain('021 555 1234');

    const forCompany = await download(`/api/respond/${companies.cheap.token}/booking.ics`);
    expect(forCompany.statusCode).toBe(200);
    expect(forCompany.body).toContain(`DTSTART;TZID=Europe/Dublin:${compact(inDays(30))}T083000`);
  });
});
