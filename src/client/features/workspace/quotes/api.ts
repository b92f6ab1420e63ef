import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type CompanyQuoteStatus, companyQuoteListSchema } from '@shared/workspace/quotes';
import { apiGet } from '@/lib/api-client';
import { workspaceKeys } from '@/features/workspace/invitations/api';

/** `GET /operator/quotes?status=`: the list (filtered) and every status's totals. */
export function companyQuotesQueryOptions(status: CompanyQuoteStatus | '') {
  return queryOptions({
    queryKey: [...workspaceKeys.quotes, status] as const,
    queryFn: async ({ signal }) =>
      companyQuoteListSchema.parse(
        await apiGet<unknown>('/operator/quotes', { query: { status }, signal }),
      ),
    placeholderData: keepPreviousData,
  });
}
