import type { ComponentType } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CtaTab } from '@/features/content/admin/components/home-editor/cta-tab';
import { FeaturesTab } from '@/features/content/admin/components/home-editor/features-tab';
import { FleetTab } from '@/features/content/admin/components/home-editor/fleet-tab';
import { HeaderTab } from '@/features/content/admin/components/home-editor/header-tab';
import { HeroTab } from '@/features/content/admin/components/home-editor/hero-tab';
import { IndexIntroTab } from '@/features/content/admin/components/home-editor/index-intro-tab';
import { QuoteFormTab } from '@/features/content/admin/components/home-editor/quote-form-tab';
import { TestimonialsTab } from '@/features/content/admin/components/home-editor/testimonials-tab';
import { VisibilityTab } from '@/features/content/admin/components/home-editor/visibility-tab';

/**
 * The editor's nine tabs, in the order of docs/product.md#page-editor, with the content section
 * each one edits.
 */
const TABS = [
  { value: 'header', label: 'Header', sections: ['header', 'bannerText'], Panel: HeaderTab },
  { value: 'hero', label: 'Hero Section', sections: ['hero'], Panel: HeroTab },
  { value: 'intro', label: 'Index Intro', sections: ['indexIntro'], Panel: IndexIntroTab },
  { value: 'quote-form', label: 'Quote Form', sections: ['quoteForm'], Panel: QuoteFormTab },
  { value: 'features', label: 'Features', sections: ['features'], Panel: FeaturesTab },
  { value: 'fleet', label: 'Fleet', sections: ['fleet'], Panel: FleetTab },
  {
    value: 'testimonials',
    label: 'Testimonials',
    sections: ['testimonials'],
    Panel: TestimonialsTab,
  },
  { value: 'cta', label: 'CTA Section', sections: ['cta'], Panel: CtaTab },
  {
    value: 'visibility',
    label: 'Visibility',
    sections: ['sectionVisibility'],
    Panel: VisibilityTab,
  },
] as const satisfies readonly {
  value: string;
  label: string;
  sections: readonly string[];
  Panel: ComponentType;
}[];

export type HomeEditorTab = (typeof TABS)[number]['value'];

/** The tab holding a content path (`hero.styling.titleColor` → `hero`), if any. */
export function tabOfPath(path: string): HomeEditorTab | undefined {
  const section = path.split('.')[0] ?? '';
  return TABS.find((tab) => (tab.sections as readonly string[]).includes(section))?.value;
}

type HomeEditorTabsProps = { value: HomeEditorTab; onValueChange: (tab: HomeEditorTab) => void };

export function HomeEditorTabs({ value, onValueChange }: HomeEditorTabsProps) {
  return (
    <Tabs value={value} onValueChange={(next) => onValueChange(next as HomeEditorTab)}>
      <TabsList aria-label="Page sections" className="h-auto w-full flex-wrap justify-start">
        {TABS.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} className="flex-none">
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map(({ value: tab, Panel }) => (
        <TabsContent key={tab} value={tab} className="pt-2">
          <Panel />
        </TabsContent>
      ))}
    </Tabs>
  );
}
