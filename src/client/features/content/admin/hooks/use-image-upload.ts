import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { uploadImage } from '@/features/content/admin/api';

/**
 * The server's limit (docs/product.md#images); checked first so a large file is not sent for
 * nothing.
 */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

/** Why a chosen file cannot be uploaded, or null (the browser accepts image files only). */
export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Only image files (JPG or PNG) can be uploaded.';
  if (file.size > MAX_IMAGE_BYTES) return 'The image is larger than 10 MB.';
  return null;
}

/**
 * Uploads one image and reports it (docs/product.md#page-management-messages): 'Image uploaded'
 * with the file name, or 'Upload failed' with the file name and the reason. Resolves to the image's
 * URL, or null on failure.
 */
export function useImageUpload() {
  const mutation = useMutation({ mutationFn: uploadImage });
  async function upload(file: File): Promise<string | null> {
    const problem = imageFileProblem(file);
    try {
      if (problem) throw new Error(problem);
      const image = await mutation.mutateAsync(file);
      toast.success('Image uploaded', { description: file.name });
      return image.url;
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'Unknown error';
      toast.error('Upload failed', { description: `${file.name}: ${reason}` });
      return null;
    }
  }
  return { upload, isUploading: mutation.isPending };
}
