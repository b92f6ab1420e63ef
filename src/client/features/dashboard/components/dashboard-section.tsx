import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

type DashboardSectionProps = { title: string; children: ReactNode; className?: string };

/** A titled dashboard card; the title is an h2 under the page's h1. */
export function DashboardSection({ title, children, className }: DashboardSectionProps) {
  return (
    <Card className={className ?? 'gap-4'}>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
