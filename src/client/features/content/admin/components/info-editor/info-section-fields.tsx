import { useQuery } from '@tanstack/react-query';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FIGURE_KEYS, FIGURE_NAMES } from '@shared/content/figures';
import type { InfoPageContent } from '@shared/content/info-pages';
import { ItemCard } from '@/features/content/admin/components/fields/item-card';
import { SelectField } from '@/features/content/admin/components/fields/select-field';
import { FieldGrid } from '@/features/content/admin/components/fields/tab-section';
import { TextField } from '@/features/content/admin/components/fields/text-field';
import { ItemList } from '@/features/content/admin/components/fields/item-list';
import { FigureStatus } from '@/features/content/admin/components/figures/figure-status';
import { figureSettingsQuery } from '@/features/content/admin/figures-api';

const MAX_ITEMS = 12;

const layouts = [
  { value: 'text', label: 'Text only' },
  { value: 'steps', label: 'Numbered steps' },
  { value: 'stats', label: 'Statistics' },
  { value: 'cards', label: 'Cards' },
  { value: 'checklist', label: 'Checklist' },
  { value: 'figures', label: 'Live figures' },
] as const;

/** A `Live figures` section's figures, each with whether visitors see it now. */
function InfoFiguresStatus() {
  const settings = useQuery(figureSettingsQuery()).data;
  if (!settings) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label="Live figures">
      {FIGURE_KEYS.map((figure) => (
        <li key={figure} className="flex flex-wrap items-center gap-2 text-sm">
          {FIGURE_NAMES[figure]} <FigureStatus figure={figure} settings={settings} />
        </li>
      ))}
    </ul>
  );
}

/** One titled section of an About / How-it-works page: its text and its items. */
export function InfoSectionFields({ index }: { index: number }) {
  const { control } = useFormContext<InfoPageContent>();
  const items = useFieldArray({ control, name: `sections.${index}.items` });
  const path = `sections.${index}` as const;
  const isFigures = useWatch({ control, name: `${path}.layout` }) === 'figures';
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
        hint={
          isFigures
            ? 'Always shown; the live figures that have reached their thresholds (Pages › Live Figures) follow it, and items are not used.'
            : 'A blank line starts a new paragraph.'
        }
        multiline
      />
      {isFigures && <InfoFiguresStatus />}
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
