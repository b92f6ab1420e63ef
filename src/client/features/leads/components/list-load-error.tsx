import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The spec's red error for a lead list that failed to load, with a way to try again. */
export function ListLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-destructive">
      <p>Failed to fetch paginated bus quotes: {error.message}</p>
      <Button type="button" variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
