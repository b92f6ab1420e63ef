import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { TableHead } from '@/components/ui/table';
import type { SortColumn, SortOrder } from '@/features/leads/list-params';

export type SortState = { sort_by: SortColumn; sort_order: SortOrder };

type SortableHeadProps = {
  column: SortColumn;
  label: string;
  sort: SortState;
  onSort: (column: SortColumn) => void;
};

/** A column header that sorts the list; `aria-sort` tells assistive tech the current order. */
export function SortableHead({ column, label, sort, onSort }: SortableHeadProps) {
  const active = sort.sort_by === column;
  const order = active ? (sort.sort_order === 'asc' ? 'ascending' : 'descending') : 'none';
  const Icon = !active ? ArrowUpDown : sort.sort_order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <TableHead aria-sort={order}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className="-mx-1 inline-flex cursor-pointer items-center gap-1 rounded px-1 py-0.5 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {label}
        <Icon aria-hidden="true" className={active ? 'size-4' : 'size-4 opacity-50'} />
      </button>
    </TableHead>
  );
}
