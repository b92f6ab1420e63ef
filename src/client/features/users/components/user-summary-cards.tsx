import type { LucideIcon } from 'lucide-react';
import { ShieldCheck, UserCheck, Users, UserCog } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
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

/** Spec §2: the four summary cards, computed from the real list. */
export function UserSummaryCards({ summary, headingLevel: Heading = 'h2' }: UserSummaryCardsProps) {
  return (
    <ul aria-label="User summary" className="grid grid-cols-2 gap-4 xl:grid-cols-4">
      {cards.map(({ key, label, icon: Icon }) => (
        <li key={key}>
          <Card className="gap-2">
            <CardHeader className="flex flex-row items-center justify-between">
              <CardTitle asChild>
                <Heading className="text-sm font-medium text-muted-foreground">{label}</Heading>
              </CardTitle>
              <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
            </CardHeader>
            <CardContent>
              {summary ? (
                <p className="text-3xl font-bold">{summary[key]}</p>
              ) : (
                <Skeleton className="h-9 w-16" />
              )}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
