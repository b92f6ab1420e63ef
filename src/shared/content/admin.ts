import { z } from 'zod';
import { positiveDbIntSchema } from '../http';
import { PAGE_KINDS } from './page-urls';

export const pageKindSchema = z.enum(PAGE_KINDS);

/** Whole stored documents are bounded; the request body limit (1 MiB) is checked first. */
export const MAX_CONTENT_BYTES = 512 * 1024;
export const STALE_PAGE_MESSAGE =
  'This page was changed by someone else — reload to see their changes';
export const URL_TAKEN_MESSAGE = 'A page with this URL already exists';

/**
 * A page variant as the admin API returns it (docs/product.md#page-variants-and-publishing); its
 * version makes concurrent edits safe.
 */
export const pageSchema = z.object({
  id: z.number().int(),
  kind: pageKindSchema,
  url: z.string(),
  sublink: z.string(),
  content: z.unknown(),
  is_published: z.boolean(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Page = z.infer<typeof pageSchema>;

const urlField = z.string().max(200, 'URL must be at most 200 characters');

export const createPageSchema = z.object({
  url: urlField,
  sublink: z.string().max(200).optional(),
  content: z.unknown(),
  is_published: z.boolean().optional(),
});

export const updatePageSchema = z
  .object({
    url: urlField.optional(),
    sublink: z.string().max(200).optional(),
    content: z.unknown().optional(),
    is_published: z.boolean().optional(),
    /** The version the editor loaded; a save from an older one is refused with 409. */
    version: positiveDbIntSchema.optional(),
  })
  .refine((value) => Object.keys(value).some((key) => key !== 'version'), 'Nothing to change');

export const savePageSchema = z.object({
  url: urlField,
  content: z.unknown(),
  version: positiveDbIntSchema.optional(),
});

/** An uploaded image (docs/product.md#images) with its size in pixels. */
export const imageSchema = z.object({
  id: z.number().int(),
  collection: z.string(),
  path: z.string(),
  url: z.string(),
  name: z.string(),
  file_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  disk: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  created_at: z.string(),
});
export type Image = z.infer<typeof imageSchema>;
/** Widths of the resized copies kept for `srcset`. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1024, 1600] as const;
