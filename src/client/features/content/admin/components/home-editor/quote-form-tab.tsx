import { useFormContext, useWatch } from 'react-hook-form';
import type { HomeContent } from '@shared/content/content';
import { BackgroundField } from '@/features/content/admin/components/fields/color-field';
import { IntegerField } from '@/features/content/admin/components/fields/draft-fields';
import { StringListField } from '@/features/content/admin/components/fields/string-list-field';
import {
  ColorGrid,
  FieldGrid,
  TabSection,
} from '@/features/content/admin/components/fields/tab-section';
import { TextField } from '@/features/content/admin/components/fields/text-field';
import { ToggleField } from '@/features/content/admin/components/fields/toggle-field';
import { QuoteFormPreview } from '@/features/content/admin/components/home-editor/quote-form-preview';
import { QuoteFormWording } from '@/features/content/admin/components/home-editor/quote-form-wording';

const flags = [
  ['quoteForm.showMap', 'Show the map'],
  ['quoteForm.showPickupLocation', 'Show pick-up location'],
  ['quoteForm.showDropoffLocation', 'Show drop-off location'],
  ['quoteForm.showReturnToPickup', 'Show return trip option'],
  ['quoteForm.showCalculateDistance', 'Show calculate distance'],
  ['quoteForm.showVehicleSelector', 'Show vehicle selector'],
  ['quoteForm.showDisclaimer', 'Show disclaimer'],
] as const;

const clamp = (min: number, max: number) => (raw: string) => {
  const value = Number.parseInt(raw, 10);
  return Number.isNaN(value) ? min : Math.min(Math.max(value, min), max);
};

/** Watches only here, so typing re-renders the preview, not the tab's sixty fields. */
function LivePreview() {
  const { control } = useFormContext<HomeContent>();
  return <QuoteFormPreview quoteForm={useWatch({ control, name: 'quoteForm' })} />;
}

/** The Quote Form tab, with a live preview of the card as visitors will see it. */
export function QuoteFormTab() {
  const { control } = useFormContext<HomeContent>();
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="flex flex-col gap-6">
        <TabSection title="Card">
          <TextField control={control} name="quoteForm.urgencyBanner" label="Urgency banner" />
          <FieldGrid>
            <TextField control={control} name="quoteForm.cardTitle" label="Card title" />
            <TextField control={control} name="quoteForm.cardSubtitle" label="Card subtitle" />
          </FieldGrid>
          <StringListField
            control={control}
            name="quoteForm.trustIndicators"
            label="Trust indicators"
            itemLabel="Trust indicator"
            max={6}
          />
        </TabSection>
        <QuoteFormWording />
        <TabSection title="Group types" description="The choices offered for Type of Group.">
          <StringListField
            control={control}
            name="quoteForm.groupTypes"
            label="Group types"
            itemLabel="Group type"
            max={30}
          />
        </TabSection>
        <TabSection title="Fields and layout">
          <ul className="grid gap-3 sm:grid-cols-2">
            {flags.map(([name, label]) => (
              <li key={name}>
                <ToggleField control={control} name={name} label={label} kind="switch" />
              </li>
            ))}
          </ul>
          <FieldGrid>
            <IntegerField
              control={control}
              name="quoteForm.layout.columns"
              label="Columns on wide screens"
              parse={clamp(1, 3)}
              min={1}
              max={3}
            />
            <IntegerField
              control={control}
              name="quoteForm.layout.rows"
              label="Rows of the additional information box"
              parse={clamp(2, 12)}
              min={2}
              max={12}
            />
          </FieldGrid>
        </TabSection>
        <TabSection title="Colours">
          <BackgroundField
            control={control}
            label="Form background"
            toggle="quoteForm.styling.useGradient"
            gradient="quoteForm.styling.backgroundGradient"
            color="quoteForm.styling.backgroundColor"
          />
          <ColorGrid
            control={control}
            fields={[
              ['quoteForm.styling.textColor', 'Text colour'],
              ['quoteForm.styling.bannerBgColor', 'Banner background colour'],
              ['quoteForm.styling.bannerTextColor', 'Banner text colour'],
              ['quoteForm.styling.cardHeaderBgColor', 'Card header background colour'],
              ['quoteForm.styling.cardHeaderTextColor', 'Card header text colour'],
              ['quoteForm.styling.submitButtonBgColor', 'Submit button colour'],
              ['quoteForm.styling.submitButtonTextColor', 'Submit button text colour'],
              ['quoteForm.styling.trustIndicatorColor', 'Trust indicator text colour'],
              ['quoteForm.styling.disclaimerBgColor', 'Disclaimer background colour'],
              ['quoteForm.styling.disclaimerTitleColor', 'Disclaimer title colour'],
              ['quoteForm.styling.disclaimerTextColor', 'Disclaimer text colour'],
            ]}
          />
        </TabSection>
      </div>
      <div className="xl:sticky xl:top-20 xl:self-start">
        <LivePreview />
      </div>
    </div>
  );
}
