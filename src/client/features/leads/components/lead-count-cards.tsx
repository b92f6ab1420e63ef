import { useQueries } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { StatCard } from '@/components/stat-card';
import { leadCountQueryOptions } from '@/features/leads/api';
import type { LeadFilterQuery } from '@/features/leads/list-params';

export type CountCard = {
  label: string;
  icon: LucideIcon;
  filters: LeadFilterQuery;
  /** A line under the figure saying what it counts. */
  hint: string;
};

/** Figure cards, each the live number of leads matching its filters. */
export function LeadCountCards({ cards, label }: { cards: readonly CountCard[]; label: string }) {
  const counts = useQueries({
    queries: cards.map((card) => leadCountQueryOptions(card.filters)),
  });
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map(({ label: title, icon, hint }, index) => (
        <li key={title}>
          <StatCard
            title={title}
            icon={icon}
            hint={hint}
            value={counts[index]?.data}
            unavailable={counts[index]?.isError}
          />
        </li>
      ))}
    </ul>
  );
}
