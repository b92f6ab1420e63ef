import { useFormContext } from 'react-hook-form';
import type { HomeContent } from '@shared/content/content';
import { BackgroundField } from '@/features/content/admin/components/fields/color-field';
import {
  ColorGrid,
  FieldGrid,
  TabSection,
} from '@/features/content/admin/components/fields/tab-section';
import { TextField } from '@/features/content/admin/components/fields/text-field';

/** The CTA tab: title, subtitle, button, disclaimer and styling. */
export function CtaTab() {
  const { control } = useFormContext<HomeContent>();
  return (
    <div className="flex flex-col gap-6">
      <TabSection title="Text">
        <FieldGrid>
          <TextField control={control} name="cta.title" label="Title" />
          <TextField control={control} name="cta.buttonText" label="Button text" />
        </FieldGrid>
        <TextField control={control} name="cta.subtitle" label="Subtitle" multiline />
        <TextField control={control} name="cta.disclaimer" label="Disclaimer" multiline />
      </TabSection>
      <TabSection title="Styling">
        <div className="grid gap-4 md:grid-cols-2">
          <BackgroundField
            control={control}
            label="Section background"
            toggle="cta.styling.useGradient"
            gradient="cta.styling.backgroundGradient"
            color="cta.styling.backgroundColor"
          />
          <BackgroundField
            control={control}
            label="Button background"
            toggle="cta.styling.useButtonGradient"
            gradient="cta.styling.buttonBgGradient"
            color="cta.styling.buttonBgColor"
          />
        </div>
        <ColorGrid
          control={control}
          fields={[
            ['cta.styling.textColor', 'Text colour'],
            ['cta.styling.buttonTextColor', 'Button text colour'],
          ]}
        />
      </TabSection>
    </div>
  );
}
