import { and, desc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, messages } from '../../db/schema';
import { CUSTOMER } from '../../test/comparison';
import { useBooking } from '../../test/bookings';

/**
 * A booked request on "My requests", in the export and after erasure
 * (docs/product.md#my-requests-and-privacy, docs/product.md#bookings).
 */

const { app, setUpBooked } = useBooking();

async function myToken(email: string): Promise<string> {
  const asked = await app().inject({ method: 'POST', url: '/api/my/link', payload: { email } });
  expect(asked.statusCode).toBe(202);
  const [mail] = await app()
    .db.select()
    .from(messages)
    .where(and(eq(messages.recipient, email), like(messages.message_key, 'my-link:%')))
    .orderBy(desc(messages.id))
    .limit(1);
  const token = /\/my\/([^\s/]+)/.exec(mail?.body_text ?? '')?.[1];
  expect(token, 'emailed My requests link').toBeDefined();
  return token!;
}

describe('a booked request on My requests', () => {
  it('links its booking, exports it, and erasing the request erases the booking’s contacts', async () => {
    const { lead, token: quotesToken } = await setUpBooked();
    const token = await myToken(CUSTOMER.email);

    const list = (await app().inject({ method: 'GET', url: `/api/my/${token}` })).json();
    expect(list.requests).toHaveLength(1);
    expect(list.requests[0].booking).toEqual({
      status: 'confirmed',
      path: `/quotes/${quotesToken}/booking`,
    });
    const booking = await app().inject({
      method: 'GET',
      url: `/api${list.requests[0].booking.path}`,
    });
    expect(booking.statusCode).toBe(200);

    const exported = await app().inject({ method: 'GET', url: `/api/my/${token}/export` });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().bookings).toHaveLength(1);
    expect(JSON.stringify(exported.json().bookings)).toContain(CUSTOMER.mobile_number);

    const erased = await app().inject({
      method: 'POST',
      url: `/api/my/${token}/requests/${lead.id}/erase`,
    });
    expect(erased.statusCode).toBeLessThan(300);
    const [row] = await app().db.select().from(bookings).where(eq(bookings.lead_id, lead.id));
    expect(row).toBeDefined();
    const stored = JSON.stringify(row);
    for (const personal of [CUSTOMER.email, CUSTOMER.mobile_number, CUSTOMER.full_name]) {
      expect(stored).not.toContain(personal);
    }
  });
});
