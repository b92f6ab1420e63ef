import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  PERFORMANCE_WINDOWS,
  type Performance,
  type PerformanceWindow,
} from '@shared/workspace/performance';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { performanceQueryOptions } from './api';
import { FIGURES, type FigureKey, describePeers } from './format';

const FIGURE_KEYS = Object.keys(FIGURES) as FigureKey[];

function windowWords(span: PerformanceWindow, days: number) {
  return span === 'recent'
    ? { tab: `Last ${days} days`, none: `in the last ${days} days` }
    : { tab: 'All time', none: 'yet' };
}

type FigureCardProps = { name: FigureKey; performance: Performance; span: PerformanceWindow };

function FigureCard({ name, performance, span }: FigureCardProps) {
  const text = FIGURES[name];
  const figures = performance[span];
  const figure = figures[name];
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} role="group" className="h-full gap-2">
      <CardHeader>
        <CardTitle asChild>
          <h2 id={titleId} className="text-sm font-medium text-muted-foreground">
            {text.title}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-1">
        {figure.value === null ? (
          <p className="font-medium">
            {text.none.replace('{window}', windowWords(span, performance.recent_days).none)}
          </p>
        ) : (
          <>
            <p className="text-3xl font-bold">{text.format(figure.value)}</p>
            <p className="text-xs text-muted-foreground">{text.basis(figures)}</p>
          </>
        )}
        <p className="text-sm">{describePeers(figure, text.format)}</p>
      </CardContent>
    </Card>
  );
}

/** /operator/performance: four figures, each beside the average of companies serving the same counties. */
export function PerformancePage() {
  const performance = useQuery(performanceQueryOptions());
  const [span, setSpan] = useState<PerformanceWindow>('recent');

  if (performance.isPending) return <p role="status">Loading your figures...</p>;
  if (performance.isError) {
    return (
      <LoadError onRetry={() => void performance.refetch()}>
        Failed to load your figures: {performance.error.message}
      </LoadError>
    );
  }
  const data = performance.data;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted-foreground">
        How your company answers and wins requests, beside the average of the other companies
        serving at least one of your counties (no company is named).
      </p>
      <Tabs value={span} onValueChange={(value) => setSpan(value as PerformanceWindow)}>
        <TabsList className="w-full sm:w-fit">
          {PERFORMANCE_WINDOWS.map((key) => (
            <TabsTrigger key={key} value={key}>
              {windowWords(key, data.recent_days).tab}
            </TabsTrigger>
          ))}
        </TabsList>
        {PERFORMANCE_WINDOWS.map((key) => (
          <TabsContent key={key} value={key} className="pt-2">
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
              {FIGURE_KEYS.map((name) => (
                <FigureCard key={name} name={name} performance={data} span={key} />
              ))}
            </div>
          </TabsContent>
        ))}
      </Tabs>
      <Definitions days={data.recent_days} graceHours={data.reply_grace_hours} />
    </div>
  );
}

function Definitions({ days, graceHours }: { days: number; graceHours: number }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 text-sm">
      <h2 id={headingId} className="text-base font-semibold">
        How these are counted
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
        <li>
          Response rate: invitations you answered with a quote or a decline, out of those answered
          or left unanswered for more than {graceHours} hours.
        </li>
        <li>Median reply time: the middle time from an invitation to your answer.</li>
        <li>
          Win rate: quotes the customer chose, out of the quotes you offered (withdrawn ones left
          out).
        </li>
        <li>Rating: the average of the stars customers gave after their trips.</li>
        <li>Last {days} days counts the invitations sent, and the ratings given, in that time.</li>
      </ul>
    </section>
  );
}
