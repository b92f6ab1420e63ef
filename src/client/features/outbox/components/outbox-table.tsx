import type { OutboxSummary } from '@/features/outbox/api';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { OutboxRow, type RowActions } from '@/features/outbox/components/outbox-row';
import { NoticeRow, STICKY_ACTIONS } from '@/components/table-rows';

const COLUMNS = [
  'Channel',
  'Recipient',
  'Subject',
  'Lead',
  'Status',
  'Attempts',
  'Last Error',
  'Created',
  'Actions',
];

type OutboxTableProps = RowActions & {
  /** Undefined until the first page arrives (or when it failed). */
  rows: OutboxSummary[] | undefined;
  loading: boolean;
  /** Another page is on its way; the current rows stay until it arrives. */
  busy: boolean;
  /** What an empty page says: it differs when a filter is on. */
  emptyText: string;
};

/** Every message on the page, newest first, with its status and what can be done with it. */
export function OutboxTable({ rows, loading, busy, emptyText, ...actions }: OutboxTableProps) {
  const notice = loading ? 'Loading messages…' : rows?.length === 0 ? emptyText : undefined;
  return (
    <Table aria-label="Messages" aria-busy={loading || busy}>
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHead
              key={column}
              className={
                column === 'Attempts'
                  ? 'text-right'
                  : column === 'Actions'
                    ? STICKY_ACTIONS
                    : undefined
              }
            >
              {column}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {notice && <NoticeRow columns={COLUMNS.length}>{notice}</NoticeRow>}
        {rows?.map((message) => (
          <OutboxRow key={message.id} message={message} {...actions} />
        ))}
      </TableBody>
    </Table>
  );
}
