import { useQuery } from '@tanstack/react-query';
import { useController, useFormContext } from 'react-hook-form';
import type { HomeContent } from '@shared/content/content';
import { FIGURE_KEYS, FIGURE_NAMES, type FigureKey } from '@shared/content/figures';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { FigureStatus } from '@/features/content/admin/components/figures/figure-status';
import { TabSection } from '@/features/content/admin/components/fields/tab-section';
import { TextField } from '@/features/content/admin/components/fields/text-field';
import { figureSettingsQuery } from '@/features/content/admin/figures-api';

/**
 * Which live figures the hero shows, each with whether visitors see it now (docs/product.md#page-editor):
 * counted from the data, shown once past the thresholds set under `Live Figures`.
 */
export function HeroFiguresField() {
  const { control } = useFormContext<HomeContent>();
  const { field } = useController({ control, name: 'hero.figures' });
  const settings = useQuery(figureSettingsQuery()).data;
  const chosen = new Set<FigureKey>(field.value);
  const toggle = (figure: FigureKey, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(figure);
    else next.delete(figure);
    field.onChange(FIGURE_KEYS.filter((key) => next.has(key)));
  };
  return (
    <TabSection
      title="Live figures"
      description="Counted from the data and shown only once each reaches its threshold (Pages › Live Figures). Until one does, the neutral line shows instead."
    >
      <ul className="flex flex-col gap-3">
        {FIGURE_KEYS.map((figure) => {
          const id = `editor-hero-figures-${figure}`;
          return (
            <li key={figure} className="flex flex-wrap items-center gap-3">
              <Checkbox
                id={id}
                checked={chosen.has(figure)}
                onCheckedChange={(checked) => toggle(figure, checked === true)}
              />
              <Label htmlFor={id} className="font-normal">
                {FIGURE_NAMES[figure]}
              </Label>
              {settings && <FigureStatus figure={figure} settings={settings} />}
            </li>
          );
        })}
      </ul>
      <TextField control={control} name="hero.figuresNeutralText" label="Neutral line" />
    </TabSection>
  );
}
