import { useFormContext } from 'react-hook-form';
import type { HomeContent } from '@shared/content/content';
import { BackgroundField } from '@/features/content/admin/components/fields/color-field';
import { IntegerField } from '@/features/content/admin/components/fields/draft-fields';
import { SelectField } from '@/features/content/admin/components/fields/select-field';
import { StringListField } from '@/features/content/admin/components/fields/string-list-field';
import {
  ColorGrid,
  FieldGrid,
  TabSection,
} from '@/features/content/admin/components/fields/tab-section';
import { TextField } from '@/features/content/admin/components/fields/text-field';
import { parseStatCount } from '@/features/content/admin/content-rules';
import { HeroFiguresField } from '@/features/content/admin/components/home-editor/hero-figures-field';

const titleSizes = [
  { value: 'md', label: 'Medium' },
  { value: 'lg', label: 'Large' },
  { value: 'xl', label: 'Extra large' },
] as const;
const alignments = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Centre' },
] as const;
const paddings = [
  { value: 'compact', label: 'Compact' },
  { value: 'normal', label: 'Normal' },
  { value: 'spacious', label: 'Spacious' },
] as const;

/** The Hero tab: texts, bullets, the editor's own stat, live figures, colours and class options. */
export function HeroTab() {
  const { control } = useFormContext<HomeContent>();
  return (
    <div className="flex flex-col gap-6">
      <TabSection title="Text">
        <FieldGrid>
          <TextField control={control} name="hero.badge" label="Badge" />
          <TextField control={control} name="hero.buttonText" label="Button text" />
          <TextField control={control} name="hero.titleLine1" label="Title line 1" />
          <TextField control={control} name="hero.titleEmphasis" label="Title line 2 (emphasis)" />
        </FieldGrid>
        <TextField control={control} name="hero.subtitle" label="Subtitle" multiline />
        <StringListField
          control={control}
          name="hero.bullets"
          label="Bullets"
          itemLabel="Bullet"
          max={6}
        />
        <FieldGrid>
          <IntegerField
            control={control}
            name="hero.statCount"
            label="Stat count"
            hint="Your own figure: a whole number; anything else counts as 0."
            parse={parseStatCount}
            type="text"
          />
          <TextField
            control={control}
            name="hero.statLabel"
            label="Stat label"
            hint="Leave empty to show no figure of your own."
          />
        </FieldGrid>
      </TabSection>

      <HeroFiguresField />

      <TabSection title="Colours">
        <ColorGrid
          control={control}
          fields={[
            ['hero.styling.badgeBgColor', 'Badge background colour'],
            ['hero.styling.badgeTextColor', 'Badge text colour'],
            ['hero.styling.titleColor', 'Title colour'],
            ['hero.styling.titleEmphasisColor', 'Title emphasis colour'],
            ['hero.styling.subtitleColor', 'Subtitle colour'],
            ['hero.styling.bulletColor', 'Bullet text colour'],
            ['hero.styling.bulletIconColor', 'Bullet icon colour'],
            ['hero.styling.statColor', 'Stat count colour'],
            ['hero.styling.statLabelColor', 'Stat label colour'],
            ['hero.styling.buttonTextColor', 'Button text colour'],
          ]}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <BackgroundField
            control={control}
            label="Hero background"
            toggle="hero.styling.useGradient"
            gradient="hero.styling.backgroundGradient"
            color="hero.styling.backgroundColor"
          />
          <BackgroundField
            control={control}
            label="Button background"
            toggle="hero.styling.useButtonGradient"
            gradient="hero.styling.buttonBgGradient"
            color="hero.styling.buttonBgColor"
          />
        </div>
      </TabSection>

      <TabSection title="Layout" description="Preset sizes the site's styles provide.">
        <div className="grid gap-4 md:grid-cols-3">
          <SelectField
            control={control}
            name="hero.styling.titleSize"
            label="Title size"
            options={titleSizes}
          />
          <SelectField
            control={control}
            name="hero.styling.textAlign"
            label="Text alignment"
            options={alignments}
          />
          <SelectField
            control={control}
            name="hero.styling.paddingY"
            label="Vertical spacing"
            options={paddings}
          />
        </div>
      </TabSection>
    </div>
  );
}
