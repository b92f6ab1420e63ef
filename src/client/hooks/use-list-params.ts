import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@shared/http';

/** A positive whole number from the URL (seven digits at most), or undefined. */
export function positiveInt(value: string | null): number | undefined {
  return value !== null && /^\d{1,7}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

/** The page and page size from the URL; a size the API would refuse falls back to the default. */
export function parsePaging(search: URLSearchParams): { page: number; per_page: number } {
  const perPage = positiveInt(search.get('per_page'));
  return {
    page: positiveInt(search.get('page')) ?? 1,
    per_page:
      perPage && (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
  };
}

/** The URL form of a list state: only what differs from the defaults. */
export function toListSearch<T extends object>(params: T, defaults: T): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    if (params[key] !== defaults[key]) search.set(key, String(params[key]));
  }
  return search;
}

/**
 * A list's state kept in the URL's query, so a filtered page survives a reload and can be
 * linked to. Updates replace the history entry rather than piling up.
 */
export function useListParams<T extends object>(
  parse: (search: URLSearchParams) => T,
  defaults: T,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parse(searchParams), [parse, searchParams]);
  const update = useCallback(
    (patch: Partial<T>) =>
      setSearchParams((current) => toListSearch({ ...parse(current), ...patch }, defaults), {
        replace: true,
      }),
    [parse, defaults, setSearchParams],
  );
  return [params, update] as const;
}

/**
 * After deletes, a filter or a stale link, the page asked for may be past the end: the server
 * answers with no rows and the real last page, and the list moves there.
 */
export function useClampPage(
  page: number,
  lastPage: number | undefined,
  isPlaceholder: boolean,
  update: (patch: { page: number }) => void,
) {
  useEffect(() => {
    if (lastPage !== undefined && !isPlaceholder && page > lastPage) update({ page: lastPage });
  }, [page, lastPage, isPlaceholder, update]);
}
