import { useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

type PreviewImage = { src: string; alt: string };

/** Clicking an uploaded vehicle image opens it larger (docs/product.md#page-editor). */
export function ImagePreviewDialog({
  image,
  onClose,
}: {
  image: PreviewImage | null;
  onClose: () => void;
}) {
  // Keep the image while the dialog animates closed.
  const [shown, setShown] = useState(image);
  if (image !== null && image !== shown) setShown(image);
  return (
    <Dialog open={image !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Image preview</DialogTitle>
          <DialogDescription>{shown?.alt || 'No description yet.'}</DialogDescription>
        </DialogHeader>
        {shown && (
          <img
            src={shown.src}
            alt={shown.alt}
            className="max-h-[70vh] w-full rounded-md object-contain"
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
