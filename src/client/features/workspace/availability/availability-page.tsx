import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Unavailability } from '@shared/workspace/availability';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListSection } from '@/components/list-section';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import {
  availabilityQueryOptions,
  useRemoveUnavailability,
} from '@/features/workspace/availability/api';
import { AvailabilityForm } from '@/features/workspace/availability/availability-form';
import { AvailabilityList } from '@/features/workspace/availability/availability-list';
import { rangeText, scopeText } from '@/features/workspace/availability/words';

/**
 * /operator/availability (docs/product.md#availability): the days the company cannot work,
 * which matching honours, with a form to add more and a way to remove them.
 */
export function AvailabilityPage() {
  const query = useQuery(availabilityQueryOptions());
  const remove = useRemoveUnavailability();
  const [removing, setRemoving] = useState<Unavailability | null>(null);

  async function confirmRemove(range: Unavailability) {
    try {
      await remove.mutateAsync(range.id);
      toast.success('Dates removed');
      return true;
    } catch (error) {
      toast.error('Could not remove the dates', {
        description: error instanceof Error ? error.message : undefined,
      });
      return false;
    }
  }

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <p className="text-muted-foreground">
        Tell us the days your company cannot take work. We do not send your company requests for a
        day when none of your free vehicles is big enough for the group (on the travel date, and on
        the return date of a return trip).
      </p>
      {query.isError ? (
        <LoadError onRetry={() => void query.refetch()}>Could not load your availability</LoadError>
      ) : (
        <>
          <ListSection title="Mark dates as unavailable">
            {query.data ? (
              <AvailabilityForm fleet={query.data.fleet} />
            ) : (
              <Skeleton className="h-48 w-full" aria-hidden="true" />
            )}
          </ListSection>
          <ListSection title="Upcoming dates">
            <AvailabilityList ranges={query.data?.data} onRemove={setRemoving} />
            <p role="status" className="sr-only">
              {query.isPending ? 'Loading your availability...' : ''}
            </p>
          </ListSection>
        </>
      )}
      <ConfirmDialog
        subject={removing}
        words={(range) => ({
          title: 'Remove these dates?',
          description: `${rangeText(range)}: ${scopeText(range)}. Your company may be sent requests for these days again.`,
          confirm: 'Remove',
          pending: 'Removing...',
        })}
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
