/*
 * The lead list's paging rules (spec §2: at most 5 page buttons). Features never import each
 * other, so the outbox keeps its own copy of these two small functions.
 */
export const MAX_PAGE_BUTTONS = 5;

/** Up to `max` consecutive page numbers with the current one as central as the ends allow. */
export function pageWindow(current: number, last: number, max = MAX_PAGE_BUTTONS): number[] {
  const lastPage = Math.max(1, Math.floor(last));
  const page = Math.min(Math.max(1, Math.floor(current)), lastPage);
  const size = Math.max(1, Math.min(max, lastPage));
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), lastPage - size + 1));
  return Array.from({ length: size }, (_, index) => start + index);
}

/** "Showing 16–30 of 42 messages" figures for a page; 0–0 when there is nothing. */
export function shownRange(page: number, perPage: number, total: number, rows: number) {
  if (rows === 0) return { from: 0, to: 0 };
  const from = (page - 1) * perPage + 1;
  return { from, to: Math.min(total, from + rows - 1) };
}
