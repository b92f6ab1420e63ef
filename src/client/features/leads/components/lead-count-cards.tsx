import { useQueries } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
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
      {cards.map(({ label: title, icon: Icon, hint }, index) => {
        const count = counts[index];
        return (
          <li key={title}>
            <Card className="gap-2">
              <CardHeader className="flex flex-row items-center justify-between">
                <CardTitle asChild>
                  <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
                </CardTitle>
                <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
              </CardHeader>
              <CardContent>
                {count?.data !== undefined ? (
                  <p className="text-3xl font-bold">{count.data}</p>
                ) : count?.isError ? (
                  <p className="text-sm text-destructive">Unavailable</p>
                ) : (
                  <Skeleton className="h-9 w-16" />
                )}
                <p className="text-xs text-muted-foreground">{hint}</p>
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
