import { useId, type ReactNode } from 'react';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { ColorField } from '@/features/content/admin/components/fields/color-field';

type TabSectionProps = { title: string; description?: string; children: ReactNode };

/** A titled group of fields inside an editor tab. */
export function TabSection({ title, description, children }: TabSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-xl border p-4">
      <div className="flex flex-col gap-1">
        <h3 id={id} className="text-base font-semibold">
          {title}
        </h3>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}

export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 md:grid-cols-2">{children}</div>;
}

type ColorGridProps<T extends FieldValues> = {
  control: Control<T>;
  fields: readonly (readonly [FieldPathByValue<T, string>, string])[];
};

/** Several colours at once: [path, label] pairs. */
export function ColorGrid<T extends FieldValues>({ control, fields }: ColorGridProps<T>) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {fields.map(([name, label]) => (
        <ColorField key={name} control={control} name={name} label={label} />
      ))}
    </div>
  );
}
