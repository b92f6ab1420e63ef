import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { useBooking } from '../../test/bookings';
import { inDays } from '../../test/leads';

// docs/product.md#booking-changes
const { app, setUpBooked, getBooking, messagesOf } = useBooking();

const cancel = (token: string, payload: object) =>
  app().inject({ method: 'POST', url: `/api/respond/${token}/booking/cancel`, payload });

describe('POST /api/respond/:token/booking/cancel', () => {
  it('cancels with the reason, charges the customer nothing, tells them and closes a pending change', async () => {
    const { lead, token, companies } = await setUpBooked();
    const asked = await app().inject({
      method: 'POST',
      url: `/api/quotes/${token}/booking/changes`,
      payload: { message: 'Can we leave later?' },
    });
    const response = await cancel(companies.cheap.token, { reason: ' Our coach failed its test ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'company',
      cancel_reason: 'Our coach failed its test',
      cancellation_charge_eur: null,
    });
    expect((await getBooking(token)).json()).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'company',
    });

    const [toCustomer] = (await messagesOf(lead.id)).filter((message) =>
      message.message_key.endsWith(':booking:cancelled:customer'),
    );
    expect(toCustomer).toMatchObject({
      channel: 'email',
      recipient: lead.email,
      subject: `Booking cancelled: ${lead.reference}`,
    });
    expect(toCustomer!.body_text).toContain('Our coach failed its test');
    expect(toCustomer!.body_text).toContain('You are not charged');

    const changes = await app().inject({
      method: 'GET',
      url: `/api/quotes/${token}/booking/changes`,
    });
    expect(changes.json().changes).toEqual([
      expect.objectContaining({ id: asked.json().change.id, status: 'closed' }),
    ]);

    const again = await cancel(companies.cheap.token, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This booking is already cancelled' });
    const customerToo = await app().inject({
      method: 'POST',
      url: `/api/quotes/${token}/booking/cancel`,
      payload: { reason: 'Us too' },
    });
    expect(customerToo.statusCode).toBe(409);
  });

  it('refuses once the trip has started, and a company that was not chosen', async () => {
    const { lead, companies } = await setUpBooked();
    expect((await cancel(companies.middle.token, { reason: 'No' })).statusCode).toBe(404);
    const [row] = await app().db.select().from(bookings).where(eq(bookings.lead_id, lead.id));
    await app()
      .db.update(bookings)
      .set({ itinerary: [{ ...row!.itinerary[0]!, date: inDays(-1) }] })
      .where(eq(bookings.id, row!.id));
    const late = await cancel(companies.cheap.token, { reason: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      message: 'The trip has already started; call the customer to change it',
    });
  });

  it.each([[{}], [{ reason: '   ' }], [{ reason: 5 }], [{ reason: 'x'.repeat(1001) }]])(
    'refuses %j with 422 and changes nothing',
    async (payload) => {
      const { lead, companies } = await setUpBooked();
      const response = await cancel(companies.cheap.token, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.reason).toBeDefined();
      const [row] = await app().db.select().from(bookings).where(eq(bookings.lead_id, lead.id));
      expect(row!.status).toBe('confirmed');
    },
  );
});
