import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

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
      {stats.map(({ label: title, value, icon: Icon, hint }) => (
        <li key={title}>
          <Card className="h-full gap-2">
            <CardHeader className="flex flex-row items-center justify-between">
              <CardTitle asChild>
                <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
              </CardTitle>
              <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
            </CardHeader>
            <CardContent>
              {value === undefined ? (
                <Skeleton className="h-9 w-16" />
              ) : (
                <p className="text-3xl font-bold">{value}</p>
              )}
              <p className="text-xs text-muted-foreground">{hint}</p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
