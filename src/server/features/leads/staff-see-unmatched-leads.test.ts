import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads } from '../../db/schema';
import { inviteOperator, seedOperator } from '../../test/marketplace';
import { useStaffLeads } from '../../test/staff-leads';

const { app, get } = useStaffLeads();

const leadNamed = async (name: string) =>
  (await app().db.select().from(leads).where(eq(leads.full_name, name)))[0]!;
const listed = async (query: string) =>
  (await get(`/api/bus-quote/paginated?${query}`)).json() as {
    total: number;
    data: { full_name: string }[];
  };
const dashboardUnmatched = async () => (await get('/api/dashboard/admin')).json().unmatched;

describe('unmatched requests: open, no company invited', () => {
  it('are counted on the admin dashboard and filtered on the lead list', async () => {
    // The four open leads (spam left out) arrived before any company could take them.
    expect((await listed('unmatched=true')).total).toBe(4);
    expect(await dashboardUnmatched()).toBe(4);

    const company = await seedOperator(app().db);
    await inviteOperator(app(), (await leadNamed('Seán Murphy')).id, company.id);
    await app()
      .db.update(leads)
      .set({ status: 'converted' })
      .where(eq(leads.id, (await leadNamed('Niamh Kelly')).id));

    const unmatched = await listed('unmatched=true');
    expect(unmatched.data.map((lead) => lead.full_name).sort()).toEqual([
      '=HYPERLINK("http://evil")',
      'Bride & Groom',
    ]);
    expect(await dashboardUnmatched()).toBe(2);
    expect((await listed('unmatched=false')).total).toBe(2);
    expect((await get('/api/bus-quote/paginated?unmatched=maybe')).statusCode).toBe(422);
  });
});
