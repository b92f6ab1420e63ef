import { useFieldArray, useFormContext } from 'react-hook-form';
import type { InfoPageContent } from '@shared/content/info-pages';
import { ItemCard } from '@/features/content/admin/components/fields/item-card';
import { FieldGrid, TabSection } from '@/features/content/admin/components/fields/tab-section';
import { TextField } from '@/features/content/admin/components/fields/text-field';
import { InfoSectionFields } from '@/features/content/admin/components/info-editor/info-section-fields';
import { ItemList } from '@/features/content/admin/components/fields/item-list';

const MAX_SECTIONS = 20;

/** About / How-it-works content: title, subtitle, sections (add, remove, reorder), call to action. */
export function InfoPageFields() {
  const { control } = useFormContext<InfoPageContent>();
  const sections = useFieldArray({ control, name: 'sections' });
  return (
    <div className="flex flex-col gap-6">
      <TabSection title="Hero">
        <TextField control={control} name="title" label="Title" />
        <TextField control={control} name="subtitle" label="Subtitle" multiline />
      </TabSection>
      <TabSection
        title="Sections"
        description="With no sections saved, the page shows its built-in sections."
      >
        <ItemList
          addLabel="Add Section"
          canAdd={sections.fields.length < MAX_SECTIONS}
          onAdd={() => sections.append({ title: '', body: '', layout: 'text', items: [] })}
        >
          {sections.fields.map((section, index) => (
            <ItemCard
              key={section.id}
              title={`Section ${index + 1}`}
              index={index}
              count={sections.fields.length}
              onRemove={() => sections.remove(index)}
              onMove={sections.move}
            >
              <InfoSectionFields index={index} />
            </ItemCard>
          ))}
        </ItemList>
      </TabSection>
      <TabSection title="Call to action">
        <FieldGrid>
          <TextField control={control} name="cta.title" label="Call to action title" />
          <TextField control={control} name="cta.buttonText" label="Button text" />
        </FieldGrid>
        <TextField
          control={control}
          name="cta.subtitle"
          label="Call to action subtitle"
          multiline
        />
      </TabSection>
    </div>
  );
}
