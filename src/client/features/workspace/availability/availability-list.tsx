import { Trash2 } from 'lucide-react';
import type { Unavailability } from '@shared/workspace/availability';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { rangeText, scopeText } from '@/features/workspace/availability/words';

type AvailabilityListProps = {
  /** Undefined while loading. */
  ranges: Unavailability[] | undefined;
  onRemove: (range: Unavailability) => void;
};

/** The company's upcoming unavailable days as cards: readable on a phone, no table to scroll. */
export function AvailabilityList({ ranges, onRemove }: AvailabilityListProps) {
  if (!ranges) {
    return (
      <div className="flex flex-col gap-3" aria-hidden="true">
        {[0, 1].map((row) => (
          <Skeleton key={row} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (ranges.length === 0) {
    return (
      <p className="py-6 text-center text-muted-foreground">
        No dates marked. Matching may send your company requests for any day.
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {ranges.map((range) => (
        <li
          key={range.id}
          className="flex flex-wrap items-start justify-between gap-3 rounded-lg border p-3"
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <p className="font-medium break-words">{rangeText(range)}</p>
            <p className="text-sm">{scopeText(range)}</p>
            {!range.vehicle_in_fleet && (
              <Badge variant="outline" className="w-fit whitespace-normal">
                This vehicle is no longer in your fleet: it changes nothing
              </Badge>
            )}
            {range.note && (
              <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
                {range.note}
              </p>
            )}
            {range.created_by_name && (
              <p className="text-xs text-muted-foreground">Added by {range.created_by_name}</p>
            )}
          </div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-label={`Remove ${rangeText(range)}`}
            onClick={() => onRemove(range)}
          >
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}
