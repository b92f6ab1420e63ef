import { GARDA_VETTED_REQUIRED_LABEL } from '@shared/leads/garda-vetting';
import type { Journey } from '@shared/marketplace/quotes';
import { formatDistanceKm } from '@shared/places/places';
import { hasStopsOrDays } from '@shared/trips/lead-itinerary';
import { ItineraryDays, TripCheckNote } from '@/features/trips';
import { formatTravelDate } from '@/features/marketplace/format';

type Fact = { label: string; value: string };

export function journeyFacts(journey: Journey): Fact[] {
  const facts: Fact[] = [
    { label: 'Reference', value: journey.reference },
    { label: 'Pick-up', value: journey.pickup_location },
    { label: 'Drop-off', value: journey.dropoff_location },
    {
      label: 'Date and time',
      value: `${formatTravelDate(journey.date_of_travel)} at ${journey.pickup_time}`,
    },
    {
      label: 'Return',
      value: journey.is_return_trip
        ? [journey.return_date && formatTravelDate(journey.return_date), journey.return_time]
            .filter(Boolean)
            .join(' at ') || 'Yes'
        : 'One way',
    },
    { label: 'Group', value: journey.group_type },
    { label: 'People', value: String(journey.number_of_people) },
    {
      label: 'Distance',
      value: journey.distance > 0 ? `${formatDistanceKm(journey.distance)} km` : 'Not calculated',
    },
  ];
  if (journey.vehicle_selected)
    facts.push({ label: 'Vehicle asked for', value: journey.vehicle_selected });
  if (journey.garda_vetted_required)
    facts.push({ label: 'Drivers', value: GARDA_VETTED_REQUIRED_LABEL });
  if (journey.additional_info.trim())
    facts.push({ label: 'Notes', value: journey.additional_info });
  return facts;
}

type JourneySummaryProps = { journey: Journey; title?: string };

/** The journey as both the company and the customer see it (no contact details). */
export function JourneySummary({ journey, title = 'The journey' }: JourneySummaryProps) {
  return (
    <section
      aria-labelledby="journey-heading"
      className="flex flex-col gap-4 rounded-xl border bg-white p-5 shadow-sm"
    >
      <h2 id="journey-heading" className="text-xl font-semibold text-gray-900">
        {title}
      </h2>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(8rem,auto)_1fr]">
        {journeyFacts(journey).map(({ label, value }) => (
          <div key={label} className="contents">
            <dt className="text-sm text-gray-600">{label}</dt>
            <dd className="font-medium break-words whitespace-pre-wrap text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      {hasStopsOrDays(journey, journey.itinerary) && (
        <div className="flex flex-col gap-2">
          <h3 className="text-base font-semibold text-gray-900">Day by day</h3>
          <ItineraryDays itinerary={journey.itinerary} headingLevel="h4" />
        </div>
      )}
      {journey.trip_check && <TripCheckNote check={journey.trip_check} />}
    </section>
  );
}
