import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type CompanyQuoteStatus, companyQuoteListSchema } from '@shared/workspace/quotes';
import { apiGet } from '@/lib/api-client';
import { workspaceKeys } from '@/features/workspace/invitations/api';

/** What the quotes page asks for: a status ('' for all) and a page. */
export type CompanyQuotesParams = {
  status: CompanyQuoteStatus | '';
  page: number;
  per_page: number;
};

/** `GET /operator/quotes?status=&page=`: a page of the list (filtered) and every status's totals. */
export function companyQuotesQueryOptions(params: CompanyQuotesParams) {
  return queryOptions({
    queryKey: [...workspaceKeys.quotes, params] as const,
    queryFn: async ({ signal }) =>
      companyQuoteListSchema.parse(
        await apiGet<unknown>('/operator/quotes', { query: params, signal }),
      ),
    placeholderData: keepPreviousData,
  });
}
