import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type ItemCardProps = {
  /** The item's name with its position, e.g. "Feature 2"; names the buttons too. */
  title: string;
  index: number;
  count: number;
  onRemove: () => void;
  onMove?: (from: number, to: number) => void;
  /** Beside the title, e.g. a testimonial's `Example — not shown on the site`. */
  badge?: ReactNode;
  children: ReactNode;
};

/** One entry of an editable list (a feature, a vehicle, a testimonial, a section). */
export function ItemCard({
  title,
  index,
  count,
  onRemove,
  onMove,
  badge,
  children,
}: ItemCardProps) {
  return (
    <li>
      <fieldset className="flex flex-col gap-4 rounded-lg border bg-muted/30 p-4">
        <legend className="sr-only">{title}</legend>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <p aria-hidden="true" className="font-medium">
              {title}
            </p>
            {badge}
          </div>
          <div className="flex gap-1">
            {onMove && (
              <>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Move ${title} up`}
                  disabled={index === 0}
                  onClick={() => onMove(index, index - 1)}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Move ${title} down`}
                  disabled={index === count - 1}
                  onClick={() => onMove(index, index + 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
              </>
            )}
            <Button type="button" variant="outline" size="sm" onClick={onRemove}>
              <Trash2 aria-hidden="true" />
              Remove<span className="sr-only"> {title}</span>
            </Button>
          </div>
        </div>
        {children}
      </fieldset>
    </li>
  );
}
