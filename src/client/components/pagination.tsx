import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { pageWindow, shownRange } from '@/lib/pagination';

type PaginationProps = {
  /** What the rows are, in the plural: 'leads', 'messages'. */
  noun: string;
  page: number;
  lastPage: number;
  perPage: number;
  total: number;
  rowCount: number;
  onPage: (page: number) => void;
};

/** Previous, at most 5 page buttons (spec §2), next; and which rows are showing. */
export function Pagination({
  noun,
  page,
  lastPage,
  perPage,
  total,
  rowCount,
  onPage,
}: PaginationProps) {
  const { from, to } = shownRange(page, perPage, total, rowCount);
  return (
    <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p role="status" className="text-sm text-muted-foreground">
        {total === 0 ? `No ${noun} to show` : `Showing ${from}–${to} of ${total} ${noun}`}
      </p>
      <nav aria-label="Pagination" className="flex items-center gap-1">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        {pageWindow(page, lastPage).map((number) => (
          <Button
            key={number}
            type="button"
            size="sm"
            variant={number === page ? 'default' : 'outline'}
            aria-current={number === page ? 'page' : undefined}
            aria-label={`Page ${number}`}
            onClick={() => onPage(number)}
          >
            {number}
          </Button>
        ))}
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={page >= lastPage}
          onClick={() => onPage(page + 1)}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </nav>
    </div>
  );
}
