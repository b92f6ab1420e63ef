import { z } from 'zod';
import { LONG, MEDIUM, SHORT, text } from './fields';
import { NEW_INFO_ITEM, NEW_INFO_SECTION } from './new-items';

/**
 * About and How-it-works pages: "sets of titled sections" (docs/product.md#how-it-works-and-about).
 * A section's layout says how its items are drawn (numbered steps, statistics, cards, a checklist,
 * the live figures, or none for plain text).
 */

/** `figures`: the live figures past their thresholds, else only the body (a neutral line). */
export const infoSectionLayoutSchema = z.enum([
  'text',
  'steps',
  'stats',
  'cards',
  'checklist',
  'figures',
]);

export const infoSectionItemSchema = z.object({
  title: text(SHORT).default(NEW_INFO_ITEM.title),
  text: text(MEDIUM).default(NEW_INFO_ITEM.text),
});

export const infoSectionSchema = z.object({
  title: text(SHORT).default(NEW_INFO_SECTION.title),
  body: text(LONG).default(NEW_INFO_SECTION.body),
  layout: infoSectionLayoutSchema.default(NEW_INFO_SECTION.layout),
  items: z
    .array(infoSectionItemSchema)
    .max(12)
    .default(() => []),
});

export const infoPageContentBaseSchema = z.object({
  title: text(SHORT),
  subtitle: text(MEDIUM),
  sections: z.array(infoSectionSchema).max(20),
  cta: z.object({ title: text(SHORT), subtitle: text(MEDIUM), buttonText: text(40) }),
});

export type InfoPageContent = z.infer<typeof infoPageContentBaseSchema>;
export type InfoSection = InfoPageContent['sections'][number];
