import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { OutboxPage } from '@shared/outbox';
import { Button } from '@/components/ui/button';
import { pageWindow, shownRange } from '@/features/outbox/pagination';

type OutboxPaginationProps = {
  page: Omit<OutboxPage, 'data'> & { rowCount: number };
  onPage: (page: number) => void;
};

/** Previous, at most 5 page buttons, next; and which rows are showing. */
export function OutboxPagination({ page, onPage }: OutboxPaginationProps) {
  const { current_page: current, last_page: last, per_page: perPage, total } = page;
  const { from, to } = shownRange(current, perPage, total, page.rowCount);
  return (
    <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p role="status" className="text-sm text-muted-foreground">
        {total === 0 ? 'No messages to show' : `Showing ${from}–${to} of ${total} messages`}
      </p>
      <nav aria-label="Pagination" className="flex items-center gap-1">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={current <= 1}
          onClick={() => onPage(current - 1)}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        {pageWindow(current, last).map((number) => (
          <Button
            key={number}
            type="button"
            size="sm"
            variant={number === current ? 'default' : 'outline'}
            aria-current={number === current ? 'page' : undefined}
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
          disabled={current >= last}
          onClick={() => onPage(current + 1)}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </nav>
    </div>
  );
}
