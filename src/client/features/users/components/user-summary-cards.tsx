import type { LucideIcon } from 'lucide-react';
import { ShieldCheck, UserCheck, Users, UserCog } from 'lucide-react';
import { StatCard } from '@/components/stat-card';
import type { UserSummary } from '@/features/users/filter-users';

const cards: { key: keyof UserSummary; label: string; icon: LucideIcon }[] = [
  { key: 'total', label: 'Total Users', icon: Users },
  { key: 'active', label: 'Active Users', icon: UserCheck },
  { key: 'admins', label: 'Administrators', icon: ShieldCheck },
  { key: 'managers', label: 'Managers', icon: UserCog },
];

type UserSummaryCardsProps = {
  /** Undefined while the list loads (or failed): figures show as placeholders, never zeros. */
  summary: UserSummary | undefined;
  /** The card titles' level in the page outline. */
  headingLevel?: 'h2' | 'h3';
};

/** The four summary cards, computed from the real list (docs/product.md#user-management). */
export function UserSummaryCards({ summary, headingLevel = 'h2' }: UserSummaryCardsProps) {
  return (
    <ul aria-label="User summary" className="grid grid-cols-2 gap-4 xl:grid-cols-4">
      {cards.map(({ key, label, icon }) => (
        <li key={key}>
          <StatCard title={label} icon={icon} value={summary?.[key]} heading={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
