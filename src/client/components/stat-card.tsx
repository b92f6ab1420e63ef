import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

type StatCardProps = {
  title: string;
  icon: LucideIcon;
  /** Undefined while loading: a placeholder shows, never a made-up zero. */
  value: string | number | undefined;
  /** The figure could not be fetched. */
  unavailable?: boolean;
  /** A line under the figure saying what it counts. */
  hint?: string;
  /** The title's level in the page outline. */
  heading?: 'h2' | 'h3';
};

/** One figure card of a dashboard or list summary. */
export function StatCard({
  title,
  icon: Icon,
  value,
  unavailable,
  hint,
  heading: Heading = 'h3',
}: StatCardProps) {
  return (
    <Card className="h-full gap-2">
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle asChild>
          <Heading className="text-sm font-medium text-muted-foreground">{title}</Heading>
        </CardTitle>
        <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
      </CardHeader>
      <CardContent>
        {value !== undefined ? (
          <p className="text-3xl font-bold">{value}</p>
        ) : unavailable ? (
          <p className="text-sm text-destructive">Unavailable</p>
        ) : (
          <Skeleton className="h-9 w-16" />
        )}
        {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      </CardContent>
    </Card>
  );
}
