import type { ComponentProps } from 'react';

import { cn } from '@/lib/utils';

/** Decorative loading placeholder. Hidden from assistive tech; pair it with a `Spinner` or status text. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}
