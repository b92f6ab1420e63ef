import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@shared/leads/management';
import { MESSAGE_STATUSES, type MessageStatus } from '@shared/outbox/outbox';

/** The outbox list's state. It lives in the URL, so a filtered page can be reloaded or linked. */
export type OutboxListParams = {
  /** '' for every status. */
  status: MessageStatus | '';
  page: number;
  per_page: number;
};

export const DEFAULT_OUTBOX_PARAMS: OutboxListParams = {
  status: '',
  page: 1,
  per_page: DEFAULT_PAGE_SIZE,
};

function positiveInt(value: string | null): number | undefined {
  return value !== null && /^\d{1,7}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

function isStatus(value: string | null): value is MessageStatus {
  return value !== null && (MESSAGE_STATUSES as readonly string[]).includes(value);
}

/** Reads the list state from the URL; anything the API would reject falls back to the default. */
export function parseOutboxParams(search: URLSearchParams): OutboxListParams {
  const status = search.get('status');
  const perPage = positiveInt(search.get('per_page'));
  return {
    status: isStatus(status) ? status : '',
    page: positiveInt(search.get('page')) ?? 1,
    per_page:
      perPage && (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
  };
}

/** The URL form of a list state: only what differs from the defaults. */
export function toOutboxSearch(params: OutboxListParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_OUTBOX_PARAMS) as (keyof OutboxListParams)[]) {
    if (params[key] !== DEFAULT_OUTBOX_PARAMS[key]) search.set(key, String(params[key]));
  }
  return search;
}
