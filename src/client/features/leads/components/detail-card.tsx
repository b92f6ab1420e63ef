import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

type DetailCardProps = { title: string; children: ReactNode; className?: string };

/** A titled card of the lead page; the title is a real h3 under the lead's h2. */
export function DetailCard({ title, children, className }: DetailCardProps) {
  return (
    <Card className={className ?? 'gap-4'}>
      <CardHeader>
        <CardTitle asChild>
          <h3 className="text-base">{title}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export type Fact = { label: string; value: ReactNode };

/** Label/value pairs as a description list. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="grid gap-x-4 gap-y-3 sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {facts.map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-sm break-words whitespace-pre-wrap">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
