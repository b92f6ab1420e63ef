import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type JobWhen, jobsPageSchema } from '@shared/workspace/jobs';
import { apiGet } from '@/lib/api-client';

export const jobsKeys = { all: ['operator', 'jobs'] as const };

export type JobsParams = { when: JobWhen; page: number; month: string };

/**
 * `GET /operator/jobs`: a page of the company's upcoming or past jobs and the month's booked
 * days; the previous answer stays on screen while the next month or page loads.
 */
export function jobsQueryOptions(params: JobsParams) {
  return queryOptions({
    queryKey: [...jobsKeys.all, params] as const,
    queryFn: async ({ signal }) =>
      jobsPageSchema.parse(await apiGet<unknown>('/operator/jobs', { query: params, signal })),
    placeholderData: keepPreviousData,
  });
}
