import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_PARAMS,
  irishDateDaysAgo,
  parseListParams,
  sortedBy,
  toFilterQuery,
  toSearchParams,
} from '@/features/leads/list-params';

const parse = (query: string) => parseListParams(new URLSearchParams(query));

describe('parseListParams', () => {
  it('starts at page 1, 15 per page, newest first', () => {
    expect(parse('')).toEqual(DEFAULT_LIST_PARAMS);
  });

  it('reads the filters a quick action links to', () => {
    expect(parse('status=pending')).toMatchObject({ status: 'pending', assigned_to: '' });
    expect(parse('filter=followup')).toMatchObject({ status: 'pending', assigned_to: 'me' });
    expect(parse('filter=followup&status=new')).toMatchObject({ status: 'new' });
    expect(parse('unmatched=true')).toMatchObject({ unmatched: 'true' });
    expect(parse('unmatched=yes')).toMatchObject({ unmatched: '' });
    expect(toFilterQuery({ ...DEFAULT_LIST_PARAMS, unmatched: 'true' })).toEqual({
      unmatched: 'true',
    });
  });

  it('falls back to the defaults for values the API would refuse', () => {
    expect(
      parse('page=0&per_page=20&status=open&assigned_to=7&sort_by=email&sort_order=up'),
    ).toEqual(DEFAULT_LIST_PARAMS);
    expect(parse('page=-3').page).toBe(1);
    expect(parse('page=3&per_page=50')).toMatchObject({ page: 3, per_page: 50 });
  });
});

describe('toSearchParams', () => {
  it('writes only what differs from the defaults, and reads back the same state', () => {
    expect(toSearchParams(DEFAULT_LIST_PARAMS).toString()).toBe('');
    const state = { ...DEFAULT_LIST_PARAMS, page: 2, search: 'cork', status: 'quoted' as const };
    const written = toSearchParams(state);
    expect(written.toString()).toBe('page=2&search=cork&status=quoted');
    expect(parseListParams(written)).toEqual(state);
  });
});

describe('toFilterQuery', () => {
  it('drops empty filters and trims the search', () => {
    expect(toFilterQuery(DEFAULT_LIST_PARAMS)).toEqual({});
    expect(
      toFilterQuery({ ...DEFAULT_LIST_PARAMS, search: ' cork ', group_type: 'School Tour' }),
    ).toEqual({ search: 'cork', group_type: 'School Tour' });
  });
});

describe('sortedBy', () => {
  it('flips the order of the sorted column and starts others ascending, on page 1', () => {
    const onPage3 = { ...DEFAULT_LIST_PARAMS, page: 3 };
    expect(sortedBy(onPage3, 'created_at')).toMatchObject({ sort_order: 'asc', page: 1 });
    expect(sortedBy(onPage3, 'full_name')).toMatchObject({
      sort_by: 'full_name',
      sort_order: 'asc',
    });
    const byName = sortedBy(onPage3, 'full_name');
    expect(sortedBy(byName, 'full_name').sort_order).toBe('desc');
    expect(sortedBy(byName, 'created_at').sort_order).toBe('desc');
  });
});

describe('irishDateDaysAgo', () => {
  it('counts back Irish calendar days', () => {
    expect(irishDateDaysAgo(0, new Date('2025-06-15T12:00:00Z'))).toBe('2025-06-15');
    expect(irishDateDaysAgo(6, new Date('2025-06-15T12:00:00Z'))).toBe('2025-06-09');
    // 23:30 UTC on 31 March is already 1 April in Dublin (summer time).
    expect(irishDateDaysAgo(0, new Date('2025-03-31T23:30:00Z'))).toBe('2025-04-01');
  });
});
