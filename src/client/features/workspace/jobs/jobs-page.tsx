import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { irishToday } from '@shared/dates';
import type { JobWhen } from '@shared/workspace/jobs';
import { ListSection } from '@/components/list-section';
import { LoadError } from '@/components/load-error';
import { Pagination } from '@/components/pagination';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useClampPage, useListParams } from '@/hooks/use-list-params';
import { jobsQueryOptions } from './api';
import { JobCard } from './job-card';
import { defaultJobsParams, parseJobsParams } from './jobs-params';
import { MonthCalendar } from './month-calendar';

const EMPTY: Record<JobWhen, string> = {
  upcoming:
    'No upcoming jobs. When a customer chooses your quote, the trip and their contact details appear here.',
  past: 'No past jobs yet.',
};

/** /operator/jobs: the company's won trips as cards, and a month calendar of booked days. */
export function JobsPage() {
  const defaults = useMemo(() => defaultJobsParams(), []);
  const [params, update] = useListParams(parseJobsParams, defaults);
  const jobs = useQuery(jobsQueryOptions(params));
  useClampPage(params.page, jobs.data?.last_page, jobs.isPlaceholderData, update);
  const data = jobs.data;
  // The calendar shows the month asked for only once its answer has come.
  const bookedDays = data && data.month === params.month ? data.booked_days : undefined;

  return (
    <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <ListSection title="Your jobs">
        <Tabs
          value={params.when}
          onValueChange={(value) => update({ when: value as JobWhen, page: 1 })}
        >
          <TabsList className="w-full sm:w-fit">
            <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
            <TabsTrigger value="past">Past</TabsTrigger>
          </TabsList>
          {(['upcoming', 'past'] as const).map((when) => (
            <TabsContent key={when} value={when} className="flex flex-col gap-4 pt-2">
              {jobs.isPending ? (
                <p role="status">Loading your jobs...</p>
              ) : jobs.isError ? (
                <LoadError onRetry={() => void jobs.refetch()}>
                  Failed to load your jobs: {jobs.error.message}
                </LoadError>
              ) : data!.data.length === 0 && data!.total === 0 ? (
                <p className="text-muted-foreground">{EMPTY[when]}</p>
              ) : (
                <>
                  <ul className="flex flex-col gap-4" aria-busy={jobs.isPlaceholderData}>
                    {data!.data.map((job) => (
                      <li key={job.invite_id}>
                        <JobCard job={job} />
                      </li>
                    ))}
                  </ul>
                  <Pagination noun="jobs" of={data!} onPage={(page) => update({ page })} />
                </>
              )}
            </TabsContent>
          ))}
        </Tabs>
      </ListSection>
      <ListSection title="Calendar">
        {jobs.isError && !bookedDays ? (
          <p className="text-sm text-destructive">The booked days could not be loaded.</p>
        ) : null}
        <MonthCalendar
          month={params.month}
          today={data?.today ?? irishToday()}
          bookedDays={bookedDays}
          onMonthChange={(month) => update({ month })}
        />
      </ListSection>
    </div>
  );
}
