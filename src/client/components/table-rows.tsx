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

/** One row across the whole table saying why there are no rows (loading, none, none matching). */
export function NoticeRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} className="py-10 text-center text-muted-foreground">
        {children}
      </TableCell>
    </TableRow>
  );
}
