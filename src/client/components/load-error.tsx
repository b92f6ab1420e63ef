import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

type LoadErrorProps = { children: ReactNode; onRetry: () => void; className?: string };

/** Something could not be fetched: said in red, with a way to try again. */
export function LoadError({ children, onRetry, className }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className={cn('flex flex-wrap items-center gap-3 text-destructive', className)}
    >
      <p>{children}</p>
      <Button type="button" variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
