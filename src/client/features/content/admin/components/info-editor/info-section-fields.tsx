import { useFieldArray, useFormContext } from 'react-hook-form';
import type { InfoPageContent } from '@shared/content/info-pages';
import { ItemCard } from '@/features/content/admin/components/fields/item-card';
import { SelectField } from '@/features/content/admin/components/fields/select-field';
import { FieldGrid } from '@/features/content/admin/components/fields/tab-section';
import { TextField } from '@/features/content/admin/components/fields/text-field';
import { ItemList } from '@/features/content/admin/components/fields/item-list';

const MAX_ITEMS = 12;

const layouts = [
  { value: 'text', label: 'Text only' },
  { value: 'steps', label: 'Numbered steps' },
  { value: 'stats', label: 'Statistics' },
  { value: 'cards', label: 'Cards' },
  { value: 'checklist', label: 'Checklist' },
] as const;

/** One titled section of an About / How-it-works page: its text and its items. */
export function InfoSectionFields({ index }: { index: number }) {
  const { control } = useFormContext<InfoPageContent>();
  const items = useFieldArray({ control, name: `sections.${index}.items` });
  const path = `sections.${index}` as const;
  return (
    <>
      <FieldGrid>
        <TextField control={control} name={`${path}.title`} label="Section title" />
        <SelectField control={control} name={`${path}.layout`} label="Layout" options={layouts} />
      </FieldGrid>
      <TextField
        control={control}
        name={`${path}.body`}
        label="Text"
        hint="A blank line starts a new paragraph."
        multiline
      />
      <ItemList
        addLabel={
          <>
            Add Item<span className="sr-only"> to section {index + 1}</span>
          </>
        }
        canAdd={items.fields.length < MAX_ITEMS}
        onAdd={() => items.append({ title: '', text: '' })}
      >
        {items.fields.map((item, itemIndex) => (
          <ItemCard
            key={item.id}
            title={`Section ${index + 1} item ${itemIndex + 1}`}
            index={itemIndex}
            count={items.fields.length}
            onRemove={() => items.remove(itemIndex)}
            onMove={items.move}
          >
            <FieldGrid>
              <TextField
                control={control}
                name={`${path}.items.${itemIndex}.title`}
                label="Item title"
              />
              <TextField
                control={control}
                name={`${path}.items.${itemIndex}.text`}
                label="Item text"
              />
            </FieldGrid>
          </ItemCard>
        ))}
      </ItemList>
    </>
  );
}
