import type { Metadata } from 'sharp';
import { IMAGE_VARIANT_WIDTHS } from '@shared/content/admin';
import { HttpError, unprocessable } from '../../../lib/http-errors';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Refuse decompression bombs: a small file that decodes to billions of pixels. */
export const MAX_PIXELS = 40_000_000;
const MAX_STORED_WIDTH = 2400;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export type ProcessedImage = {
  data: Buffer;
  width: number;
  height: number;
  variants: { width: number; data: Buffer }[];
};

const unsupported = () => new HttpError(415, 'Only JPEG, PNG or WebP images can be uploaded');

/**
 * Recognises the image by its bytes (never its name or declared type), then decodes and
 * re-encodes it as WebP: the stored file carries no metadata and nothing but pixels.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length === 0) throw unprocessable('The file is empty');
  // Loaded on the first upload: libvips is ~16 MB of a server's memory that never takes one.
  const { default: sharp } = await import('sharp');
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    throw unsupported();
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw unsupported();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_PIXELS) {
    throw unprocessable('The image has too many pixels (at most 40 megapixels)');
  }
  const decoded = () => sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
  try {
    const { data, info } = await decoded()
      .resize({ width: MAX_STORED_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const variants = await Promise.all(
      IMAGE_VARIANT_WIDTHS.filter((width) => width < info.width).map(async (width) => ({
        width,
        data: await decoded().resize({ width }).webp({ quality: 80 }).toBuffer(),
      })),
    );
    return { data, width: info.width, height: info.height, variants };
  } catch {
    throw unprocessable('The image could not be read; it may be damaged');
  }
}

/** The uploaded name without any path, control characters or excess length. */
export function safeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((char) => char.charCodeAt(0) >= 32)
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned || 'image';
}
