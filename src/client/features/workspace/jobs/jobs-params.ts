import { irishToday } from '@shared/dates';
import { DEFAULT_PAGE_SIZE } from '@shared/http';
import { JOB_WHEN, type JobWhen, monthSchema } from '@shared/workspace/jobs';
import { parsePaging } from '@/hooks/use-list-params';

/** The jobs page's state, kept in the URL: which list, its page, and the calendar's month. */
export type JobsListParams = { when: JobWhen; page: number; per_page: number; month: string };

/** Defaults for the page as opened now: the upcoming list and this month in Ireland. */
export const defaultJobsParams = (today = irishToday()): JobsListParams => ({
  when: 'upcoming',
  page: 1,
  per_page: DEFAULT_PAGE_SIZE,
  month: today.slice(0, 7),
});

const isWhen = (value: string | null): value is JobWhen =>
  value !== null && (JOB_WHEN as readonly string[]).includes(value);

/** Reads the state from the URL; anything the API would refuse falls back to the default. */
export function parseJobsParams(search: URLSearchParams): JobsListParams {
  const defaults = defaultJobsParams();
  const when = search.get('when');
  const month = monthSchema.safeParse(search.get('month'));
  return {
    ...defaults,
    ...parsePaging(search),
    when: isWhen(when) ? when : defaults.when,
    month: month.success ? month.data : defaults.month,
  };
}
