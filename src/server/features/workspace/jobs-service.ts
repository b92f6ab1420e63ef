import { irishToday } from '@shared/dates';
import { centsToEur } from '@shared/marketplace/quotes';
import type { Job, JobsPage, JobWhen } from '@shared/workspace/jobs';
import type { Database } from '../../db/client';
import { toJourney } from '../marketplace';
import { countJobs, listBookedDays, listJobRows } from './jobs-repository';

/** The first and last days of a `YYYY-MM` month. */
export function monthBounds(month: string): { first: string; last: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(lastDay).padStart(2, '0')}` };
}

type JobRow = Awaited<ReturnType<typeof listJobRows>>[number];

function toJob(row: JobRow): Job {
  const { lead } = row;
  return {
    invite_id: row.invite_id,
    journey: toJourney(lead),
    // The customer chose this company: their contact goes to it (docs/product.md#choosing-a-quote).
    customer: { full_name: lead.full_name, email: lead.email, mobile_number: lead.mobile_number },
    price_eur: centsToEur(row.price_cents),
    vat_status: row.vat_status,
    vehicle_type: row.vehicle_type,
    seats: row.seats,
  };
}

type JobsRequest = { month?: string; when: JobWhen; page: number; per_page: number };

/** One company's jobs page and the booked days of the month asked for (this month by default). */
export async function loadJobs(
  db: Database,
  operatorId: number,
  query: JobsRequest,
  now = new Date(),
): Promise<JobsPage> {
  const today = irishToday(now);
  const month = query.month ?? today.slice(0, 7);
  const { when, page, per_page: perPage } = query;
  const [rows, total, bookedDays] = await Promise.all([
    listJobRows(db, { operatorId, when, today, limit: perPage, offset: (page - 1) * perPage }),
    countJobs(db, { operatorId, when, today }),
    listBookedDays(db, { operatorId, ...monthBounds(month) }),
  ]);
  return {
    data: rows.map(toJob),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
    when,
    month,
    today,
    booked_days: bookedDays,
  };
}
