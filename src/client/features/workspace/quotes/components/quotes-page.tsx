import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@shared/http';
import {
  COMPANY_QUOTE_STATUSES,
  type CompanyQuoteStatus,
  companyQuoteStatusLabels,
} from '@shared/workspace/quotes';
import { FilterSelect } from '@/components/filter-select';
import { LoadError } from '@/components/load-error';
import { Pagination } from '@/components/pagination';
import { Spinner } from '@/components/ui/spinner';
import {
  type CompanyQuotesParams,
  companyQuotesQueryOptions,
} from '@/features/workspace/quotes/api';
import { QuoteList } from '@/features/workspace/quotes/components/quote-list';
import { QuoteTotals } from '@/features/workspace/quotes/components/quote-totals';
import { parsePaging, useClampPage, useListParams } from '@/hooks/use-list-params';

const STATUS_OPTIONS = [
  { value: '', label: 'All quotes' },
  ...COMPANY_QUOTE_STATUSES.map((status) => ({
    value: status,
    label: companyQuoteStatusLabels[status],
  })),
];

const asStatus = (value: string | null): CompanyQuoteStatus | '' =>
  (COMPANY_QUOTE_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as CompanyQuoteStatus)
    : '';

const DEFAULTS: CompanyQuotesParams = { status: '', page: 1, per_page: DEFAULT_PAGE_SIZE };

const parseQuotesParams = (search: URLSearchParams): CompanyQuotesParams => ({
  ...parsePaging(search),
  status: asStatus(search.get('status')),
});

/**
 * /operator/quotes?status=&page=: your company's quotes, filtered by status, a page at a time,
 * with the totals.
 */
export function QuotesPage() {
  const [params, update] = useListParams(parseQuotesParams, DEFAULTS);
  const { status } = params;
  const query = useQuery(companyQuotesQueryOptions(params));
  useClampPage(params.page, query.data?.last_page, query.isPlaceholderData, update);

  const setStatus = (next: string) => update({ status: asStatus(next), page: 1 });

  return (
    <div className="flex flex-col gap-5">
      {query.isError && !query.data ? (
        <LoadError onRetry={() => void query.refetch()}>
          Failed to load quotes: {query.error.message}
        </LoadError>
      ) : !query.data ? (
        <Spinner className="py-10">Loading quotes...</Spinner>
      ) : (
        <>
          <QuoteTotals totals={query.data.totals} />
          <section aria-labelledby="quote-list-heading" className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="quote-list-heading" className="text-lg font-semibold text-gray-900">
                {status ? `${companyQuoteStatusLabels[status]} quotes` : 'All quotes'}
              </h2>
              <FilterSelect
                label="Filter by status"
                value={status}
                options={STATUS_OPTIONS}
                onChange={setStatus}
              />
            </div>
            {query.data.total > 0 ? (
              <>
                <div aria-busy={query.isPlaceholderData}>
                  <QuoteList quotes={query.data.data} />
                </div>
                <Pagination noun="quotes" of={query.data} onPage={(page) => update({ page })} />
              </>
            ) : status ? (
              <p className="rounded-xl border border-dashed bg-white p-6 text-center text-gray-700">
                No quotes with the status {companyQuoteStatusLabels[status]}.
              </p>
            ) : (
              <p className="rounded-xl border border-dashed bg-white p-6 text-center text-gray-700">
                No quotes yet. The quotes you send from your invitations appear here.
              </p>
            )}
          </section>
        </>
      )}
    </div>
  );
}
