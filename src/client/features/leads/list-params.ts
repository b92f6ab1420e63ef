import { DEFAULT_PAGE_SIZE } from '@shared/http';
import { SORTABLE_LEAD_COLUMNS } from '@shared/leads/management';
import { LEAD_STATUSES, type LeadStatus } from '@shared/leads/leads';
import { parsePaging, toListSearch } from '@/hooks/use-list-params';

export type SortColumn = (typeof SORTABLE_LEAD_COLUMNS)[number];
export type SortOrder = 'asc' | 'desc';
/** One status, `pending` (new, contacted or quoted), or '' for all. */
export type StatusFilter = LeadStatus | 'pending' | '';
/** Assigned to the signed-in user, to nobody, or '' for anyone. */
export type AssigneeFilter = 'me' | 'none' | '';
/** 'true': only open leads no bus company has been invited to; '' for all. */
export type UnmatchedFilter = 'true' | '';

/** A lead list's state. It lives in the URL, so filters survive reloads and can be linked to. */
export type LeadListParams = {
  page: number;
  per_page: number;
  search: string;
  group_type: string;
  status: StatusFilter;
  assigned_to: AssigneeFilter;
  unmatched: UnmatchedFilter;
  sort_by: SortColumn;
  sort_order: SortOrder;
};

/** The filters alone: what the export and the count cards send. */
export type LeadFilterQuery = Partial<
  Pick<LeadListParams, 'search' | 'group_type' | 'status' | 'assigned_to' | 'unmatched'>
> & { date_from?: string };

/** Page 1, 15 per page, newest first (docs/product.md#lists-and-paging). */
export const DEFAULT_LIST_PARAMS: LeadListParams = {
  page: 1,
  per_page: DEFAULT_PAGE_SIZE,
  search: '',
  group_type: '',
  status: '',
  assigned_to: '',
  unmatched: '',
  sort_by: 'created_at',
  sort_order: 'desc',
};

export const SEARCH_MAX_LENGTH = 200;
const STATUS_FILTERS: readonly string[] = [...LEAD_STATUSES, 'pending'];
const oneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/**
 * Reads the list state from the URL; anything unreadable falls back to the default. The
 * manager quick action's `?filter=followup` means "assigned to me, still pending" (explicit
 * `status`/`assigned_to` win over it).
 */
export function parseListParams(search: URLSearchParams): LeadListParams {
  const followUp = search.get('filter') === 'followup';
  const status = search.get('status');
  const assignedTo = search.get('assigned_to');
  const sortBy = search.get('sort_by');
  const sortOrder = search.get('sort_order');
  return {
    ...parsePaging(search),
    search: (search.get('search') ?? '').slice(0, SEARCH_MAX_LENGTH),
    group_type: (search.get('group_type') ?? '').slice(0, 60),
    status: oneOf(STATUS_FILTERS, status) ? (status as StatusFilter) : followUp ? 'pending' : '',
    assigned_to: oneOf(['me', 'none'], assignedTo) ? assignedTo : followUp ? 'me' : '',
    unmatched: search.get('unmatched') === 'true' ? 'true' : '',
    sort_by: oneOf(SORTABLE_LEAD_COLUMNS, sortBy) ? sortBy : DEFAULT_LIST_PARAMS.sort_by,
    sort_order: oneOf(['asc', 'desc'], sortOrder) ? sortOrder : DEFAULT_LIST_PARAMS.sort_order,
  };
}

/** The URL form of a list state: only what differs from the defaults. */
export function toSearchParams(params: LeadListParams): URLSearchParams {
  return toListSearch(params, DEFAULT_LIST_PARAMS);
}

/** The filters of a list state, without empty values. */
export function toFilterQuery(params: LeadListParams): LeadFilterQuery {
  const { search, group_type, status, assigned_to, unmatched } = params;
  const query: LeadFilterQuery = {};
  if (search.trim()) query.search = search.trim();
  if (group_type) query.group_type = group_type;
  if (status) query.status = status;
  if (assigned_to) query.assigned_to = assigned_to;
  if (unmatched) query.unmatched = unmatched;
  return query;
}

/**
 * Clicking a column header: the same column flips its order; another column starts ascending
 * (newest first for the date received). Either way the list goes back to page 1.
 */
export function sortedBy(params: LeadListParams, column: SortColumn): LeadListParams {
  const sort_order: SortOrder =
    params.sort_by === column
      ? params.sort_order === 'asc'
        ? 'desc'
        : 'asc'
      : column === 'created_at'
        ? 'desc'
        : 'asc';
  return { ...params, sort_by: column, sort_order, page: 1 };
}

const irishDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Dublin' });

/** The Irish calendar date `days` days before `now`, as YYYY-MM-DD (the API's date filters). */
export function irishDateDaysAgo(days: number, now: Date = new Date()): string {
  const date = new Date(`${irishDate.format(now)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}
