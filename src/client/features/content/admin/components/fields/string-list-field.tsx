import { Plus, Trash2 } from 'lucide-react';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useEditorField } from '@/features/content/admin/components/fields/use-editor-field';

type StringListFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPathByValue<T, string[]>;
  /** The list's name (legend) and one entry's name ("Bullet" → "Bullet 1", "Add Bullet"). */
  label: string;
  itemLabel: string;
  max?: number;
};

/** A list of short texts with add and remove (bullets, highlights, group types). */
export function StringListField<T extends FieldValues>({
  control,
  name,
  label,
  itemLabel,
  max,
}: StringListFieldProps<T>) {
  const { field, error, fieldError, setValue, id } = useEditorField(control, name);
  // A refused entry (an empty group type) is reported at its index.
  const itemErrors = fieldError as unknown as Record<number, { message?: string } | undefined>;
  const items: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const update = (next: string[]) => setValue(next);
  return (
    <fieldset
      className="flex flex-col gap-3 rounded-md border p-3"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="px-1 text-sm font-medium">{label}</legend>
      {items.length === 0 && <p className="text-sm text-muted-foreground">None yet.</p>}
      <ol className="flex flex-col gap-2">
        {items.map((item, index) => (
          <li key={index} className="flex items-end gap-2">
            <div className="flex flex-1 flex-col gap-1">
              <Label htmlFor={`${id}-${index}`} className="text-xs text-muted-foreground">
                {itemLabel} {index + 1}
              </Label>
              <Input
                id={`${id}-${index}`}
                aria-invalid={Boolean(itemErrors?.[index]?.message)}
                value={item}
                onBlur={field.onBlur}
                onChange={(event) =>
                  update(items.map((v, i) => (i === index ? event.target.value : v)))
                }
              />
              {itemErrors?.[index]?.message && (
                <p className="text-sm text-destructive">{itemErrors[index]?.message}</p>
              )}
            </div>
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label={`Remove ${itemLabel} ${index + 1}`}
              onClick={() => update(items.filter((_, i) => i !== index))}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        disabled={max !== undefined && items.length >= max}
        onClick={() => update([...items, ''])}
      >
        <Plus aria-hidden="true" />
        Add {itemLabel}
      </Button>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
