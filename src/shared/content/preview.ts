import { z } from 'zod';

/**
 * What a draft preview answers (`GET /api/{kind}/:slug/preview`, admins only): the page's
 * content whatever its publish state, parsed for display like the public lookup's, and whether
 * visitors can see it yet, so the page can say it is a draft.
 */
export function pagePreviewSchema<T extends z.ZodType>(content: T) {
  return z.object({ content, is_published: z.boolean() });
}

export type PagePreview<T = unknown> = { content: T; is_published: boolean };
