import type { HomeContent } from './home-schema';
import { defaultHomeContent } from './defaults';
import { HOME_LIST_ITEMS } from './new-items';

/**
 * Filling stored content from the defaults, without zod: the schemas run these before
 * validating, and the browser uses them alone (the server has validated what it sends, and zod
 * would add ~30 KB gzipped to the public first load; see docs/performance.md).
 */

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Deep-fills `input` from `defaults`: a missing or null value takes the default, objects merge
 * key by key, anything else (arrays, scalars) is kept for the schema to judge. Only the defaults'
 * keys are copied, so unknown keys (window/door `quoteOptions` leftovers included) are dropped.
 */
export function fillDefaults(defaults: unknown, input: unknown): unknown {
  if (input === undefined || input === null) return defaults;
  if (!isPlainObject(defaults) || !isPlainObject(input)) return input;
  const filled: Record<string, unknown> = {};
  for (const key of Object.keys(defaults)) filled[key] = fillDefaults(defaults[key], input[key]);
  return filled;
}

/**
 * fillDefaults, plus: with no stored testimonials the three samples are loaded, as examples
 * (docs/product.md#page-editor). Stored content has its retired figures replaced first by the
 * schema (content.ts, retired-defaults.ts), which the browser's public pages never load.
 */
export function fillHomeContent(input: unknown): unknown {
  const filled = fillDefaults(defaultHomeContent, input);
  if (!isPlainObject(filled)) return filled;
  const testimonials = filled.testimonials;
  if (isPlainObject(testimonials) && Array.isArray(testimonials.testimonials)) {
    if (testimonials.testimonials.length === 0) {
      const samples = defaultHomeContent.testimonials.testimonials;
      return { ...filled, testimonials: { ...testimonials, testimonials: samples } };
    }
  }
  return filled;
}

/**
 * Makes `input` structurally like `template`: every value takes the template's JS type or the
 * template's value. List items follow `itemTemplates[path]` (path without indexes), else the
 * template list's first item when it is text; items of other lists are kept if they are strings,
 * numbers or plain objects, and read defensively by the page. A crash guard for the browser, not
 * validation: rendering never meets a wrong type.
 */
export function conformTo<T>(
  template: T,
  input: unknown,
  itemTemplates: Record<string, unknown> = {},
): T {
  return conform(template, input, itemTemplates, '') as T;
}

function conform(
  template: unknown,
  input: unknown,
  items: Record<string, unknown>,
  path: string,
): unknown {
  if (input === undefined || input === null) return template;
  if (Array.isArray(template)) {
    if (!Array.isArray(input)) return template;
    const itemTemplate: unknown = items[path] ?? (typeof template[0] === 'string' ? '' : undefined);
    if (itemTemplate === undefined) {
      return input.filter(
        (item) => ['string', 'number'].includes(typeof item) || isPlainObject(item),
      );
    }
    return input
      .filter((item) =>
        isPlainObject(itemTemplate) ? isPlainObject(item) : typeof item === typeof itemTemplate,
      )
      .map((item) => conform(itemTemplate, item, items, path));
  }
  if (isPlainObject(template)) {
    if (!isPlainObject(input)) return template;
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(template)) {
      result[key] = conform(template[key], input[key], items, path ? `${path}.${key}` : key);
    }
    return result;
  }
  if (typeof template === 'number') return Number.isFinite(input) ? input : template;
  return typeof input === typeof template ? input : template;
}

/**
 * Home/landing content as the browser renders it: filled from the defaults, types guaranteed.
 * For content the server sent (it parses stored content with `homeContentSchema`, which has
 * already replaced retired text), so the retired sentences stay out of the public first load;
 * the editor's preview of typed values retires them first itself.
 */
export function toDisplayHomeContent(input: unknown): HomeContent {
  return conformTo(defaultHomeContent, fillHomeContent(input), HOME_LIST_ITEMS);
}
