import { useMemo } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { HomeContent } from '@shared/content/content';
import { sanitizeInlineHtml } from '@shared/sanitize-html';
import { BackgroundField } from '@/features/content/admin/components/fields/color-field';
import { ItemCard } from '@/features/content/admin/components/fields/item-card';
import { ColorGrid, TabSection } from '@/features/content/admin/components/fields/tab-section';
import { TextField } from '@/features/content/admin/components/fields/text-field';
import { ToggleField } from '@/features/content/admin/components/fields/toggle-field';
import {
  VehicleFields,
  newVehicle,
} from '@/features/content/admin/components/home-editor/vehicle-fields';
import { ItemList } from '@/features/content/admin/components/fields/item-list';

const MAX_VEHICLES = 8;

/** The title as the page will show it: only the allowed inline tags survive. */
function TitlePreview() {
  const { control } = useFormContext<HomeContent>();
  const title = useWatch({ control, name: 'fleet.title' });
  const html = useMemo(() => ({ __html: sanitizeInlineHtml(title) }), [title]);
  return (
    <p className="text-sm text-muted-foreground">
      Shown as: <span className="text-foreground" dangerouslySetInnerHTML={html} />
    </p>
  );
}

/** The Fleet tab: show/hide, title (inline HTML), subtitle, vehicles with images, colours. */
export function FleetTab() {
  const { control } = useFormContext<HomeContent>();
  const vehicles = useFieldArray({ control, name: 'fleet.vehicles' });
  return (
    <div className="flex flex-col gap-6">
      <TabSection title="Section">
        <ToggleField
          control={control}
          name="fleet.visible"
          label="Show the fleet section"
          kind="switch"
        />
        <TextField
          control={control}
          name="fleet.title"
          label="Title"
          hint="May use <b>, <strong>, <i>, <em>, <span> and <br>; anything else is shown as text."
        />
        <TitlePreview />
        <TextField control={control} name="fleet.subtitle" label="Subtitle" multiline />
      </TabSection>

      <TabSection title="Vehicles">
        <ItemList
          addLabel="Add Vehicle"
          canAdd={vehicles.fields.length < MAX_VEHICLES}
          onAdd={() => vehicles.append(newVehicle())}
        >
          {vehicles.fields.map((vehicle, index) => (
            <ItemCard
              key={vehicle.id}
              title={`Vehicle ${index + 1}`}
              index={index}
              count={vehicles.fields.length}
              onRemove={() => vehicles.remove(index)}
              onMove={vehicles.move}
            >
              <VehicleFields index={index} />
            </ItemCard>
          ))}
        </ItemList>
      </TabSection>

      <TabSection title="Colours">
        <ColorGrid
          control={control}
          fields={[
            ['fleet.styling.sectionBgColor', 'Section background colour'],
            ['fleet.styling.titleColor', 'Title colour'],
            ['fleet.styling.subtitleColor', 'Subtitle colour'],
            ['fleet.styling.cardBgColor', 'Card background colour'],
            ['fleet.styling.cardTitleColor', 'Card title colour'],
            ['fleet.styling.cardDescriptionColor', 'Card description colour'],
            ['fleet.styling.badgeBgColor', 'Passenger badge background colour'],
            ['fleet.styling.badgeTextColor', 'Passenger badge text colour'],
            ['fleet.styling.buttonTextColor', 'Button text colour'],
          ]}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <BackgroundField
            control={control}
            label="Card header background"
            toggle="fleet.styling.useCardHeaderGradient"
            gradient="fleet.styling.cardHeaderBgGradient"
            color="fleet.styling.cardHeaderBgColor"
          />
          <BackgroundField
            control={control}
            label="Button background"
            toggle="fleet.styling.useButtonGradient"
            gradient="fleet.styling.buttonBgGradient"
            color="fleet.styling.buttonBgColor"
          />
        </div>
      </TabSection>
    </div>
  );
}
