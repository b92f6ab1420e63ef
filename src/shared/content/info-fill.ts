import { conformTo, fillDefaults, isPlainObject } from './fill';
import { defaultAboutContent, defaultHowItWorksContent } from './info-defaults';
import type { InfoPageContent } from './info-schema';
import { INFO_LIST_ITEMS } from './new-items';
import { retireInventedContent } from './retired-defaults';

/** Filling About / How-it-works content from the defaults, without zod (see fill.ts). */

/**
 * fillDefaults, plus: an empty title, subtitle or list of sections shows the page's own, and the
 * built-in content's retired figures are replaced (retired-defaults.ts).
 */
export function fillInfoPageContent(defaults: InfoPageContent, input: unknown): unknown {
  const filled = fillDefaults(defaults, retireInventedContent(input));
  if (!isPlainObject(filled)) return filled;
  const result = { ...filled };
  if (Array.isArray(result.sections) && result.sections.length === 0) {
    result.sections = defaults.sections;
  }
  if (result.title === '') result.title = defaults.title;
  if (result.subtitle === '') result.subtitle = defaults.subtitle;
  return result;
}

export function toDisplayInfoPageContent(
  input: unknown,
  kind: 'about' | 'how-it-works',
): InfoPageContent {
  const defaults = kind === 'about' ? defaultAboutContent : defaultHowItWorksContent;
  return conformTo(defaults, fillInfoPageContent(defaults, input), INFO_LIST_ITEMS);
}
