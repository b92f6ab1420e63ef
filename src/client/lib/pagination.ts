/**
 * Staff lists show at most 5 page buttons at once, plus previous and next
 * (docs/product.md#lists-and-paging).
 */
export const MAX_PAGE_BUTTONS = 5;

/**
 * The page numbers to offer: up to `max` consecutive pages with the current one as central as
 * the ends allow, e.g. page 7 of 20 → 5, 6, 7, 8, 9; page 1 of 20 → 1…5; page 20 → 16…20.
 */
export function pageWindow(current: number, last: number, max = MAX_PAGE_BUTTONS): number[] {
  const lastPage = Math.max(1, Math.floor(last));
  const page = Math.min(Math.max(1, Math.floor(current)), lastPage);
  const size = Math.max(1, Math.min(max, lastPage));
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), lastPage - size + 1));
  return Array.from({ length: size }, (_, index) => start + index);
}

/** "Showing 16–30 of 42" figures for a page; 0–0 when there is nothing. */
export function shownRange(page: number, perPage: number, total: number, rows: number) {
  if (rows === 0) return { from: 0, to: 0 };
  const from = (page - 1) * perPage + 1;
  return { from, to: Math.min(total, from + rows - 1) };
}

/**
 * An estimated total as shown after "about": three significant figures, grouped in thousands
 * (97,134 → 97,100; 1,234,567 → 1,230,000), as en-IE writes whole numbers.
 */
export function aboutCount(total: number): string {
  const step = total >= 1000 ? 10 ** (Math.floor(Math.log10(total)) - 2) : 1;
  const rounded = Math.round(total / step) * step;
  return String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
