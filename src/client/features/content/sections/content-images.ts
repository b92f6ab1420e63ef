import { isPlainObject } from '@shared/content/fill';
import { isSafeHref } from '@shared/content/href';

const IMAGE_ID = /^[\w-]{1,64}$/;

/**
 * Stored images are streamed from /api/images/{id}/stream unless they carry a url
 * (docs/product.md#images).
 */
export function imageStreamUrl(id: string | number): string {
  return `/api/images/${encodeURIComponent(String(id))}/stream`;
}

/**
 * The URL of a portfolio image: an id, or an object with an id and a url or storage path.
 * Null for anything unusable, so a bad entry is skipped rather than shown broken.
 */
export function portfolioImageUrl(image: unknown): string | null {
  if (typeof image === 'number' || (typeof image === 'string' && IMAGE_ID.test(image))) {
    return imageStreamUrl(image);
  }
  if (!isPlainObject(image)) return null;
  const { id, url } = image;
  if (typeof url === 'string' && isSafeHref(url) && !url.startsWith('#')) return url;
  if (typeof id === 'number' || (typeof id === 'string' && IMAGE_ID.test(id))) {
    return imageStreamUrl(id);
  }
  return null;
}

/** A vehicle image's src, or null when missing or not a site path / http(s) address. */
export function vehicleImageSrc(image: unknown): string | null {
  if (!isPlainObject(image) || typeof image.src !== 'string') return null;
  return isSafeHref(image.src) && !image.src.startsWith('#') ? image.src : null;
}
