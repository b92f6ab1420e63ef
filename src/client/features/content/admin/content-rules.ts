import { z } from 'zod';
import { homeContentBaseSchema, parseHomeContent, type HomeContent } from '@shared/content/content';
import { sanitizeInlineHtml } from '@shared/sanitize-html';
import { imageStreamPath } from '@/features/content/admin/api';

/** The largest stat count the content schema accepts. */
const MAX_STAT_COUNT = 10_000_000;

/**
 * The stat count parses as an integer, falling back to 0 (and kept within bounds), as
 * docs/product.md#page-content-validation says.
 */
export function parseStatCount(raw: string): number {
  const value = Number.parseInt(raw.trim(), 10);
  if (Number.isNaN(value)) return 0;
  return Math.min(Math.max(value, 0), MAX_STAT_COUNT);
}

/** A rating is 1–5; anything non-numeric becomes 5, out of range is clamped. */
export function parseRating(raw: string): number {
  const value = Number.parseInt(raw.trim(), 10);
  if (Number.isNaN(value)) return 5;
  return Math.min(Math.max(value, 1), 5);
}

/** Comma-separated lists are trimmed and their empty entries dropped. */
export function parseCommaList(raw: string): string[] {
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export function formatCommaList(list: readonly string[]): string {
  return list.join(', ');
}

/**
 * Missing or empty sections are filled from the defaults (and, with no testimonials, the three
 * samples), as docs/product.md#page-editor says. Parsed with the shared schema; a value it refuses
 * takes its default.
 */
export function loadHomeContent(stored: unknown): HomeContent {
  return parseHomeContent(stored);
}

type PortfolioImage = HomeContent['portfolio']['jobs'][number]['images'][number];

/**
 * On save (docs/product.md#page-content-validation): an image object is kept only with both id and
 * url; one with an id and no url gets the url it is streamed from; ids (strings, numbers) are kept
 * as they are.
 */
export function cleanPortfolioImages(images: readonly PortfolioImage[]): PortfolioImage[] {
  const cleaned: PortfolioImage[] = [];
  for (const image of images) {
    if (typeof image !== 'object') cleaned.push(image);
    else if (image.id === undefined || image.id === '') continue;
    else if (image.url) cleaned.push(image);
    else cleaned.push({ ...image, url: imageStreamPath(image.id) });
  }
  return cleaned;
}

/** What Save sends: the fleet title sanitised (it may hold inline HTML) and portfolio cleaned. */
export function prepareHomeContentForSave(content: HomeContent): HomeContent {
  return {
    ...content,
    fleet: { ...content.fleet, title: sanitizeInlineHtml(content.fleet.title) },
    portfolio: {
      ...content.portfolio,
      jobs: content.portfolio.jobs.map((job) => ({
        ...job,
        images: cleanPortfolioImages(job.images),
      })),
    },
  };
}

/** What Save checks: the content as it will be sent, by the shared schema the server applies. */
export const homeContentSaveSchema = z
  .custom<HomeContent>()
  .transform((content): z.input<typeof homeContentBaseSchema> => prepareHomeContentForSave(content))
  .pipe(homeContentBaseSchema);
