import { LoadError } from '@/components/load-error';
import { StatCards, type Stat } from '@/features/dashboard/components/stat-cards';

type DashboardOverviewProps = {
  /** The figures' query failed: its message. */
  error: string | undefined;
  onRetry: () => void;
  label: string;
  stats: readonly Stat[];
};

/** A dashboard's first section: its figure cards, and why they are missing when they are. */
export function DashboardOverview({ error, onRetry, label, stats }: DashboardOverviewProps) {
  return (
    <section aria-labelledby="overview-heading" className="flex flex-col gap-4">
      <h2 id="overview-heading" className="text-lg font-semibold">
        Overview
      </h2>
      {error !== undefined && (
        <LoadError onRetry={onRetry}>Failed to fetch dashboard: {error}</LoadError>
      )}
      <StatCards label={label} stats={stats} />
    </section>
  );
}
