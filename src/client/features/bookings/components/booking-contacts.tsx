import type { BookingView } from '@shared/bookings/booking';

type Fact = [label: string, value: string];

function Facts({ title, facts }: { title: string; facts: Fact[] }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-lg font-semibold text-gray-900">{title}</h3>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[minmax(8rem,auto)_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm text-gray-600">{label}</dt>
            <dd className="font-medium break-words text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The company's contacts, and the driver and vehicle once the company has given them (from 48 h before). */
export function BookingContacts({ booking }: { booking: BookingView }) {
  const { company, trip_details: details } = booking;
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <Facts
        title="The company"
        facts={[
          ['Company', company.name],
          ...(company.contact_name ? ([['Contact', company.contact_name]] as Fact[]) : []),
          ['Phone', company.phone],
          ['Email', company.email],
        ]}
      />
      {details ? (
        <Facts
          title="Your driver"
          facts={[
            ['Driver', details.driver_name],
            ['Driver mobile', details.driver_mobile],
            ['Vehicle registration', details.vehicle_registration],
          ]}
        />
      ) : (
        <div className="flex flex-col gap-2">
          <h3 className="text-lg font-semibold text-gray-900">Your driver</h3>
          <p className="text-gray-700">
            The driver&apos;s name and mobile and the vehicle registration appear here from 48 hours
            before pick-up, once the company has given them.
          </p>
        </div>
      )}
    </div>
  );
}
