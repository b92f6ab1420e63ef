import { LoadError } from '@/components/load-error';

/** The figures could not be fetched: said in red, with a retry. */
export function DashboardError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <LoadError onRetry={onRetry}>Failed to fetch dashboard: {message}</LoadError>;
}
