import { formatDate } from '@shared/dates';
import { type LeadItinerary, describeStop } from '@shared/trips/lead-itinerary';

type ItineraryDaysProps = { itinerary: LeadItinerary; headingLevel?: 'h3' | 'h4' };

/**
 * The trip day by day, each day's stops in order with the wait at each (docs/product.md#itinerary):
 * what staff, the invited companies and the customer read the same way.
 */
export function ItineraryDays({ itinerary, headingLevel: Heading = 'h3' }: ItineraryDaysProps) {
  return (
    <ol className="flex flex-col gap-3" aria-label="Itinerary">
      {itinerary.map((day, dayIndex) => (
        <li key={`${day.date}-${dayIndex}`} className="flex flex-col gap-1">
          <Heading className="text-sm font-semibold text-gray-900">
            {itinerary.length > 1 ? `Day ${dayIndex + 1}: ` : ''}
            {formatDate(day.date)}
            {day.start_time ? `, leaving at ${day.start_time}` : ''}
          </Heading>
          <ol className="ml-1 flex flex-col gap-1 border-l-2 border-gray-200 pl-3">
            {day.stops.map((stop, stopIndex) => {
              const note = stopIndex > 0 ? describeStop(stop) : null;
              return (
                <li key={stopIndex} className="break-words text-gray-900">
                  <span className="sr-only">{stopIndex === 0 ? 'From ' : 'Then '}</span>
                  {stop.place}
                  {note && <span className="text-sm text-gray-600"> ({note})</span>}
                </li>
              );
            })}
          </ol>
        </li>
      ))}
    </ol>
  );
}
