import { Readable } from 'node:stream';
import { type SQL, and, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { leads, users } from '../../db/schema';

const BATCH_SIZE = 2_000;
const BOM = '\uFEFF';

/**
 * The export's columns: a header and the value as text, formatted by PostgreSQL as the API shows
 * it (ISO times, Yes/No). `computed` marks values that cannot start a formula or need quotes
 * (ids, timestamps, dates, positive counts, Yes/No); every other cell goes through `csvCellSql`.
 */
export const COLUMNS: { header: string; value: SQL; computed?: true }[] = [
  { header: 'ID', value: sql`${leads.id}::text`, computed: true },
  // `CH-` and letters or digits only: never a formula, never quoted.
  { header: 'Reference', value: sql`${leads.reference}`, computed: true },
  {
    header: 'Created',
    value: sql`to_char(${leads.created_at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    computed: true,
  },
  { header: 'Full Name', value: sql`${leads.full_name}` },
  { header: 'Email', value: sql`${leads.email}` },
  { header: 'Mobile Number', value: sql`${leads.mobile_number}` },
  { header: 'Pick-up Location', value: sql`${leads.pickup_location}` },
  { header: 'Drop-off Location', value: sql`${leads.dropoff_location}` },
  {
    header: 'Date of Travel',
    value: sql`to_char(${leads.date_of_travel}, 'YYYY-MM-DD')`,
    computed: true,
  },
  { header: 'Pick-up Time', value: sql`${leads.pickup_time}` },
  {
    header: 'Return Trip',
    value: sql`case when ${leads.is_return_trip} then 'Yes' else 'No' end`,
    computed: true,
  },
  {
    header: 'Return Date',
    value: sql`to_char(${leads.return_date}, 'YYYY-MM-DD')`,
    computed: true,
  },
  { header: 'Return Time', value: sql`${leads.return_time}` },
  { header: 'Group Type', value: sql`${leads.group_type}` },
  {
    header: 'Number of People',
    value: sql`${leads.number_of_people}::text`,
    computed: true,
  },
  { header: 'Vehicle', value: sql`${leads.vehicle_selected}` },
  { header: 'Distance (km)', value: sql`${leads.distance}::text` },
  { header: 'Additional Information', value: sql`${leads.additional_info}` },
  { header: 'Landing Page', value: sql`${leads.slug}` },
  { header: 'Status', value: sql`${leads.status}` },
  { header: 'Priority', value: sql`${leads.priority}` },
  { header: 'Assigned To', value: sql`assignee.name` },
];

/**
 * One CSV cell. Text a spreadsheet would run as a formula (=, +, -, @, tab, CR, LF first) gets
 * a leading apostrophe; quotes, commas and line breaks are quoted per RFC 4180.
 */
export function toCsvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value);
  if (/^[=+\-@\t\r\n]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** `toCsvCell` in SQL, for PostgreSQL to apply to every row (export.test.ts compares the two). */
export function csvCellSql(text: SQL): SQL {
  const quoted = (inner: SQL) => sql`'"' || replace(${inner}, '"', '""') || '"'`;
  const neutralised = sql`case when ${text} ~ '^[-=+@\\t\\r\\n]' then chr(39) || ${text} else ${text} end`;
  return sql`case
    when ${text} ~ '^[-=+@\\t\\r\\n]|[",\\r\\n]'
    then case when ${text} ~ '[",\\r\\n]' then ${quoted(neutralised)} else chr(39) || ${text} end
    else ${text} end`;
}

/** What every export starts with: a BOM so Excel reads UTF-8 accents, then the header line. */
export const CSV_START = BOM + `${COLUMNS.map(({ header }) => toCsvCell(header)).join(',')}\r\n`;

/** Column i of the batch's inner select, by a fixed name. */
const column = (index: number) => sql.identifier(`c${index}`);
const SELECTED = sql.join(
  COLUMNS.map(({ value }, index) => sql`${value} as ${column(index)}`),
  sql`, `,
);
const LINE = sql.join(
  COLUMNS.map(({ computed }, index) => {
    const text = sql`${column(index)}`;
    return sql`coalesce(${computed ? text : csvCellSql(text)}, '')`;
  }),
  sql` || ',' || `,
);

/**
 * Lines per string PostgreSQL returns (~65 KB). One ~600 KB string per batch doubled the export's
 * memory growth (56 vs 25 MB at 1,000,000 leads): strings that large, and their Buffer copies,
 * live outside V8's young generation until a full collection.
 */
const LINES_PER_CHUNK = 250;

type Chunk = { csv: string; last_id: number; rows: number };

/**
 * The next BATCH_SIZE matching leads after `afterId` (keyset paging in id order) as CSV text
 * built by PostgreSQL, LINES_PER_CHUNK lines per string: the server handles a few strings per
 * batch instead of a row object, 22 values and their Dates per lead (which, mapped by Drizzle and
 * formatted in Node, grew its heap by ~160 MB per export).
 */
function fetchBatch(db: Database, where: SQL | undefined, afterId: number): Promise<Chunk[]> {
  return queryRows<Chunk>(
    db,
    sql`select string_agg(line, '' order by id) as csv, max(id) as last_id, count(*)::int as rows
        from (
          select ${LINE} || E'\\r\\n' as line, id,
            (row_number() over (order by id) - 1) / ${LINES_PER_CHUNK} as chunk
          from (
            select ${SELECTED}, ${leads.id} as id
            from ${leads} left join ${users} as assignee on assignee.id = ${leads.assigned_to}
            where ${and(where, sql`${leads.id} > ${afterId}`)}
            order by ${leads.id} limit ${BATCH_SIZE}
          ) as page
        ) as lines
        group by chunk order by chunk`,
  );
}

/**
 * Streams the matching leads as CSV in id order, a bounded batch at a time, so memory stays flat
 * however many rows there are. The next batch is fetched while this one is written. UTF-8 with
 * a BOM so Excel reads accents.
 */
export async function* streamLeadsCsv(
  db: Database,
  where: SQL | undefined,
): AsyncGenerator<string> {
  yield CSV_START;
  let next = fetchBatch(db, where, 0);
  for (;;) {
    const chunks = await next;
    const rows = chunks.reduce((sum, chunk) => sum + chunk.rows, 0);
    if (rows === BATCH_SIZE) {
      next = fetchBatch(db, where, chunks[chunks.length - 1]!.last_id);
      // If the client goes away, this generator is abandoned with `next` in flight: its failure
      // (the database going away too) must not become an unhandled rejection.
      next.catch(() => {});
    }
    for (const chunk of chunks) yield chunk.csv;
    if (rows < BATCH_SIZE) return;
  }
}

/**
 * The CSV as a byte stream for the reply. Byte mode keeps the read-ahead to one batch: Readable's
 * default object mode would buffer 16 batches (~10 MB) ahead of a slow client.
 */
export function leadsCsvStream(db: Database, where: SQL | undefined): Readable {
  return Readable.from(streamLeadsCsv(db, where), { objectMode: false });
}
