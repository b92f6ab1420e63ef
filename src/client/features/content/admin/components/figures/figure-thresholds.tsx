import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  FIGURE_KEYS,
  FIGURE_NAMES,
  NEUTRAL_FIGURES_LINE,
  THRESHOLD_UNITS,
} from '@shared/content/figures';
import {
  type FigureSettings,
  type FigureThresholds as Thresholds,
  figureThresholdsSchema,
} from '@shared/content/figures-schema';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { FormField } from '@/components/form-field';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { applyServerErrors } from '@/lib/form-errors';
import { FigureStatus } from '@/features/content/admin/components/figures/figure-status';
import { figureSettingsQuery, useSaveFigureThresholds } from '@/features/content/admin/figures-api';

function ThresholdsForm({ settings }: { settings: FigureSettings }) {
  const form = useSchemaForm(figureThresholdsSchema, {
    defaultValues: settings.thresholds,
    error: (issue) => (issue.code === 'invalid_type' ? 'Enter a whole number' : undefined),
  });
  const save = useSaveFigureThresholds();

  async function submit(thresholds: Thresholds) {
    try {
      const saved = await save.mutateAsync(thresholds);
      form.reset(saved.thresholds);
      toast.success('Thresholds saved');
    } catch (error) {
      applyServerErrors(form, error);
      toast.error(error instanceof Error ? error.message : 'Could not save the thresholds');
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4">
        {FIGURE_KEYS.map((figure) => (
          <li key={figure} className="grid gap-2 rounded-lg border p-4 md:grid-cols-[1fr_14rem]">
            <div className="flex flex-col items-start gap-2">
              <p className="font-medium">{FIGURE_NAMES[figure]}</p>
              <FigureStatus figure={figure} settings={settings} />
            </div>
            <FormField
              id={`threshold-${figure}`}
              label={`${FIGURE_NAMES[figure]}: show from`}
              hint={`A whole number of ${THRESHOLD_UNITS[figure]}, at least 1.`}
              error={form.formState.errors[figure]?.message}
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  {...form.register(figure, { valueAsNumber: true })}
                />
              )}
            </FormField>
          </li>
        ))}
      </ul>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save thresholds'}
        </Button>
      </div>
    </form>
  );
}

/**
 * The `Live Figures` tab of page management (docs/product.md#page-management): each figure as it
 * is now, and from what value visitors see it.
 */
export function FigureThresholds() {
  const query = useQuery(figureSettingsQuery());
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted-foreground">
        The built-in pages show these figures, counted from the data, once each reaches its
        threshold. Until then they show: “{NEUTRAL_FIGURES_LINE}”.
      </p>
      {query.data ? (
        <ThresholdsForm settings={query.data} />
      ) : query.isError ? (
        <p role="alert">Could not load the figures.</p>
      ) : (
        <Spinner>Loading...</Spinner>
      )}
    </div>
  );
}
