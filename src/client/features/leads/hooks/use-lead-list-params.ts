import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseListParams, toSearchParams, type LeadListParams } from '@/features/leads/list-params';

/**
 * The list state, kept in the URL's query (so `/admin/leads?status=pending` opens filtered and
 * a reload keeps the page). Updates replace the history entry rather than piling up.
 */
export function useLeadListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListParams(searchParams), [searchParams]);
  const update = useCallback(
    (patch: Partial<LeadListParams>) =>
      setSearchParams((current) => toSearchParams({ ...parseListParams(current), ...patch }), {
        replace: true,
      }),
    [setSearchParams],
  );
  return [params, update] as const;
}

/**
 * After deletes (or a stale link) the page asked for may no longer exist: the server answers
 * with no rows and the real last page, and the list moves there.
 */
export function useClampPage(
  page: number,
  lastPage: number | undefined,
  isPlaceholder: boolean,
  update: (patch: Partial<LeadListParams>) => void,
) {
  useEffect(() => {
    if (lastPage !== undefined && !isPlaceholder && page > lastPage) update({ page: lastPage });
  }, [page, lastPage, isPlaceholder, update]);
}
