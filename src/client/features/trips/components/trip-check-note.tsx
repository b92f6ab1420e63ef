import { formatDate } from '@shared/dates';
import { type TripCheck, VERDICT_WORDS, likelyTollsSentence } from '@shared/trips/trip-check';

type TripCheckNoteProps = { check: TripCheck; headingLevel?: 'h3' | 'h4' };

/**
 * What the trip needs, as a request's invitation and comparison pages show it
 * (docs/product.md#trip-check): the driver-hours verdict of each day with its reasons, and the
 * tolled roads the route likely uses.
 */
export function TripCheckNote({ check, headingLevel: Heading = 'h3' }: TripCheckNoteProps) {
  return (
    <section
      aria-label="Driver hours and tolls"
      className="flex flex-col gap-2 rounded-lg border bg-slate-50 p-3 text-sm text-gray-900"
    >
      <Heading className="font-semibold">Driver hours</Heading>
      <ul className="flex flex-col gap-1">
        {check.days.map((day, index) => (
          <li key={`${day.date}-${index}`}>
            <span className="font-medium">
              {check.days.length > 1 ? `Day ${index + 1}, ` : ''}
              {formatDate(day.date)}: {VERDICT_WORDS[day.verdict]}
            </span>
            {day.reasons.length > 0 ? <span>. {day.reasons.join(' ')}</span> : null}
          </li>
        ))}
      </ul>
      {check.tolled_roads.length > 0 && (
        <p>
          <span className="font-semibold">Tolls: </span>
          {likelyTollsSentence(check.tolled_roads)} We can only tell from the straight line between
          the stops.
        </p>
      )}
    </section>
  );
}
