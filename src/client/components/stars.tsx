import { Star } from 'lucide-react';
import { cn } from '@/lib/utils';

const STARS = [1, 2, 3, 4, 5] as const;

/** A rating drawn as five stars (filled to the nearest whole) and read as words. */
export function Stars({ value, className }: { value: number; className?: string }) {
  const filled = Math.round(value);
  return (
    <span
      role="img"
      aria-label={`${Number.isInteger(value) ? value : value.toFixed(1)} out of 5 stars`}
      className={cn('inline-flex', className)}
    >
      {STARS.map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn(
            'size-4',
            star <= filled ? 'fill-amber-400 text-amber-600' : 'fill-none text-gray-400',
          )}
        />
      ))}
    </span>
  );
}
