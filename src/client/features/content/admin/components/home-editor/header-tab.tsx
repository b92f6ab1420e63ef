import { useFieldArray, useFormContext } from 'react-hook-form';
import type { HomeContent } from '@shared/content/content';
import { ItemCard } from '@/features/content/admin/components/fields/item-card';
import { SelectField } from '@/features/content/admin/components/fields/select-field';
import {
  ColorGrid,
  FieldGrid,
  TabSection,
} from '@/features/content/admin/components/fields/tab-section';
import { TextField } from '@/features/content/admin/components/fields/text-field';
import { ToggleField } from '@/features/content/admin/components/fields/toggle-field';
import { headerIconOptions } from '@/features/content/admin/components/home-editor/icon-options';
import { ItemList } from '@/features/content/admin/components/fields/item-list';

const MAX_NAV_LINKS = 8;

/** The Header tab: logo, tagline, icon, navigation links, colours, the theme option. */
export function HeaderTab() {
  const { control } = useFormContext<HomeContent>();
  const links = useFieldArray({ control, name: 'header.navLinks' });
  return (
    <div className="flex flex-col gap-6">
      <TabSection title="Logo and tagline">
        <FieldGrid>
          <TextField control={control} name="header.logoText" label="Logo text" />
          <TextField control={control} name="header.tagline" label="Tagline" />
          <SelectField
            control={control}
            name="header.logoIcon"
            label="Logo icon"
            options={headerIconOptions}
          />
          <TextField
            control={control}
            name="bannerText"
            label="Banner text"
            hint="Shown above the header when not empty."
          />
        </FieldGrid>
      </TabSection>

      <TabSection title="Navigation links" description="Links can be hidden one by one.">
        <ItemList
          addLabel="Add Link"
          canAdd={links.fields.length < MAX_NAV_LINKS}
          onAdd={() => links.append({ label: 'New link', path: '/', visible: true })}
        >
          {links.fields.map((link, index) => (
            <ItemCard
              key={link.id}
              title={`Link ${index + 1}`}
              index={index}
              count={links.fields.length}
              onRemove={() => links.remove(index)}
              onMove={links.move}
            >
              <FieldGrid>
                <TextField
                  control={control}
                  name={`header.navLinks.${index}.label`}
                  label="Label"
                />
                <TextField control={control} name={`header.navLinks.${index}.path`} label="Path" />
              </FieldGrid>
              <ToggleField
                control={control}
                name={`header.navLinks.${index}.visible`}
                label="Visible"
              />
            </ItemCard>
          ))}
        </ItemList>
      </TabSection>

      <TabSection title="Styling">
        <ToggleField
          control={control}
          name="header.styling.useTailwind"
          label="Use the site theme's Tailwind classes instead of the colours below"
        />
        <ToggleField
          control={control}
          name="header.styling.sticky"
          label="Keep the header at the top while scrolling"
        />
        <ColorGrid
          control={control}
          fields={[
            ['header.styling.backgroundColor', 'Background colour'],
            ['header.styling.borderColor', 'Border colour'],
            ['header.styling.logoIconBgColor', 'Logo icon background colour'],
            ['header.styling.logoIconColor', 'Logo icon colour'],
            ['header.styling.logoTextColor', 'Logo text colour'],
            ['header.styling.taglineColor', 'Tagline colour'],
            ['header.styling.navLinkColor', 'Link colour'],
            ['header.styling.navLinkHoverColor', 'Link hover colour'],
            ['header.styling.bannerBgColor', 'Banner background colour'],
            ['header.styling.bannerTextColor', 'Banner text colour'],
          ]}
        />
      </TabSection>
    </div>
  );
}
