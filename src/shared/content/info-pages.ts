import { z } from 'zod';
import { fillInfoPageContent } from './info-fill';
import {
  defaultAboutContent,
  defaultHowItWorksContent,
  neutralInfoPageContent,
} from './info-defaults';
import { type InfoPageContent, infoPageContentBaseSchema } from './info-schema';
import { parseLeniently } from './parse';

/*
 * The info pages' schemas with their defaults on top. Their shape and types live in
 * info-schema.ts, below the defaults and fill.
 */

export { infoPageContentBaseSchema, type InfoPageContent, type InfoSection } from './info-schema';

function infoPageSchemaWith(defaults: InfoPageContent) {
  return z.preprocess((input) => fillInfoPageContent(defaults, input), infoPageContentBaseSchema);
}

/**
 * Any info page, validated strictly (the editor's save schema). Missing fields are filled
 * neutrally (empty title, no sections): the page's own defaults are applied when it renders.
 */
export const infoPageContentSchema = infoPageSchemaWith(neutralInfoPageContent);

export const howItWorksContentSchema = infoPageSchemaWith(defaultHowItWorksContent);
export const aboutContentSchema = infoPageSchemaWith(defaultAboutContent);

/**
 * For rendering: never throws; rejected values are dropped and refilled. With a kind, the gaps
 * are filled from that page's defaults; without one, neutrally (see infoPageContentSchema).
 */
export function parseInfoPageContent(
  input: unknown,
  kind?: 'about' | 'how-it-works',
): InfoPageContent {
  if (kind === 'about') return parseLeniently(aboutContentSchema, input, defaultAboutContent);
  if (kind === 'how-it-works') {
    return parseLeniently(howItWorksContentSchema, input, defaultHowItWorksContent);
  }
  return parseLeniently(infoPageContentSchema, input, neutralInfoPageContent);
}

export { defaultAboutContent, defaultHowItWorksContent };
