import { DEFAULT_PAGE_SIZE } from '@shared/http';
import { MESSAGE_STATUSES, type MessageStatus } from '@shared/outbox/outbox';
import { parsePaging, toListSearch } from '@/hooks/use-list-params';

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

function isStatus(value: string | null): value is MessageStatus {
  return value !== null && (MESSAGE_STATUSES as readonly string[]).includes(value);
}

/** Reads the list state from the URL; anything the API would reject falls back to the default. */
export function parseOutboxParams(search: URLSearchParams): OutboxListParams {
  const status = search.get('status');
  return { status: isStatus(status) ? status : '', ...parsePaging(search) };
}

/** The URL form of a list state: only what differs from the defaults. */
export function toOutboxSearch(params: OutboxListParams): URLSearchParams {
  return toListSearch(params, DEFAULT_OUTBOX_PARAMS);
}
