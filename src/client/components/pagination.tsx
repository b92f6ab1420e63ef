import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { aboutCount, pageWindow, shownRange } from '@/lib/pagination';

/** A page of a list as the API sends it. */
type ListPage = {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  /** The total is an estimate: shown as "about N", the last page uncertain. */
  total_is_estimate?: boolean;
  data: readonly unknown[];
};

type PaginationProps = {
  /** What the rows are, in the plural: 'leads', 'messages'. */
  noun: string;
  of: ListPage;
  onPage: (page: number) => void;
  /** Asks for the exact total when it is an estimate (the `Count exactly` button). */
  onCountExactly?: () => void;
};

/**
 * Previous, at most 5 page buttons, next (docs/product.md#lists-and-paging); and which rows are
 * showing.
 */
export function Pagination({ noun, of, onPage, onCountExactly }: PaginationProps) {
  const { current_page: page, last_page: lastPage, per_page: perPage, total } = of;
  const estimate = of.total_is_estimate === true;
  const { from, to } = shownRange(page, perPage, total, of.data.length);
  // With an estimate the last page is uncertain: a full page may have more after it.
  const hasNext = estimate ? of.data.length === perPage : page < lastPage;
  return (
    <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <p role="status" className="text-sm text-muted-foreground">
          {total === 0
            ? `No ${noun} to show`
            : estimate
              ? `Showing ${from}–${to} of about ${aboutCount(total)} ${noun}`
              : `Showing ${from}–${to} of ${total} ${noun}`}
        </p>
        {estimate && onCountExactly && (
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto p-0"
            onClick={onCountExactly}
          >
            Count exactly
          </Button>
        )}
      </div>
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
          disabled={!hasNext}
          onClick={() => onPage(page + 1)}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </nav>
    </div>
  );
}
