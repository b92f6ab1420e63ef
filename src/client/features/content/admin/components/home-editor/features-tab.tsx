import { useFieldArray, useFormContext } from 'react-hook-form';
import type { HomeContent } from '@shared/content/content';
import { BackgroundField } from '@/features/content/admin/components/fields/color-field';
import { ItemCard } from '@/features/content/admin/components/fields/item-card';
import { SelectField } from '@/features/content/admin/components/fields/select-field';
import {
  ColorGrid,
  FieldGrid,
  TabSection,
} from '@/features/content/admin/components/fields/tab-section';
import { TextField } from '@/features/content/admin/components/fields/text-field';
import { featureIconOptions } from '@/features/content/admin/components/home-editor/icon-options';
import { ItemList } from '@/features/content/admin/components/fields/item-list';

const MAX_FEATURES = 12;

/**
 * A new feature item is a Star with an empty title and description (docs/product.md#page-editor).
 */
export const newFeatureItem = (): HomeContent['features']['items'][number] => ({
  icon: 'Star',
  title: '',
  description: '',
});

/** The Features tab: title, subtitle, items (add, remove, edit) and styling. */
export function FeaturesTab() {
  const { control } = useFormContext<HomeContent>();
  const items = useFieldArray({ control, name: 'features.items' });
  return (
    <div className="flex flex-col gap-6">
      <TabSection title="Text">
        <FieldGrid>
          <TextField control={control} name="features.title" label="Title" />
          <TextField control={control} name="features.subtitle" label="Subtitle" />
        </FieldGrid>
      </TabSection>

      <TabSection title="Items">
        {items.fields.length === 0 && <p className="text-sm text-muted-foreground">No items.</p>}
        <ItemList
          addLabel="Add Feature"
          canAdd={items.fields.length < MAX_FEATURES}
          onAdd={() => items.append(newFeatureItem())}
        >
          {items.fields.map((item, index) => (
            <ItemCard
              key={item.id}
              title={`Feature ${index + 1}`}
              index={index}
              count={items.fields.length}
              onRemove={() => items.remove(index)}
              onMove={items.move}
            >
              <FieldGrid>
                <SelectField
                  control={control}
                  name={`features.items.${index}.icon`}
                  label="Icon"
                  options={featureIconOptions}
                />
                <TextField
                  control={control}
                  name={`features.items.${index}.title`}
                  label="Feature title"
                />
              </FieldGrid>
              <TextField
                control={control}
                name={`features.items.${index}.description`}
                label="Description"
                multiline
              />
            </ItemCard>
          ))}
        </ItemList>
      </TabSection>

      <TabSection title="Styling">
        <BackgroundField
          control={control}
          label="Section background"
          toggle="features.styling.useGradient"
          gradient="features.styling.backgroundGradient"
          color="features.styling.backgroundColor"
        />
        <ColorGrid
          control={control}
          fields={[
            ['features.styling.textColor', 'Text colour'],
            ['features.styling.iconBgColor', 'Icon background colour'],
            ['features.styling.iconColor', 'Icon colour'],
            ['features.styling.cardBgColor', 'Card background colour'],
            ['features.styling.cardTitleColor', 'Card title colour'],
            ['features.styling.cardDescriptionColor', 'Card description colour'],
          ]}
        />
      </TabSection>
    </div>
  );
}
