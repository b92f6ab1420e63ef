import { LoadError } from '@/components/load-error';

/**
 * The red error for a lead list that failed to load, with a way to try again
 * (docs/product.md#lead-messages).
 */
export function ListLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <LoadError onRetry={onRetry}>Failed to fetch paginated bus quotes: {error.message}</LoadError>
  );
}
