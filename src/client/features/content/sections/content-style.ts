import type { CSSProperties } from 'react';

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

/** Where "Get quotes" buttons go: the quote form on this page. */
export const QUOTE_FORM_ANCHOR = '#quote-form';
