import { z } from 'zod';
import { defaultHomeContent } from './defaults';
import { fillHomeContent } from './fill';
import { type HomeContent, homeContentBaseSchema } from './home-schema';
import { parseLeniently } from './parse';
import { retireInventedContent } from './retired-defaults';

/*
 * The home page's schema with its defaults on top: validation (the editor's saves) and lenient
 * parsing (rendering). Its shape and types live in home-schema.ts, below the defaults and fill.
 */

export { homeContentBaseSchema, type ContentKind, type HomeContent } from './home-schema';
export { defaultHomeContent };

/**
 * Strict about every value that is present (types, bounds, colours, link targets) and fills
 * every missing one from the defaults: `homeContentSchema.parse({})` is the default content.
 * The built-in content's retired figures are replaced first (retired-defaults.ts), so what the
 * server sends is already free of them. The page editor validates saves with this.
 */
export const homeContentSchema = z.preprocess(
  (input) => fillHomeContent(retireInventedContent(input)),
  homeContentBaseSchema,
);

/**
 * For rendering: never throws. A stored value the schema refuses (a colour typed wrongly, an
 * old format) falls back to its default instead of taking the whole page down with it.
 */
export function parseHomeContent(input: unknown): HomeContent {
  return parseLeniently(homeContentSchema, input, defaultHomeContent);
}

export {
  infoPageContentBaseSchema,
  infoPageContentSchema,
  parseInfoPageContent,
} from './info-pages';
