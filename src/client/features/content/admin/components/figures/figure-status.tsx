import {
  type FigureKey,
  THRESHOLD_UNITS,
  describeFigure,
  liveCount,
} from '@shared/content/figures';
import type { FigureSettings } from '@shared/content/figures-schema';
import { Badge } from '@/components/ui/badge';

/**
 * Whether visitors see a figure now, with its value and threshold: `Live: 4.6/5 from 23 ratings`
 * or `Hidden: 3 of 5 companies` (docs/product.md#page-editor).
 */
export function FigureStatus({
  figure,
  settings,
}: {
  figure: FigureKey;
  settings: FigureSettings;
}) {
  const shown = describeFigure(figure, settings.shown);
  const threshold = settings.thresholds[figure];
  const unit = THRESHOLD_UNITS[figure];
  if (shown) {
    return (
      <Badge className="bg-green-700 text-white">
        Live: {shown.value} {shown.label} (shown from {threshold} {unit})
      </Badge>
    );
  }
  return (
    <Badge variant="outline" className="border-slate-300 bg-slate-100 text-slate-800">
      Hidden: {liveCount(figure, settings.live)} of {threshold} {unit}
    </Badge>
  );
}
