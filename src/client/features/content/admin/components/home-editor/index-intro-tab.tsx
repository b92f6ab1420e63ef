import { useFormContext } from 'react-hook-form';
import type { HomeContent } from '@shared/content/content';
import {
  BackgroundField,
  ColorField,
} from '@/features/content/admin/components/fields/color-field';
import { StringListField } from '@/features/content/admin/components/fields/string-list-field';
import { TabSection } from '@/features/content/admin/components/fields/tab-section';
import { TextField } from '@/features/content/admin/components/fields/text-field';

/** The Index Intro tab: heading, paragraph, highlights, gradient and colours. */
export function IndexIntroTab() {
  const { control } = useFormContext<HomeContent>();
  return (
    <div className="flex flex-col gap-6">
      <TabSection title="Text">
        <TextField control={control} name="indexIntro.heading" label="Heading" />
        <TextField control={control} name="indexIntro.paragraph" label="Paragraph" multiline />
        <StringListField
          control={control}
          name="indexIntro.highlights"
          label="Highlights"
          itemLabel="Highlight"
          max={6}
        />
      </TabSection>
      <TabSection title="Colours">
        <div className="grid gap-4 md:grid-cols-2">
          <BackgroundField
            control={control}
            label="Intro background"
            toggle="indexIntro.styling.useGradient"
            gradient="indexIntro.styling.backgroundGradient"
            color="indexIntro.styling.backgroundColor"
          />
          <ColorField control={control} name="indexIntro.styling.textColor" label="Text colour" />
        </div>
      </TabSection>
    </div>
  );
}
