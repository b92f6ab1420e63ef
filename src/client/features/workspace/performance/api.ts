import { queryOptions } from '@tanstack/react-query';
import { performanceSchema } from '@shared/workspace/performance';
import { apiGet } from '@/lib/api-client';

/** `GET /operator/performance`: the company's figures over the recent window and all time. */
export const performanceQueryOptions = () =>
  queryOptions({
    queryKey: ['operator', 'performance'] as const,
    queryFn: async ({ signal }) =>
      performanceSchema.parse(await apiGet<unknown>('/operator/performance', { signal })),
  });
