/** Row selection of the lead tables, as a set of lead ids. */
export type Selection = ReadonlySet<number>;

export const emptySelection: Selection = new Set<number>();

/**
 * After each fetch the selection keeps only rows on the current page (docs/product.md#lead-list).
 * Returns the same set when nothing changes, so React can skip the re-render.
 */
export function pruneSelection(selected: Selection, pageIds: readonly number[]): Selection {
  const onPage = new Set(pageIds);
  const kept = [...selected].filter((id) => onPage.has(id));
  return kept.length === selected.size ? selected : new Set(kept);
}

export function toggleRow(selected: Selection, id: number, checked: boolean): Selection {
  const next = new Set(selected);
  if (checked) next.add(id);
  else next.delete(id);
  return next;
}

/** The header checkbox selects or clears every row on the page. */
export function toggleAll(pageIds: readonly number[], checked: boolean): Selection {
  return checked ? new Set(pageIds) : emptySelection;
}

/** The header checkbox's state: all, none or some of the page's rows selected. */
export function headerCheckState(
  selected: Selection,
  pageIds: readonly number[],
): boolean | 'indeterminate' {
  const count = pageIds.filter((id) => selected.has(id)).length;
  if (count === 0) return false;
  return count === pageIds.length ? true : 'indeterminate';
}
