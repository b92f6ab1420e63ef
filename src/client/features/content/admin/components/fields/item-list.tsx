import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type ItemListProps = {
  /** The ItemCards. */
  children: ReactNode;
  /** The add button's text, e.g. 'Add Vehicle'. */
  addLabel: ReactNode;
  canAdd: boolean;
  onAdd: () => void;
};

/** An editable list (features, vehicles, links, testimonials, sections) and its add button. */
export function ItemList({ children, addLabel, canAdd, onAdd }: ItemListProps) {
  return (
    <>
      <ol className="flex flex-col gap-3">{children}</ol>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        disabled={!canAdd}
        onClick={onAdd}
      >
        <Plus aria-hidden="true" />
        {addLabel}
      </Button>
    </>
  );
}
