import { defaultHomeContent } from '@shared/content/content';
import { defaultAboutContent, defaultHowItWorksContent } from '@shared/content/info-pages';
import type { PageKind } from '@shared/content/page-urls';

/**
 * What a new main page starts from, and what Reset writes back (docs/product.md#default-content).
 */
export function defaultContentOf(kind: PageKind): unknown {
  if (kind === 'about') return defaultAboutContent;
  if (kind === 'how-it-works') return defaultHowItWorksContent;
  return defaultHomeContent;
}
