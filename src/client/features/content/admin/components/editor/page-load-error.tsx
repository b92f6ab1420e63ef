import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The page list could not be fetched: say so in red, and offer to try again. */
export function PageLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 text-destructive">
      <p>{message}</p>
      <Button type="button" variant="outline" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
