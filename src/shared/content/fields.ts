import { z } from 'zod';
import { isCssColor, isCssGradient } from './checks';
import { isSafeHref } from './href';

/**
 * Field types of editable page content. Content is typed by staff and rendered to every visitor,
 * so each value is bounded and restricted to what the page can apply safely through React's
 * `style` prop (never through raw CSS or HTML).
 */

export const cssColorSchema = z
  .string()
  .trim()
  .max(64)
  .refine(isCssColor, { message: 'Use a CSS colour: #hex, rgb(), hsl() or a colour name' });

export const cssGradientSchema = z
  .string()
  .trim()
  .max(300)
  .refine(isCssGradient, { message: 'Use a CSS gradient such as linear-gradient(…)' });

export const hrefSchema = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .refine(isSafeHref, { message: 'Use a site path (/about) or an http(s) address' })
  .refine((href) => !/[\s<>"'`]/.test(href), { message: 'Addresses cannot contain spaces' });

/** An image location: a site path (uploaded images are /api/images/…) or an https URL. */
export const imageSrcSchema = hrefSchema.refine((src) => !src.startsWith('#'), {
  message: 'Use an image path or address',
});

/** Bounded plain text. Rendered as text (React escapes it), so only the length is checked. */
export const text = (max: number) => z.string().max(max);

export const SHORT = 120;
export const MEDIUM = 300;
export const LONG = 2000;

/** A list of short strings such as bullets, trust indicators or group types. */
export const textList = (maxItems: number, maxLength = SHORT) =>
  z.array(text(maxLength)).max(maxItems);
