import { describe, expect, it } from 'vitest';
import {
  emptySelection,
  headerCheckState,
  pruneSelection,
  toggleAll,
  toggleRow,
} from '@/features/leads/selection';

describe('row selection', () => {
  it('keeps only the selected rows still on the page after a fetch', () => {
    const selected = new Set([1, 2, 3]);
    expect([...pruneSelection(selected, [2, 3, 4])]).toEqual([2, 3]);
    expect(pruneSelection(selected, [7, 8]).size).toBe(0);
  });

  it('returns the same set when every selected row is still there', () => {
    const selected = new Set([1, 2]);
    expect(pruneSelection(selected, [1, 2, 3])).toBe(selected);
    expect(pruneSelection(emptySelection, [])).toBe(emptySelection);
  });

  it('toggles one row without touching the others', () => {
    const selected = toggleRow(new Set([1]), 2, true);
    expect([...selected].sort()).toEqual([1, 2]);
    expect([...toggleRow(selected, 1, false)]).toEqual([2]);
  });

  it('selects or clears the whole page from the header checkbox', () => {
    expect([...toggleAll([4, 5, 6], true)]).toEqual([4, 5, 6]);
    expect(toggleAll([4, 5, 6], false).size).toBe(0);
  });

  it('shows the header as checked, unchecked or mixed', () => {
    expect(headerCheckState(new Set(), [1, 2])).toBe(false);
    expect(headerCheckState(new Set([1]), [1, 2])).toBe('indeterminate');
    expect(headerCheckState(new Set([1, 2]), [1, 2])).toBe(true);
    expect(headerCheckState(new Set(), [])).toBe(false);
  });
});
