import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';

/** Placeholder rows while a table's first page loads, one grey bar per cell. */
export function SkeletonRows({ columns, rows }: { columns: readonly string[]; rows: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <TableRow key={row}>
      {columns.map((column) => (
        <TableCell key={column}>
          <Skeleton className="h-5 w-full min-w-12" />
        </TableCell>
      ))}
    </TableRow>
  ));
}

/**
 * The actions column of a table wider than the screen: held at the right edge while the rest
 * scrolls sideways, so a row's actions are always in view (docs/product.md#lead-list).
 */
export const STICKY_ACTIONS =
  'sticky right-0 z-[1] bg-background shadow-[inset_1px_0_0_var(--border)]';

/**
 * One row across the whole table saying why there are no rows (loading, none, none matching).
 * The text keeps to the visible part of a table that scrolls sideways (a phone's width): it is
 * as wide as the table's box (`cqw`, the box is a size container) and held at its left edge.
 */
export function NoticeRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} className="p-0 text-muted-foreground">
        <div className="sticky left-0 w-[100cqw] px-2 py-10 text-center whitespace-normal">
          {children}
        </div>
      </TableCell>
    </TableRow>
  );
}
