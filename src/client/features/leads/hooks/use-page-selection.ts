import { useState } from 'react';
import type { StaffLead } from '@shared/leads/management';
import { emptySelection, pruneSelection, type Selection } from '@/features/leads/selection';

/**
 * Row selection that follows the table (docs/product.md#lead-list): whenever a fetch brings a new
 * page, the selection keeps only rows on it. Rows kept on screen while the next page loads don't
 * count.
 */
export function usePageSelection(rows: StaffLead[] | undefined, isPlaceholder: boolean) {
  const [selected, setSelected] = useState<Selection>(emptySelection);
  const [prunedFor, setPrunedFor] = useState(rows);
  if (!isPlaceholder && rows !== prunedFor) {
    // Adjusting state while rendering (not in an effect) avoids a frame with stale selections.
    setPrunedFor(rows);
    const pruned = pruneSelection(selected, rows?.map((row) => row.id) ?? []);
    if (pruned !== selected) setSelected(pruned);
  }
  return [selected, setSelected] as const;
}
