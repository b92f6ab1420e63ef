import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { useBooking } from '../../test/bookings';
import { inDays } from '../../test/leads';

// docs/product.md#bookings
const { app, setUpBooked, getBooking, messagesOf } = useBooking();

const cancel = (token: string, payload: object) =>
  app().inject({ method: 'POST', url: `/api/quotes/${token}/booking/cancel`, payload });

async function moveFirstDay(leadId: number, date: string) {
  const [row] = await app().db.select().from(bookings).where(eq(bookings.lead_id, leadId));
  const [first, ...rest] = row!.itinerary;
  await app()
    .db.update(bookings)
    .set({ itinerary: [{ ...first!, date }, ...rest] })
    .where(eq(bookings.id, row!.id));
}

describe('POST /api/quotes/:token/booking/cancel', () => {
  it('charges under the accepted scale, records the reason and tells the company', async () => {
    // The scale: 14 days or fewer 25 %, 2 days or fewer 100 %, of €1,214.50.
    const { lead, token } = await setUpBooked();
    await moveFirstDay(lead.id, inDays(10));
    const response = await cancel(token, { reason: '  The school tour moved  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'The school tour moved',
      // 25 % of 1214.50 = 303.625, to the cent
      cancellation_charge_eur: 303.63,
    });
    expect((await getBooking(token)).json().status).toBe('cancelled');

    const [toCompany] = (await messagesOf(lead.id)).filter((message) =>
      message.message_key.endsWith(':booking:cancelled:company'),
    );
    expect(toCompany).toMatchObject({
      recipient: 'cheap@example.ie',
      subject: `Booking cancelled: ${lead.reference}`,
    });
    expect(toCompany!.body_text).toContain('The school tour moved');
    expect(toCompany!.body_text).toContain('€303.63');

    const again = await cancel(token, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This booking is already cancelled' });
  });

  it('charges nothing further ahead than the scale, everything on the day', async () => {
    const far = await setUpBooked();
    expect((await cancel(far.token, { reason: 'Plans changed' })).json()).toMatchObject({
      cancellation_charge_eur: 0,
    });
    const near = await setUpBooked();
    await moveFirstDay(near.lead.id, inDays(0));
    expect((await cancel(near.token, { reason: 'Plans changed' })).json()).toMatchObject({
      cancellation_charge_eur: 1214.5,
    });
  });

  it('refuses once the trip has started', async () => {
    const { lead, token } = await setUpBooked();
    await moveFirstDay(lead.id, inDays(-1));
    const response = await cancel(token, { reason: 'Too late' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'The trip has already started; call the company to change it',
    });
  });

  it.each([
    [{}],
    [{ reason: '' }],
    [{ reason: '   ' }],
    [{ reason: 7 }],
    [{ reason: 'x'.repeat(1001) }],
  ])('refuses %j with 422 and changes nothing', async (payload) => {
    const { lead, token } = await setUpBooked();
    const response = await cancel(token, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.reason).toBeDefined();
    const [row] = await app().db.select().from(bookings).where(eq(bookings.lead_id, lead.id));
    expect(row!.status).toBe('confirmed');
  });
});
