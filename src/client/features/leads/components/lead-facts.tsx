import { formatDaysAgo } from '@shared/dates';
import { GARDA_VETTED_REQUIRED_LABEL } from '@shared/leads/garda-vetting';
import type { StaffLead } from '@shared/leads/management';
import { hasStopsOrDays } from '@shared/trips/lead-itinerary';
import { ItineraryDays } from '@/features/trips';
import { DetailCard, FactList, type Fact } from '@/features/leads/components/detail-card';
import { formatDateTime, formatDistance, formatTravelDate } from '@/features/leads/format';
import { mailtoHref, telHref } from '@/features/leads/quote-email';

const linkClass = 'text-primary underline-offset-4 hover:underline';

function journeyFacts(lead: StaffLead): Fact[] {
  const facts: Fact[] = [
    { label: 'Pick-up Location', value: lead.pickup_location },
    { label: 'Drop-off Location', value: lead.dropoff_location },
    { label: 'Date of Travel', value: formatTravelDate(lead.date_of_travel) },
    { label: 'Pick-up Time', value: lead.pickup_time },
    { label: 'Round Trip', value: lead.is_return_trip ? 'Yes' : 'No' },
  ];
  if (lead.is_return_trip) {
    facts.push(
      { label: 'Return Date', value: lead.return_date ? formatTravelDate(lead.return_date) : '—' },
      { label: 'Return Time', value: lead.return_time ?? '—' },
    );
  }
  facts.push({ label: 'Distance', value: formatDistance(lead.distance) });
  return facts;
}

/** Everything the customer sent, and where and when it arrived. */
export function LeadFacts({ lead, now }: { lead: StaffLead; now: Date }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DetailCard title="Contact">
        <FactList
          facts={[
            { label: 'Full Name', value: lead.full_name },
            {
              label: 'Email Address',
              value: (
                <a className={linkClass} href={mailtoHref(lead)}>
                  {lead.email}
                </a>
              ),
            },
            {
              label: 'Mobile Number',
              value: (
                <a className={linkClass} href={telHref(lead)}>
                  {lead.mobile_number}
                </a>
              ),
            },
          ]}
        />
      </DetailCard>
      <DetailCard title="Group">
        <FactList
          facts={[
            { label: 'Type of Group', value: lead.group_type },
            { label: 'Number of People', value: lead.number_of_people },
            { label: 'Vehicle', value: lead.vehicle_selected ?? 'No preference' },
            ...(lead.garda_vetted_required
              ? [{ label: 'Drivers', value: GARDA_VETTED_REQUIRED_LABEL }]
              : []),
            { label: 'Additional Information', value: lead.additional_info || 'None' },
          ]}
        />
      </DetailCard>
      <DetailCard title="Journey">
        <FactList facts={journeyFacts(lead)} />
      </DetailCard>
      {hasStopsOrDays(lead, lead.itinerary) && (
        <DetailCard title="Day by day" className="gap-4 lg:col-span-2">
          <ItineraryDays itinerary={lead.itinerary} headingLevel="h4" />
        </DetailCard>
      )}
      <DetailCard title="Request">
        <FactList
          facts={[
            { label: 'Landing Page', value: <code>{lead.slug}</code> },
            {
              label: 'Received',
              value: (
                <time dateTime={lead.created_at}>
                  {formatDateTime(lead.created_at)} ({formatDaysAgo(lead.created_at, now)})
                </time>
              ),
            },
            {
              label: 'Last Updated',
              value: <time dateTime={lead.updated_at}>{formatDateTime(lead.updated_at)}</time>,
            },
          ]}
        />
      </DetailCard>
    </div>
  );
}
