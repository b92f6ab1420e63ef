import { and, eq } from 'drizzle-orm';
import type { Image } from '@shared/content/admin';
import type { Database } from '../../../db/client';
import { imageVariants, images } from '../../../db/schema';
import type { ProcessedImage } from './process';

type ImageMeta = Omit<typeof images.$inferSelect, 'data'>;

const metaColumns = {
  id: images.id,
  collection: images.collection,
  name: images.name,
  file_name: images.file_name,
  mime_type: images.mime_type,
  size: images.size,
  width: images.width,
  height: images.height,
  created_at: images.created_at,
};

export function toImage(row: ImageMeta): Image {
  return {
    ...row,
    path: `images/${row.id}.webp`,
    url: `/api/images/${row.id}/stream`,
    disk: 'database',
    created_at: row.created_at.toISOString(),
  };
}

export async function insertImage(
  db: Database,
  fileName: string,
  collection: string,
  image: ProcessedImage,
): Promise<ImageMeta> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(images)
      .values({
        collection,
        name: fileName.replace(/\.[^.]+$/, '') || fileName,
        file_name: fileName,
        mime_type: 'image/webp',
        size: image.data.length,
        width: image.width,
        height: image.height,
        data: image.data,
      })
      .returning(metaColumns);
    if (image.variants.length > 0) {
      await tx
        .insert(imageVariants)
        .values(image.variants.map((variant) => ({ image_id: row!.id, ...variant })));
    }
    return row!;
  });
}

export async function findImageMeta(db: Database, id: number): Promise<ImageMeta | undefined> {
  const [row] = await db.select(metaColumns).from(images).where(eq(images.id, id));
  return row;
}

/** The bytes at the requested width, or the stored image when no such variant exists. */
export async function findImageBytes(
  db: Database,
  id: number,
  width?: number,
): Promise<Buffer | undefined> {
  if (width !== undefined) {
    const [variant] = await db
      .select({ data: imageVariants.data })
      .from(imageVariants)
      .where(and(eq(imageVariants.image_id, id), eq(imageVariants.width, width)));
    if (variant) return variant.data;
  }
  const [row] = await db.select({ data: images.data }).from(images).where(eq(images.id, id));
  return row?.data;
}
