import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { imageSchema, pageSchema, type Page } from '@shared/content/admin';
import type { PageKind } from '@shared/content/page-urls';
import { apiDelete, apiGet, apiPatch, apiPost, apiRequest } from '@/lib/api-client';

const pageListSchema = z.array(pageSchema);

export const pagesKey = (kind: PageKind) => ['pages', kind] as const;

/**
 * A list arrives as a bare array or as an object with a data array
 * (docs/product.md#api-conventions).
 */
export function parsePageList(body: unknown): Page[] {
  const list =
    typeof body === 'object' && body !== null && 'data' in body
      ? (body as { data: unknown }).data
      : body;
  return pageListSchema.parse(list);
}

export function pagesQueryOptions(kind: PageKind) {
  return queryOptions({
    queryKey: pagesKey(kind),
    queryFn: async ({ signal }) =>
      parsePageList(await apiGet<unknown>(`/content/${kind}`, { signal })),
  });
}

export type CreatePageInput = {
  url: string;
  sublink?: string;
  content: unknown;
  is_published?: boolean;
};

export type UpdatePageInput = {
  url?: string;
  sublink?: string;
  content?: unknown;
  is_published?: boolean;
  version?: number;
};

export async function createPage(kind: PageKind, input: CreatePageInput): Promise<Page> {
  return pageSchema.parse(await apiPost<unknown>(`/content/${kind}`, input));
}

export async function updatePage(kind: PageKind, id: number, changes: UpdatePageInput) {
  return pageSchema.parse(await apiPatch<unknown>(`/content/${kind}/${id}`, changes));
}

/** One call that updates the record with this URL, or creates it (docs/product.md#page-editor). */
export async function savePage(
  kind: PageKind,
  input: { url: string; content: unknown; version?: number },
): Promise<Page> {
  return pageSchema.parse(
    await apiRequest<unknown>(`/content/${kind}`, { method: 'PUT', body: input }),
  );
}

function useInvalidatePages(kind: PageKind) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: pagesKey(kind) });
}

export function useCreatePage(kind: PageKind) {
  const invalidate = useInvalidatePages(kind);
  return useMutation({
    mutationFn: (input: CreatePageInput) => createPage(kind, input),
    onSuccess: invalidate,
  });
}

export function useUpdatePage(kind: PageKind) {
  const invalidate = useInvalidatePages(kind);
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdatePageInput }) =>
      updatePage(kind, id, changes),
    onSuccess: invalidate,
  });
}

export function useSavePage(kind: PageKind) {
  const invalidate = useInvalidatePages(kind);
  return useMutation({
    mutationFn: (input: { url: string; content: unknown; version?: number }) =>
      savePage(kind, input),
    onSuccess: invalidate,
  });
}

export function useDeletePage(kind: PageKind) {
  const invalidate = useInvalidatePages(kind);
  return useMutation({
    mutationFn: (id: number) => apiDelete(`/content/${kind}/${id}`),
    onSuccess: invalidate,
  });
}

export const INVALID_IMAGE_RESPONSE = 'Invalid image store response: missing id or path';

const uploadResponseSchema = z.object({
  image: imageSchema.partial().extend({ id: imageSchema.shape.id, path: z.string().min(1) }),
});

/** Where an uploaded image is served; the server's own `url` wins when it sends one. */
export function imageStreamPath(id: number | string): string {
  return `/api/images/${encodeURIComponent(String(id))}/stream`;
}

/** POST /images (multipart, field `file`); the answer must name the id and path. */
export async function uploadImage(file: File): Promise<{ id: number; url: string }> {
  const body = new FormData();
  body.append('file', file);
  const result = uploadResponseSchema.safeParse(await apiPost<unknown>('/images', body));
  if (!result.success) throw new Error(INVALID_IMAGE_RESPONSE);
  const { id, url } = result.data.image;
  return { id, url: url || imageStreamPath(id) };
}
