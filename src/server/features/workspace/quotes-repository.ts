import { type SQL, and, desc, eq, sql } from 'drizzle-orm';
import { irishToday } from '@shared/dates';
import { DEFAULT_PAGE_SIZE, toPage } from '@shared/http';
import { centsToEur } from '@shared/marketplace/quotes';
import {
  COMPANY_QUOTE_STATUSES,
  type CompanyQuoteList,
  type CompanyQuoteStatus,
} from '@shared/workspace/quotes';
import type { Database } from '../../db/client';
import { leadInvites, leads, quotes } from '../../db/schema';
import { OPEN_STATUSES } from '../marketplace';

/**
 * A quote's status as its company sees it (docs/product.md#workspace-quotes), the first that
 * applies: chosen; not chosen; withdrawn (declined after quoting, or the request closed — lost,
 * or converted — before a choice); expired (its `valid_until` or the travel date passed, so the
 * customer can no longer choose it); revised (revision 2 or more); sent.
 */
function quoteStatus(today: string): SQL<CompanyQuoteStatus> {
  const open = sql.join(
    OPEN_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql<CompanyQuoteStatus>`case
    when ${leadInvites.status} = 'chosen' then 'chosen'
    when ${leadInvites.status} = 'not_chosen' then 'not_chosen'
    when ${leadInvites.status} = 'declined' or ${leads.status} not in (${open}) then 'withdrawn'
    when ${quotes.valid_until} < ${today} or ${leads.date_of_travel} < ${today} then 'expired'
    when ${quotes.revision} > 1 then 'revised'
    else 'sent'
  end`;
}

type QuotesRequest = {
  status?: CompanyQuoteStatus;
  page?: number;
  per_page?: number;
  today?: string;
};

/**
 * A page of the company's quotes, newest change first (only `status` when given), and the count
 * and sum of every status. Reached through its invitations (indexed by company), never by a quote
 * id.
 */
export async function listCompanyQuotes(
  db: Database,
  operatorId: number,
  {
    status,
    page = 1,
    per_page: perPage = DEFAULT_PAGE_SIZE,
    today = irishToday(),
  }: QuotesRequest = {},
): Promise<CompanyQuoteList> {
  const derived = quoteStatus(today);
  const ofCompany = (where?: SQL) =>
    and(eq(leadInvites.operator_id, operatorId), eq(quotes.operator_id, operatorId), where);
  const [rows, sums] = await Promise.all([
    db
      .select({
        quote: quotes,
        status: derived,
        reference: leads.reference,
        pickup_location: leads.pickup_location,
        dropoff_location: leads.dropoff_location,
        date_of_travel: leads.date_of_travel,
        is_return_trip: leads.is_return_trip,
        number_of_people: leads.number_of_people,
      })
      .from(leadInvites)
      .innerJoin(quotes, eq(quotes.invite_id, leadInvites.id))
      .innerJoin(leads, eq(leads.id, leadInvites.lead_id))
      .where(ofCompany(status === undefined ? undefined : sql`${derived} = ${status}`))
      .orderBy(desc(quotes.updated_at), desc(quotes.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({
        status: derived,
        count: sql<number>`count(*)::int`,
        cents: sql<number>`coalesce(sum(${quotes.price_cents}), 0)::bigint`.mapWith(Number),
      })
      .from(leadInvites)
      .innerJoin(quotes, eq(quotes.invite_id, leadInvites.id))
      .innerJoin(leads, eq(leads.id, leadInvites.lead_id))
      .where(ofCompany())
      // By position: the two case expressions carry their own parameters, so they never compare equal.
      .groupBy(sql`1`),
  ]);
  const byStatus = new Map(sums.map((sum) => [sum.status, sum]));
  // The sums hold every status's count: the filter's total needs no statement of its own.
  const total =
    status === undefined
      ? sums.reduce((all, sum) => all + sum.count, 0)
      : (byStatus.get(status)?.count ?? 0);
  const data = rows.map(({ quote, ...row }) => ({
    id: quote.id,
    invitation_id: quote.invite_id,
    reference: row.reference,
    pickup_location: row.pickup_location,
    dropoff_location: row.dropoff_location,
    date_of_travel: row.date_of_travel,
    is_return_trip: row.is_return_trip,
    number_of_people: row.number_of_people,
    price_eur: centsToEur(quote.price_cents),
    vehicle_type: quote.vehicle_type,
    seats: quote.seats,
    valid_until: quote.valid_until,
    revision: quote.revision,
    status: row.status,
    created_at: quote.created_at.toISOString(),
    updated_at: quote.updated_at.toISOString(),
  }));
  return {
    ...toPage(data, total, page, perPage),
    totals: COMPANY_QUOTE_STATUSES.map((each) => ({
      status: each,
      count: byStatus.get(each)?.count ?? 0,
      total_eur: centsToEur(byStatus.get(each)?.cents ?? 0),
    })),
  };
}
