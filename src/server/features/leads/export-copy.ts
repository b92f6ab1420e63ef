import { Readable } from 'node:stream';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { sqlDialect } from '../../db/dialect';
import { leads, users } from '../../db/schema';
import { COLUMNS, CSV_START } from './export';

/**
 * The CSV export on PostgreSQL (decision 024): one `COPY (select …) TO STDOUT (FORMAT csv)`, so
 * PostgreSQL quotes the cells in C, where the batched path (`export.ts`, kept for PGlite) built
 * every line with SQL expressions. The bytes are the same as that path's (export-copy.test.ts):
 *
 * - a text cell a spreadsheet would run as a formula (=, +, -, @, tab, CR, LF first) gets a
 *   leading apostrophe here, in SQL (`ascii()` of its first character);
 * - COPY quotes a cell holding a comma, a quote, CR or LF, and doubles its quotes: the rule of
 *   `toCsvCell`. It also quotes an empty string (to tell it from NULL), so empty text is sent as
 *   NULL, which COPY writes as nothing;
 * - COPY ends rows with LF; `crlfRows` makes that CRLF outside quoted cells (a line break inside
 *   a cell stays as stored), and the BOM and header go first.
 */

/** First characters that make a cell a formula: = + - @ tab CR LF. */
const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r', '\n'].map((char) => char.charCodeAt(0));

const neutralised = (text: SQL) =>
  sql`nullif(case when ascii(${text}) in (${sql.raw(FORMULA_STARTS.join(', '))}) then chr(39) || ${text} else ${text} end, '')`;

const SELECTED = sql.join(
  COLUMNS.map(({ value, computed }) => (computed ? value : neutralised(value))),
  sql`, `,
);

/** A parameter written into the statement: COPY takes none. Strings are quoted by pg's rules. */
function literal(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return pg.escapeLiteral(value);
  throw new Error(`cannot write ${typeof value} into a COPY statement`);
}

/** The COPY statement for the leads `where` matches, in id order, its parameters inlined. */
function copyStatement(where: SQL | undefined): string {
  const query = sqlDialect.sqlToQuery(
    sql`copy (
      select ${SELECTED}
      from ${leads} left join ${users} as assignee on assignee.id = ${leads.assigned_to}
      ${where ? sql`where ${where}` : sql``}
      order by ${leads.id}
    ) to stdout (format csv)`,
  );
  // One pass, so nothing inside an inlined value is read as a placeholder.
  return query.sql.replace(/\$(\d+)/g, (_, index: string) =>
    literal(query.params[Number(index) - 1]),
  );
}

const QUOTE = 0x22;
const LF = 0x0a;
const CRLF = Buffer.from('\r\n');

/**
 * COPY's rows end with LF; the export's with CRLF. A quote toggles "inside a cell" (a doubled
 * quote toggles twice), so an LF outside is a row's end and one inside is the cell's own.
 */
export function crlfRows(): (chunk: Buffer) => Buffer {
  let quoted = false;
  return (chunk) => {
    const parts: Buffer[] = [];
    let start = 0;
    let at = 0;
    let nextQuote = chunk.indexOf(QUOTE);
    while (at < chunk.length) {
      if (quoted) {
        if (nextQuote === -1) break;
        quoted = false;
        at = nextQuote + 1;
        nextQuote = chunk.indexOf(QUOTE, at);
        continue;
      }
      const nextLf = chunk.indexOf(LF, at);
      if (nextLf === -1 && nextQuote === -1) break;
      if (nextLf !== -1 && (nextQuote === -1 || nextLf < nextQuote)) {
        parts.push(chunk.subarray(start, nextLf), CRLF);
        start = at = nextLf + 1;
      } else {
        quoted = true;
        at = nextQuote + 1;
        nextQuote = chunk.indexOf(QUOTE, at);
      }
    }
    if (parts.length === 0) return chunk;
    parts.push(chunk.subarray(start));
    return Buffer.concat(parts);
  };
}

/**
 * How many bytes go to the reply at a time. COPY arrives in ~12 KB chunks (a million leads: 260 MB
 * in ~22,000); each write to the reply costs a chunk header and a system call on both sides.
 */
const WRITE_BYTES = 256 * 1024;

async function* csvFromCopy(copied: Readable, writeBytes: number): AsyncGenerator<Buffer> {
  const toCrlf = crlfRows();
  let held: Buffer[] = [Buffer.from(CSV_START)];
  let heldBytes = held[0]!.length;
  for await (const chunk of copied) {
    const rows = toCrlf(chunk as Buffer);
    held.push(rows);
    heldBytes += rows.length;
    if (heldBytes >= writeBytes) {
      yield Buffer.concat(held, heldBytes);
      held = [];
      heldBytes = 0;
    }
  }
  if (heldBytes > 0) yield Buffer.concat(held, heldBytes);
}

/**
 * The export as a byte stream for the reply, from `copyTo` (the database handle's), written in
 * pieces of about `writeBytes`. Reading one piece ahead at most: while the client is slow,
 * PostgreSQL's socket is paused.
 */
export async function leadsCsvCopyStream(
  copyTo: (statement: string) => Promise<Readable>,
  where: SQL | undefined,
  writeBytes = WRITE_BYTES,
): Promise<Readable> {
  const copied = await copyTo(copyStatement(where));
  return Readable.from(csvFromCopy(copied, writeBytes), { objectMode: false });
}
