import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The figures could not be fetched: said in red, with a retry. */
export function DashboardError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-destructive">
      <p>Failed to fetch dashboard: {message}</p>
      <Button type="button" variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
