import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseOutboxParams,
  toOutboxSearch,
  type OutboxListParams,
} from '@/features/outbox/list-params';

/** The list state, kept in the URL's query; updates replace the history entry. */
export function useOutboxParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseOutboxParams(searchParams), [searchParams]);
  const update = useCallback(
    (patch: Partial<OutboxListParams>) =>
      setSearchParams((current) => toOutboxSearch({ ...parseOutboxParams(current), ...patch }), {
        replace: true,
      }),
    [setSearchParams],
  );
  return [params, update] as const;
}

/** A stale link (or a page emptied by a filter) may ask past the end: move to the real last page. */
export function useClampPage(
  page: number,
  lastPage: number | undefined,
  isPlaceholder: boolean,
  update: (patch: Partial<OutboxListParams>) => void,
) {
  useEffect(() => {
    if (lastPage !== undefined && !isPlaceholder && page > lastPage) update({ page: lastPage });
  }, [page, lastPage, isPlaceholder, update]);
}
