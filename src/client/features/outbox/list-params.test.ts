import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OUTBOX_PARAMS,
  parseOutboxParams,
  toOutboxSearch,
} from '@/features/outbox/list-params';
import { pageWindow, shownRange } from '@/lib/pagination';

describe('outbox list params', () => {
  it('reads a status, a page and an allowed page size from the URL', () => {
    expect(parseOutboxParams(new URLSearchParams('status=failed&page=3&per_page=50'))).toEqual({
      status: 'failed',
      page: 3,
      per_page: 50,
    });
  });

  it('falls back to the defaults for anything the API would reject', () => {
    const search = new URLSearchParams('status=bounced&page=-2&per_page=7');
    expect(parseOutboxParams(search)).toEqual(DEFAULT_OUTBOX_PARAMS);
    expect(parseOutboxParams(new URLSearchParams('page=1e3&per_page=15.5'))).toEqual(
      DEFAULT_OUTBOX_PARAMS,
    );
  });

  it('writes only what differs from the defaults, and reads it back the same', () => {
    expect(toOutboxSearch(DEFAULT_OUTBOX_PARAMS).toString()).toBe('');
    const params = { status: 'captured', page: 2, per_page: 100 } as const;
    expect(toOutboxSearch(params).toString()).toBe('status=captured&page=2&per_page=100');
    expect(parseOutboxParams(toOutboxSearch(params))).toEqual(params);
  });
});

describe('outbox pagination', () => {
  it('offers at most 5 pages around the current one', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(7, 20)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(9, 0)).toEqual([1]);
  });

  it('counts the rows showing', () => {
    expect(shownRange(2, 15, 42, 15)).toEqual({ from: 16, to: 30 });
    expect(shownRange(3, 15, 42, 12)).toEqual({ from: 31, to: 42 });
    expect(shownRange(1, 15, 0, 0)).toEqual({ from: 0, to: 0 });
  });
});
