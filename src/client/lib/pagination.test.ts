import { describe, expect, it } from 'vitest';
import { MAX_PAGE_BUTTONS, aboutCount, pageWindow, shownRange } from '@/lib/pagination';

describe('pageWindow', () => {
  it('offers every page when there are five or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('never offers more than five buttons, centred on the current page', () => {
    expect(pageWindow(7, 20)).toEqual([5, 6, 7, 8, 9]);
    for (let page = 1; page <= 40; page += 1) {
      const window = pageWindow(page, 40);
      expect(window).toHaveLength(MAX_PAGE_BUTTONS);
      expect(window).toContain(page);
    }
  });

  it('sticks to the ends near the first and last pages', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('clamps a page outside the range and treats no pages as one', () => {
    expect(pageWindow(99, 8)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(0, 8)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 0)).toEqual([1]);
  });
});

describe('shownRange', () => {
  it('gives the first and last row numbers of a page', () => {
    expect(shownRange(1, 15, 42, 15)).toEqual({ from: 1, to: 15 });
    expect(shownRange(3, 15, 42, 12)).toEqual({ from: 31, to: 42 });
    expect(shownRange(1, 15, 0, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('aboutCount', () => {
  it('rounds an estimate to three significant figures, grouped in thousands', () => {
    expect(aboutCount(12_345)).toBe('12,300');
    expect(aboutCount(97_172)).toBe('97,200');
    expect(aboutCount(1_234_567)).toBe('1,230,000');
    expect(aboutCount(10_001)).toBe('10,000');
    expect(aboutCount(999)).toBe('999');
  });
});
