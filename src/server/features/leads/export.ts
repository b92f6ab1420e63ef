import type { SQL } from 'drizzle-orm';
import type { StaffLead } from '@shared/lead-management';
import type { Database } from '../../db/client';
import { listLeadBatch } from './staff-repository';

const BATCH_SIZE = 2_000;
const BOM = '\uFEFF';

const COLUMNS: [keyof StaffLead, string][] = [
  ['id', 'ID'],
  ['created_at', 'Created'],
  ['full_name', 'Full Name'],
  ['email', 'Email'],
  ['mobile_number', 'Mobile Number'],
  ['pickup_location', 'Pick-up Location'],
  ['dropoff_location', 'Drop-off Location'],
  ['date_of_travel', 'Date of Travel'],
  ['pickup_time', 'Pick-up Time'],
  ['is_return_trip', 'Return Trip'],
  ['return_date', 'Return Date'],
  ['return_time', 'Return Time'],
  ['group_type', 'Group Type'],
  ['number_of_people', 'Number of People'],
  ['vehicle_selected', 'Vehicle'],
  ['distance', 'Distance (km)'],
  ['additional_info', 'Additional Information'],
  ['slug', 'Landing Page'],
  ['status', 'Status'],
  ['priority', 'Priority'],
  ['assigned_to_name', 'Assigned To'],
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

const toCsvLine = (cells: unknown[]) => `${cells.map(toCsvCell).join(',')}\r\n`;

/**
 * Streams the matching leads as CSV in id order, a bounded batch at a time (keyset paging),
 * so memory stays flat however many rows there are. UTF-8 with a BOM so Excel reads accents.
 */
export async function* streamLeadsCsv(
  db: Database,
  where: SQL | undefined,
): AsyncGenerator<string> {
  yield BOM + toCsvLine(COLUMNS.map(([, header]) => header));
  let afterId = 0;
  for (;;) {
    const batch = await listLeadBatch(db, where, afterId, BATCH_SIZE);
    if (batch.length === 0) return;
    yield batch.map((lead) => toCsvLine(COLUMNS.map(([key]) => lead[key]))).join('');
    afterId = batch[batch.length - 1]!.id;
  }
}
