import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { HomeContent } from '@shared/content/content';
import { NEW_TESTIMONIAL } from '@shared/content/new-items';
import { Badge } from '@/components/ui/badge';
import { BackgroundField } from '@/features/content/admin/components/fields/color-field';
import {
  CommaListField,
  IntegerField,
} from '@/features/content/admin/components/fields/draft-fields';
import { ItemCard } from '@/features/content/admin/components/fields/item-card';
import {
  ColorGrid,
  FieldGrid,
  TabSection,
} from '@/features/content/admin/components/fields/tab-section';
import { TextField } from '@/features/content/admin/components/fields/text-field';
import { parseRating } from '@/features/content/admin/content-rules';
import { ItemList } from '@/features/content/admin/components/fields/item-list';

const MAX_TESTIMONIALS = 12;

/** Marks a built-in example, which the site never shows (docs/product.md#page-editor). */
function ExampleBadge({ index }: { index: number }) {
  const { control } = useFormContext<HomeContent>();
  const isExample = useWatch({ control, name: `testimonials.testimonials.${index}.isExample` });
  if (!isExample) return null;
  return (
    <Badge variant="outline" className="border-amber-300 bg-amber-50 text-amber-900">
      Example — not shown on the site
    </Badge>
  );
}

/**
 * The Testimonials tab. With none stored, loading puts the three built-in examples in the list
 * (docs/product.md#page-editor), each marked as never shown on the site; the page shows only
 * testimonials an editor added.
 */
export function TestimonialsTab() {
  const { control } = useFormContext<HomeContent>();
  const list = useFieldArray({ control, name: 'testimonials.testimonials' });
  return (
    <div className="flex flex-col gap-6">
      <TabSection title="Text">
        <FieldGrid>
          <TextField control={control} name="testimonials.title" label="Title" />
          <TextField control={control} name="testimonials.subtitle" label="Subtitle (optional)" />
        </FieldGrid>
      </TabSection>

      <TabSection
        title="Testimonials"
        description="The site shows only testimonials you add, in your customers' own words. Examples are never shown; the section stays hidden until there is one of yours."
      >
        <ItemList
          addLabel="Add Testimonial"
          canAdd={list.fields.length < MAX_TESTIMONIALS}
          onAdd={() => list.append({ ...NEW_TESTIMONIAL })}
        >
          {list.fields.map((item, index) => (
            <ItemCard
              key={item.id}
              title={`Testimonial ${index + 1}`}
              badge={<ExampleBadge index={index} />}
              index={index}
              count={list.fields.length}
              onRemove={() => list.remove(index)}
              onMove={list.move}
            >
              <div className="grid gap-4 md:grid-cols-3">
                <TextField
                  control={control}
                  name={`testimonials.testimonials.${index}.name`}
                  label="Name"
                />
                <TextField
                  control={control}
                  name={`testimonials.testimonials.${index}.role`}
                  label="Role"
                />
                <IntegerField
                  control={control}
                  name={`testimonials.testimonials.${index}.rating`}
                  label="Rating (1–5)"
                  parse={parseRating}
                  min={1}
                  max={5}
                />
              </div>
              <TextField
                control={control}
                name={`testimonials.testimonials.${index}.quote`}
                label="Quote"
                multiline
              />
            </ItemCard>
          ))}
        </ItemList>
      </TabSection>

      <TabSection title="Trusted by">
        <TextField control={control} name="testimonials.trustedByText" label="Trusted-by text" />
        <CommaListField
          control={control}
          name="testimonials.trustedByLogos"
          label="Organisation names"
        />
      </TabSection>

      <TabSection title="Styling">
        <BackgroundField
          control={control}
          label="Section background"
          toggle="testimonials.styling.useSectionBgGradient"
          gradient="testimonials.styling.sectionBgGradient"
          color="testimonials.styling.sectionBgColor"
        />
        <ColorGrid
          control={control}
          fields={[
            ['testimonials.styling.titleColor', 'Title colour'],
            ['testimonials.styling.subtitleColor', 'Subtitle colour'],
            ['testimonials.styling.cardBgColor', 'Card background colour'],
            ['testimonials.styling.cardBorderColor', 'Card border colour'],
            ['testimonials.styling.quoteTextColor', 'Quote text colour'],
            ['testimonials.styling.nameColor', 'Name colour'],
            ['testimonials.styling.roleColor', 'Role colour'],
            ['testimonials.styling.starColor', 'Star colour'],
            ['testimonials.styling.trustedByTextColor', 'Trusted-by text colour'],
            ['testimonials.styling.trustedByLogoTextColor', 'Organisation name colour'],
          ]}
        />
      </TabSection>
    </div>
  );
}
