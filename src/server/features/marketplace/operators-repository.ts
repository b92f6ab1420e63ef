import { and, asc, avg, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type {
  FleetVehicle,
  Operator,
  OperatorStatus,
  ValidOperatorInput,
} from '@shared/marketplace/operators';
import type { Database } from '../../db/client';
import {
  companyMembers,
  leadInvites,
  operatorApplications,
  operatorRatings,
  operators,
  users,
} from '../../db/schema';

export type OperatorRow = typeof operators.$inferSelect;

/** What the list, detail and every write answer with: the row plus its verifier and rating. */
type OperatorView = { operator: OperatorRow; verified_by_name: string | null } & RatingTotals;
type RatingTotals = { average: string | null; total: number | null };

export type OperatorFilters = { status?: OperatorStatus | undefined; search?: string | undefined };

/** The largest vehicle's seats, kept in `max_seats` so matching can filter on it. */
export const largestSeats = (fleet: readonly FleetVehicle[]) =>
  Math.max(...fleet.map((vehicle) => vehicle.seats));

/** Each rated company's average score and number of ratings. */
export const operatorRatingTotals = (db: Database) =>
  db
    .select({
      operator_id: operatorRatings.operator_id,
      average: avg(operatorRatings.score).as('average'),
      total: count().as('total'),
    })
    .from(operatorRatings)
    .groupBy(operatorRatings.operator_id)
    .as('operator_rating_totals');

/** An average as one decimal (4.333… → 4.3), or null before the first rating. */
export const roundRating = (average: string | number | null) =>
  average === null ? null : Math.round(Number(average) * 10) / 10;

/** The API's view: `insurance_expired` is judged against `today` (an Irish calendar date). */
export function toOperator(view: OperatorView, today: string): Operator {
  const { operator: row } = view;
  return {
    id: row.id,
    company_name: row.company_name,
    contact_name: row.contact_name,
    email: row.email,
    phone: row.phone,
    website: row.website,
    licence_number: row.licence_number,
    insurance_expires_on: row.insurance_expires_on,
    insurance_expired: row.insurance_expires_on < today,
    base_location: row.base_location,
    base_county: row.base_county as Operator['base_county'],
    base_lat: row.base_lat,
    base_lng: row.base_lng,
    counties: row.counties as Operator['counties'],
    fleet: row.fleet as FleetVehicle[],
    notes: row.notes,
    vat_status: row.vat_status,
    status: row.status,
    verified_at: row.verified_at?.toISOString() ?? null,
    verified_by: row.verified_by,
    verified_by_name: view.verified_by_name,
    rating: roundRating(view.average),
    rating_count: view.total ?? 0,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * Staff never see a company whose own application is not confirmed yet by its emailed link
 * (docs/product.md#for-bus-companies): it is left out of the list, the detail and every write.
 */
const seenByStaff = sql`not exists (select 1 from ${operatorApplications} where ${operatorApplications.operator_id} = ${operators.id} and ${operatorApplications.confirmed_at} is null)`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function selectOperatorViews(db: Database) {
  const ratings = operatorRatingTotals(db);
  return db
    .select({
      operator: operators,
      verified_by_name: users.name,
      average: ratings.average,
      total: ratings.total,
    })
    .from(operators)
    .leftJoin(users, eq(users.id, operators.verified_by))
    .leftJoin(ratings, eq(ratings.operator_id, operators.id));
}

/**
 * Companies by name. `search` is a case-insensitive substring of the name, contact, email,
 * licence number or base; the table stays small (hundreds), so no index is needed for it.
 */
export async function listOperators(
  db: Database,
  filters: OperatorFilters,
): Promise<OperatorView[]> {
  const search = filters.search?.trim().toLowerCase();
  const searched = sql`lower(${operators.company_name} || ' ' || ${operators.contact_name} || ' ' || ${operators.email} || ' ' || ${operators.licence_number} || ' ' || ${operators.base_location})`;
  return selectOperatorViews(db)
    .where(
      and(
        seenByStaff,
        filters.status ? eq(operators.status, filters.status) : undefined,
        search ? sql`${searched} like ${`%${escapeLike(search)}%`}` : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${operators.company_name})`), asc(operators.id));
}

export async function findOperatorView(
  db: Database,
  id: number,
): Promise<OperatorView | undefined> {
  const [row] = await selectOperatorViews(db).where(and(eq(operators.id, id), seenByStaff));
  return row;
}

/** Every company staff see (not applications awaiting their email link), by name: the few hundred staff choose from when inviting by hand. */
export async function listOperatorRows(db: Database): Promise<OperatorRow[]> {
  return db
    .select()
    .from(operators)
    .where(seenByStaff)
    .orderBy(asc(sql`lower(${operators.company_name})`), asc(operators.id));
}

/**
 * The companies with these ids, their rows share-locked until the transaction ends: a company
 * suspended meanwhile is either seen suspended or suspended after the invitation.
 */
export async function shareLockOperators(db: Database, ids: number[]): Promise<OperatorRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(operators)
    .where(inArray(operators.id, ids))
    .orderBy(asc(operators.id))
    .for('share');
}

/** Locks one company's row for a read-check-write (and against a concurrent invitation). */
export async function lockOperator(db: Database, id: number): Promise<OperatorRow | undefined> {
  const [row] = await db
    .select()
    .from(operators)
    .where(and(eq(operators.id, id), seenByStaff))
    .for('update');
  return row;
}

/**
 * Serialises writes that claim an email, so two concurrent saves cannot both pass the
 * "no other company has it" check (the table has no unique index on email).
 */
export async function lockOperatorEmail(db: Database, email: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`operator-email:${email.trim().toLowerCase()}`}))`,
  );
}

/** Whether another company (not `exceptId`) already uses this email, case-insensitively. */
export async function isOperatorEmailTaken(
  db: Database,
  email: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(
      and(
        sql`lower(${operators.email}) = ${email.trim().toLowerCase()}`,
        exceptId === undefined ? undefined : ne(operators.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertOperator(
  db: Database,
  input: ValidOperatorInput & { garda_vetted?: boolean },
): Promise<number> {
  const [row] = await db
    .insert(operators)
    .values({ ...input, max_seats: largestSeats(input.fleet) })
    .returning({ id: operators.id });
  return row!.id;
}

export async function updateOperatorRow(
  db: Database,
  id: number,
  changes: Partial<ValidOperatorInput> &
    Partial<Pick<OperatorRow, 'status' | 'verified_by' | 'verified_at' | 'garda_vetted'>>,
): Promise<void> {
  await db
    .update(operators)
    .set({
      ...changes,
      ...(changes.fleet ? { max_seats: largestSeats(changes.fleet) } : {}),
      updated_at: sql`now()`,
    })
    .where(eq(operators.id, id));
}

export async function countOperatorInvites(db: Database, id: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(leadInvites)
    .where(eq(leadInvites.operator_id, id));
  return row?.total ?? 0;
}

/** Deletes the company and its accounts (docs/product.md#company-accounts): nobody is left bound to nothing. */
export async function deleteOperatorRow(db: Database, id: number): Promise<void> {
  await db
    .delete(users)
    .where(
      inArray(
        users.id,
        db
          .select({ id: companyMembers.user_id })
          .from(companyMembers)
          .where(eq(companyMembers.operator_id, id)),
      ),
    );
  await db.delete(operators).where(eq(operators.id, id));
}
