import { Trash2 } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import type { HomeContent } from '@shared/content/content';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useEditorField } from '@/features/content/admin/components/fields/use-editor-field';
import { TextField } from '@/features/content/admin/components/fields/text-field';
import { ImagePreviewDialog } from '@/features/content/admin/components/home-editor/image-preview-dialog';
import { IMAGE_ACCEPT, useImageUpload } from '@/features/content/admin/hooks/use-image-upload';

type VehicleImage = HomeContent['fleet']['vehicles'][number]['images'][number];

const MAX_IMAGES = 6;

/** A vehicle's photos: upload, alt text, remove, and a larger preview on click. */
export function VehicleImages({ index, vehicleName }: { index: number; vehicleName: string }) {
  const { control } = useFormContext<HomeContent>();
  const name = `fleet.vehicles.${index}.images` as const;
  const { field, setValue, id } = useEditorField(control, name);
  const images: VehicleImage[] = Array.isArray(field.value) ? (field.value as VehicleImage[]) : [];
  const { upload, isUploading } = useImageUpload();
  const [previewing, setPreviewing] = useState<VehicleImage | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const src = await upload(file);
    input.value = '';
    if (src) setValue([...images, { src, alt: vehicleName }]);
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-upload`}>Upload image</Label>
        <Input
          id={`${id}-upload`}
          type="file"
          accept={IMAGE_ACCEPT}
          aria-describedby={`${id}-upload-hint`}
          disabled={isUploading || images.length >= MAX_IMAGES}
          onChange={(event) => void choose(event)}
        />
        <p id={`${id}-upload-hint`} className="text-xs text-muted-foreground">
          JPG or PNG, up to 10 MB. Up to {MAX_IMAGES} images per vehicle.
        </p>
        {isUploading && <Spinner>Uploading...</Spinner>}
      </div>
      {images.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2">
          {images.map((image, imageIndex) => (
            <li key={`${image.src}-${imageIndex}`} className="flex gap-3 rounded-md border p-2">
              <button
                type="button"
                className="shrink-0 cursor-pointer rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                onClick={() => setPreviewing(image)}
              >
                <img
                  src={image.src}
                  alt={`Preview image ${imageIndex + 1} of ${vehicleName || 'this vehicle'}`}
                  className="size-20 rounded-md object-cover"
                />
              </button>
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <TextField
                  control={control}
                  name={`fleet.vehicles.${index}.images.${imageIndex}.alt`}
                  label={`Image ${imageIndex + 1} description (alt text)`}
                />
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="self-start"
                  onClick={() => setValue(images.filter((_, i) => i !== imageIndex))}
                >
                  <Trash2 aria-hidden="true" />
                  Remove image {imageIndex + 1}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ImagePreviewDialog image={previewing} onClose={() => setPreviewing(null)} />
    </div>
  );
}
