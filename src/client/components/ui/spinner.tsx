import type { ComponentProps, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Loader2Icon } from 'lucide-react';

import { cn } from '@/lib/utils';

export const SPINNER_DEFAULT_LABEL = 'Loading...';

export const spinnerIconVariants = cva('shrink-0 animate-spin', {
  variants: {
    size: {
      sm: 'size-3',
      default: 'size-4',
      lg: 'size-6',
    },
  },
  defaultVariants: {
    size: 'default',
  },
});

export type SpinnerProps = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof spinnerIconVariants> & {
    /** Label announced to assistive tech (and shown unless `hideLabel`). Defaults to "Loading...". */
    children?: ReactNode;
    /** Keep the label for screen readers only (visually hidden). */
    hideLabel?: boolean;
  };

/** Accessible loading indicator: a live `role="status"` region with a spinning icon and a text label. */
export function Spinner({
  className,
  size,
  children = SPINNER_DEFAULT_LABEL,
  hideLabel = false,
  ...props
}: SpinnerProps) {
  return (
    <div
      role="status"
      data-slot="spinner"
      className={cn('inline-flex items-center gap-2 text-sm text-muted-foreground', className)}
      {...props}
    >
      <Loader2Icon aria-hidden="true" className={spinnerIconVariants({ size })} />
      <span data-slot="spinner-label" className={hideLabel ? 'sr-only' : undefined}>
        {children}
      </span>
    </div>
  );
}
