import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { formatDate } from '@shared/dates';
import type { BookedDay } from '@shared/workspace/jobs';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import {
  WEEKDAY_HEADERS,
  formatMonth,
  monthWeeks,
  sameDayIn,
  shiftDay,
  shiftMonth,
  weekdayIndex,
} from './calendar-month';

type MonthCalendarProps = {
  /** The month shown, `YYYY-MM`. */
  month: string;
  /** Today in Ireland, `YYYY-MM-DD`. */
  today: string;
  /** Undefined while the month's bookings load. */
  bookedDays: readonly BookedDay[] | undefined;
  onMonthChange: (month: string) => void;
};

/** What a screen reader says for a day: its date, its bookings, and whether it is today. */
export function describeDay(iso: string, jobs: number, isToday: boolean): string {
  const parts = [formatDate(iso)];
  if (isToday) parts.push('today');
  parts.push(jobs === 0 ? 'no jobs' : jobs === 1 ? '1 job booked' : `${jobs} jobs booked`);
  return parts.join(', ');
}

/** Where the arrow keys (and Home, End, Page Up, Page Down) move the focused day. */
function dayAfterKey(key: string, day: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return shiftDay(day, -1);
    case 'ArrowRight':
      return shiftDay(day, 1);
    case 'ArrowUp':
      return shiftDay(day, -7);
    case 'ArrowDown':
      return shiftDay(day, 7);
    case 'Home':
      return shiftDay(day, -weekdayIndex(day));
    case 'End':
      return shiftDay(day, 6 - weekdayIndex(day));
    case 'PageUp':
      return sameDayIn(day, shiftMonth(day.slice(0, 7), -1));
    case 'PageDown':
      return sameDayIn(day, shiftMonth(day.slice(0, 7), 1));
    default:
      return null;
  }
}

/**
 * A month grid of the company's booked days (docs/product.md#jobs): a keyboard grid (one day
 * in the tab order, arrows move between days and across months), booked days marked with a
 * dot and named in each day's label, today ringed.
 */
export function MonthCalendar({ month, today, bookedDays, onMonthChange }: MonthCalendarProps) {
  const titleId = useId();
  const jobsOn = new Map(bookedDays?.map((day) => [day.date, day.jobs]));
  const [focusedDay, setFocusedDay] = useState(() =>
    today.startsWith(month) ? today : `${month}-01`,
  );
  const activeDay = focusedDay.startsWith(month) ? focusedDay : `${month}-01`;
  const gridRef = useRef<HTMLTableElement>(null);
  // The day a key moved to, focused once it is shown (after the month changes, if it must).
  const focusTarget = useRef<string | null>(null);

  useEffect(() => {
    if (focusTarget.current !== activeDay) return;
    focusTarget.current = null;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${activeDay}"]`)?.focus();
  }, [activeDay]);

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const next = dayAfterKey(event.key, activeDay);
    if (!next) return;
    event.preventDefault();
    focusTarget.current = next;
    setFocusedDay(next);
    if (!next.startsWith(month)) onMonthChange(next.slice(0, 7));
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Previous month"
          onClick={() => onMonthChange(shiftMonth(month, -1))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h3 id={titleId} aria-live="polite" className="text-base font-semibold">
          {formatMonth(month)}
        </h3>
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Next month"
          onClick={() => onMonthChange(shiftMonth(month, 1))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={titleId}
        aria-busy={bookedDays === undefined}
        className="w-full table-fixed border-collapse text-center"
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {WEEKDAY_HEADERS.map(([short, full]) => (
              <th
                key={short}
                scope="col"
                abbr={full}
                className="pb-1 text-xs font-medium text-muted-foreground"
              >
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) =>
                day ? (
                  <CalendarDay
                    key={day}
                    day={day}
                    jobs={jobsOn.get(day) ?? 0}
                    isToday={day === today}
                    isActive={day === activeDay}
                    onFocus={() => setFocusedDay(day)}
                  />
                ) : (
                  <td key={`blank-${index}`} aria-hidden="true" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="flex items-center gap-2 text-xs text-muted-foreground">
        <span aria-hidden="true" className="inline-block size-2 rounded-full bg-primary" />A booked
        day (a pick-up of one of your jobs, outward or return)
      </p>
    </div>
  );
}

type CalendarDayProps = {
  day: string;
  jobs: number;
  isToday: boolean;
  /** The one day in the tab order. */
  isActive: boolean;
  onFocus: () => void;
};

function CalendarDay({ day, jobs, isToday, isActive, onFocus }: CalendarDayProps) {
  return (
    <td
      role="gridcell"
      data-day={day}
      data-booked={jobs > 0 || undefined}
      tabIndex={isActive ? 0 : -1}
      aria-label={describeDay(day, jobs, isToday)}
      aria-current={isToday ? 'date' : undefined}
      onFocus={onFocus}
      className="rounded-md p-0.5 focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span
        className={cn(
          'mx-auto flex size-10 flex-col items-center justify-center rounded-md text-sm',
          jobs > 0 && 'bg-primary/10 font-semibold',
          isToday && 'ring-2 ring-primary',
        )}
      >
        {Number(day.slice(8, 10))}
        {jobs > 0 ? <span aria-hidden="true" className="size-1.5 rounded-full bg-primary" /> : null}
      </span>
    </td>
  );
}
