import { useFormContext } from 'react-hook-form';
import type { HomeContent } from '@shared/content/content';
import { TabSection } from '@/features/content/admin/components/fields/tab-section';
import { ToggleField } from '@/features/content/admin/components/fields/toggle-field';

const sections = [
  ['sectionVisibility.showHeader', 'Show header'],
  ['sectionVisibility.showHero', 'Show hero'],
  ['sectionVisibility.showIndexIntro', 'Show index intro'],
  ['sectionVisibility.showQuoteForm', 'Show quote form'],
  ['sectionVisibility.showFeatures', 'Show features'],
  ['sectionVisibility.showFleet', 'Show fleet'],
  ['sectionVisibility.showTestimonials', 'Show testimonials'],
  ['sectionVisibility.showPortfolio', 'Show portfolio'],
  ['sectionVisibility.showCTA', 'Show call to action'],
] as const;

/** The Visibility tab: one switch per section; a section shows unless switched off. */
export function VisibilityTab() {
  const { control } = useFormContext<HomeContent>();
  return (
    <TabSection
      title="Sections"
      description="The fleet also needs “Show the fleet section” on the Fleet tab, and is hidden by default."
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {sections.map(([name, label]) => (
          <li key={name}>
            <ToggleField control={control} name={name} label={label} kind="switch" />
          </li>
        ))}
      </ul>
    </TabSection>
  );
}
