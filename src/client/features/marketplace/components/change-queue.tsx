import { useQuery } from '@tanstack/react-query';
import { ListSection } from '@/components/list-section';
import { LoadError } from '@/components/load-error';
import { pendingChangesQueryOptions } from '@/features/marketplace/changes-api';
import { ChangeCard } from '@/features/marketplace/components/change-card';
import { pluralize } from '@/features/marketplace/format';

/** "Changes to check" on the Bus Companies screen (docs/product.md#changes-to-check). */
export function ChangeQueue() {
  const queue = useQuery(pendingChangesQueryOptions());
  const items = queue.data;
  return (
    <ListSection title="Changes to check">
      {queue.isError && (
        <LoadError onRetry={() => void queue.refetch()}>
          Failed to load changes: {queue.error.message}
        </LoadError>
      )}
      {items?.map((item) => (
        <ChangeCard key={item.change.id} item={item} />
      ))}
      <p role="status" className="text-sm text-muted-foreground">
        {queue.isPending && <span className="sr-only">Loading changes...</span>}
        {items &&
          (items.length === 0
            ? 'No changes waiting.'
            : pluralize(items.length, 'change waiting', 'changes waiting'))}
      </p>
    </ListSection>
  );
}
