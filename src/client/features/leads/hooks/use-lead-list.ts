import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useClampPage, useListParams } from '@/hooks/use-list-params';
import { leadPageQueryOptions } from '@/features/leads/api';
import { usePageSelection } from '@/features/leads/hooks/use-page-selection';
import { DEFAULT_LIST_PARAMS, parseListParams, toFilterQuery } from '@/features/leads/list-params';

/** A lead list's state: the filters in the URL, the page they ask for, the rows picked on it. */
export function useLeadList() {
  const [params, update] = useListParams(parseListParams, DEFAULT_LIST_PARAMS);
  // "Count exactly" holds for the filters it was asked on; new filters start estimated again.
  const filters = JSON.stringify(toFilterQuery(params));
  const [exactFor, setExactFor] = useState<string | null>(null);
  const page = useQuery(leadPageQueryOptions(params, exactFor === filters));
  const countExactly = () => setExactFor(filters);
  const rows = page.data?.data;
  const [selected, setSelected] = usePageSelection(rows, page.isPlaceholderData);
  useClampPage(params.page, page.data?.last_page, page.isPlaceholderData, update);
  // One reference time per visit, so "Today"/"Yesterday" don't shift between renders.
  const [now] = useState(() => new Date());
  return { params, update, page, rows, selected, setSelected, now, countExactly };
}

export type LeadList = ReturnType<typeof useLeadList>;
