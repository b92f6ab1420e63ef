import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type FigureThresholds, figureSettingsSchema } from '@shared/content/figures-schema';
import { apiGet, apiRequest } from '@/lib/api-client';

const figureSettingsKey = ['site', 'figure-settings'] as const;

/** The live figures now, their thresholds and what visitors see (admin). */
export function figureSettingsQuery() {
  return queryOptions({
    queryKey: figureSettingsKey,
    queryFn: async ({ signal }) =>
      figureSettingsSchema.parse(await apiGet<unknown>('/site/figure-settings', { signal })),
  });
}

export function useSaveFigureThresholds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (thresholds: FigureThresholds) =>
      figureSettingsSchema.parse(
        await apiRequest<unknown>('/site/figure-settings', { method: 'PUT', body: thresholds }),
      ),
    onSuccess: (settings) => {
      queryClient.setQueryData(figureSettingsKey, settings);
      void queryClient.invalidateQueries({ queryKey: ['site', 'figures'] });
    },
  });
}
