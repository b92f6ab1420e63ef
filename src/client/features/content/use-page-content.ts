import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { ContentKind } from '@shared/content/content';
import {
  type EarlyContent,
  type PreviewState,
  isPreviewRequested,
  previewContentQuery,
  publicContentQuery,
} from './api';

export type PageContent = {
  /** The stored content object, or null for the defaults. */
  data: unknown;
  isPending: boolean;
  /** Set only on `?preview=1`: what the preview could show. */
  preview: PreviewState | null;
};

/**
 * A public page's content: the published record, or with `?preview=1` the saved draft for an
 * admin. Both queries are declared (hooks cannot be conditional) and only one ever runs; they
 * never share a cache key, so a draft cannot be served from the public page's cache.
 */
export function usePageContent(
  kind: ContentKind,
  slug: string,
  early?: EarlyContent | null,
): PageContent {
  const isPreview = isPreviewRequested(useLocation().search);
  const published = useQuery({ ...publicContentQuery(kind, slug, early), enabled: !isPreview });
  const preview = useQuery({ ...previewContentQuery(kind, slug), enabled: isPreview });
  if (!isPreview) return { data: published.data, isPending: published.isPending, preview: null };
  return {
    data: preview.data?.content ?? null,
    isPending: preview.isPending,
    preview: preview.data?.state ?? null,
  };
}
