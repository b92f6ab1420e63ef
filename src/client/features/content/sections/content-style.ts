import type { CSSProperties } from 'react';
import { isSafeHref } from '@shared/content/href';

/**
 * Content colours reach the page only through React's `style` prop (the CSP allows style
 * attributes, not inline scripts), which sets one property at a time: a stored value can never
 * reach another property or a stylesheet.
 */

/** A gradient when `useGradient` is on, else the plain colour; the colour stays as fallback. */
export function backgroundStyle(
  useGradient: boolean,
  gradient: string,
  color: string,
): CSSProperties {
  return useGradient
    ? { backgroundColor: color, backgroundImage: gradient }
    : { backgroundColor: color };
}

/** Custom properties for hover/focus colours, which inline styles cannot express directly. */
export function cssVars(vars: Record<`--${string}`, string>): CSSProperties {
  return vars as CSSProperties;
}

/** Link targets from content: only site paths, #anchors and http(s) (the server checks too). */
export function safeHref(href: string, fallback = '/'): string {
  return isSafeHref(href) ? href : fallback;
}

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** Where "Get quotes" buttons go: the quote form on this page. */
export const QUOTE_FORM_ANCHOR = '#quote-form';
