import type { LucideIcon } from 'lucide-react';
import { StatCard } from '@/components/stat-card';

export type Stat = {
  label: string;
  /** Undefined while loading: a placeholder shows, never a made-up zero. */
  value: string | number | undefined;
  icon: LucideIcon;
  hint: string;
};

/** The dashboards' figure cards. */
export function StatCards({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {stats.map(({ label: title, ...stat }) => (
        <li key={title}>
          <StatCard title={title} {...stat} />
        </li>
      ))}
    </ul>
  );
}
