import type { ReactNode } from 'react';
import type { StaffLead } from '@shared/leads/management';
import { Checkbox } from '@/components/ui/checkbox';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { LeadRow } from '@/features/leads/components/lead-row';
import { SortableHead, type SortState } from '@/features/leads/components/sortable-head';
import type { SortColumn } from '@/features/leads/list-params';
import { headerCheckState, toggleAll, toggleRow, type Selection } from '@/features/leads/selection';
import { NoticeRow, STICKY_ACTIONS } from '@/components/table-rows';

const COLUMN_COUNT = 11;

type LeadsTableProps = {
  /** Undefined until the first page arrives (or when it failed). */
  rows: StaffLead[] | undefined;
  /** The first page is on its way: 'Loading leads…' (docs/product.md#lead-messages). */
  loading: boolean;
  /** Another page is on its way; the current rows stay until it arrives. */
  busy: boolean;
  sort: SortState;
  onSort: (column: SortColumn) => void;
  selected: Selection;
  onSelectedChange: (selected: Selection) => void;
  now: Date;
  renderActions: (lead: StaffLead) => ReactNode;
};

/**
 * The lead table shared by the admin and manager lists. Wider than a phone (and than a laptop
 * beside the sidebar): it scrolls sideways with the actions held at the right edge.
 */
export function LeadsTable(props: LeadsTableProps) {
  const { rows, loading, busy, sort, onSort, selected, onSelectedChange, now } = props;
  const ids = rows?.map((row) => row.id) ?? [];
  const head = (column: SortColumn, label: string) => (
    <SortableHead column={column} label={label} sort={sort} onSort={onSort} />
  );
  return (
    <Table aria-label="Leads" aria-busy={loading || busy}>
      <TableHeader>
        <TableRow>
          <TableHead className="w-8">
            <Checkbox
              aria-label="Select all leads on this page"
              disabled={ids.length === 0}
              checked={headerCheckState(selected, ids)}
              onCheckedChange={(checked) => onSelectedChange(toggleAll(ids, checked === true))}
            />
          </TableHead>
          {head('full_name', 'Customer')}
          <TableHead>Journey</TableHead>
          {head('date_of_travel', 'Travel Date')}
          <TableHead>Group</TableHead>
          {head('number_of_people', 'People')}
          {head('distance', 'Distance')}
          {head('status', 'Status')}
          <TableHead>Assigned To</TableHead>
          {head('created_at', 'Created')}
          <TableHead className={STICKY_ACTIONS}>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading && <NoticeRow columns={COLUMN_COUNT}>Loading leads…</NoticeRow>}
        {rows?.length === 0 && <NoticeRow columns={COLUMN_COUNT}>No leads found</NoticeRow>}
        {rows?.map((lead) => (
          <LeadRow
            key={lead.id}
            lead={lead}
            now={now}
            selected={selected.has(lead.id)}
            onSelect={(checked) => onSelectedChange(toggleRow(selected, lead.id, checked))}
            actions={props.renderActions(lead)}
          />
        ))}
      </TableBody>
    </Table>
  );
}
