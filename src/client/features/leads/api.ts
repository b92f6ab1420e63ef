import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { DEFAULT_GROUP_TYPES } from '@shared/content/defaults-quote-form';
import {
  leadEventSchema,
  leadNoteSchema,
  leadPageSchema,
  staffLeadSchema,
} from '@shared/leads/management';
import { STAFF_ROLE_IDS, userSchema } from '@shared/users/users';
import { apiGet } from '@/lib/api-client';
import {
  toFilterQuery,
  type LeadFilterQuery,
  type LeadListParams,
} from '@/features/leads/list-params';

export const leadKeys = {
  all: ['leads'] as const,
  lists: ['leads', 'list'] as const,
  counts: ['leads', 'count'] as const,
  detail: (id: number) => ['leads', 'detail', id] as const,
  notes: (id: number) => ['leads', 'detail', id, 'notes'] as const,
  activity: (id: number) => ['leads', 'detail', id, 'activity'] as const,
};

/** Every query the dashboards show; a change to a lead makes them stale too. */
export const DASHBOARD_KEY = ['dashboard'] as const;

/** `GET /bus-quote/paginated`: one page of leads, the previous page kept on screen meanwhile. */
export function leadPageQueryOptions(params: LeadListParams, exactTotal = false) {
  const query = {
    ...toFilterQuery(params),
    page: params.page,
    per_page: params.per_page,
    sort_by: params.sort_by,
    sort_order: params.sort_order,
    // Only when asked: past 10,000 matches the total is otherwise an estimate.
    ...(exactTotal && { exact_total: true }),
  };
  return queryOptions({
    queryKey: [...leadKeys.lists, query] as const,
    queryFn: async ({ signal }) =>
      leadPageSchema.parse(await apiGet<unknown>('/bus-quote/paginated', { query, signal })),
    placeholderData: keepPreviousData,
  });
}

/**
 * How many leads match some filters: the `total` of the smallest page the API serves, counted
 * exactly (a figure card shows a number, never "about").
 */
export function leadCountQueryOptions(filters: LeadFilterQuery) {
  const query = { ...filters, page: 1, per_page: 10, exact_total: true };
  return queryOptions({
    queryKey: [...leadKeys.counts, filters] as const,
    queryFn: async ({ signal }) =>
      leadPageSchema.parse(await apiGet<unknown>('/bus-quote/paginated', { query, signal })).total,
  });
}

export function leadQueryOptions(id: number) {
  return queryOptions({
    queryKey: leadKeys.detail(id),
    queryFn: async ({ signal }) =>
      staffLeadSchema.parse(await apiGet<unknown>(`/bus-quote/${id}`, { signal })),
  });
}

export function leadNotesQueryOptions(id: number) {
  return queryOptions({
    queryKey: leadKeys.notes(id),
    queryFn: async ({ signal }) =>
      z.array(leadNoteSchema).parse(await apiGet<unknown>(`/bus-quote/${id}/notes`, { signal })),
  });
}

export function leadActivityQueryOptions(id: number) {
  return queryOptions({
    queryKey: leadKeys.activity(id),
    queryFn: async ({ signal }) =>
      z
        .array(leadEventSchema)
        .parse(await apiGet<unknown>(`/bus-quote/${id}/activity`, { signal })),
  });
}

/**
 * Staff accounts, for naming assignees and choosing one. `GET /auth/user` is admin-only, so
 * only the admin screens ask for it.
 */
export function staffUsersQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: [...leadKeys.all, 'staff-users'] as const,
    queryFn: async ({ signal }) =>
      z.array(userSchema).parse(await apiGet<unknown>('/auth/user', { signal })),
    select: (users) => users.filter((user) => STAFF_ROLE_IDS.includes(user.role_id)),
    enabled,
    staleTime: 60_000,
  });
}

const publishedGroupTypesSchema = z.object({
  quoteForm: z.object({ groupTypes: z.array(z.string()) }),
});

/**
 * The group types the quote form stores (docs/product.md#quote-form-wording): the defaults plus
 * any the published home page configures. The page lookup failing just leaves the defaults.
 */
export function groupTypesQueryOptions() {
  return queryOptions({
    queryKey: [...leadKeys.all, 'group-types'] as const,
    queryFn: async ({ signal }) => {
      const configured = await apiGet<unknown>('/index/default', { signal })
        .then((body) => publishedGroupTypesSchema.parse(body).quoteForm.groupTypes)
        .catch((error: unknown) => {
          if (signal.aborted) throw error;
          return [];
        });
      const all = [...DEFAULT_GROUP_TYPES, ...configured].map((type) => type.trim());
      return [...new Set(all.filter(Boolean))];
    },
    staleTime: 5 * 60_000,
    placeholderData: DEFAULT_GROUP_TYPES,
  });
}
