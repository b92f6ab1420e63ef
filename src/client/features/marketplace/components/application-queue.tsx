import { useQuery } from '@tanstack/react-query';
import { ListSection } from '@/components/list-section';
import { LoadError } from '@/components/load-error';
import { pendingApplicationsQueryOptions } from '@/features/marketplace/applications-api';
import { ApplicationCard } from '@/features/marketplace/components/application-card';
import { pluralize } from '@/features/marketplace/format';

/** "Pending applications" on the Bus Companies screen (docs/product.md#pending-applications). */
export function ApplicationQueue() {
  const queue = useQuery(pendingApplicationsQueryOptions());
  const items = queue.data;
  return (
    <ListSection title="Pending applications">
      {queue.isError && (
        <LoadError onRetry={() => void queue.refetch()}>
          Failed to load applications: {queue.error.message}
        </LoadError>
      )}
      {items?.map((application) => (
        <ApplicationCard key={application.operator.id} application={application} />
      ))}
      <p role="status" className="text-sm text-muted-foreground">
        {queue.isPending && <span className="sr-only">Loading applications...</span>}
        {items &&
          (items.length === 0
            ? 'No applications waiting.'
            : pluralize(items.length, 'application waiting', 'applications waiting'))}
      </p>
    </ListSection>
  );
}
