import { formatDate } from '@shared/dates';
import { VERDICT_WORDS } from '@shared/trips/trip-check';
import type { TripPlanResponse } from '@shared/trips/plan';
import { PriceRange } from '@/features/trips';

/** What the planner says of the days before the request is sent (docs/product.md#itinerary). */
export function TripPlanNote({ plan }: { plan: TripPlanResponse }) {
  const { estimate } = plan;
  return (
    <section
      aria-label="Driver hours and price"
      aria-live="polite"
      className="flex flex-col gap-2 rounded-lg border bg-white/80 p-3 text-sm text-gray-900"
    >
      <h3 className="font-semibold">Driver hours</h3>
      <ul className="flex flex-col gap-1">
        {plan.days.map((day, i) => (
          <li key={`${day.date}-${i}`}>
            <span className="font-medium">
              {plan.days.length > 1 ? `Day ${i + 1}, ` : ''}
              {formatDate(day.date)}: {VERDICT_WORDS[day.verdict]}
            </span>
            {day.reasons.length > 0 ? <span>. {day.reasons.join(' ')}</span> : null}
          </li>
        ))}
      </ul>
      {estimate ? (
        <p>
          <PriceRange estimate={estimate} />
        </p>
      ) : null}
    </section>
  );
}
