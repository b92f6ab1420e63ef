import { Mail, Phone } from 'lucide-react';
import { useId } from 'react';
import { VAT_LABELS } from '@shared/marketplace/vat';
import type { Job } from '@shared/workspace/jobs';
import { Badge } from '@/components/ui/badge';
import { formatEuro, formatTravelDate, journeyFacts } from '@/features/marketplace';

/** A phone number as a `tel:` link: digits and a leading +, whatever spacing was typed. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** One won trip: when and where, the chosen price, and how to reach the customer. */
export function JobCard({ job }: { job: Job }) {
  const titleId = useId();
  const { journey, customer } = job;
  // The card's heading says the date, time and route; the list below gives the rest.
  const facts = journeyFacts(journey).filter(
    ({ label }) => !['Reference', 'Pick-up', 'Drop-off', 'Date and time'].includes(label),
  );
  return (
    <article
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 font-semibold break-words">
          <span className="block">
            {formatTravelDate(journey.date_of_travel)} at {journey.pickup_time}
          </span>
          <span className="block font-normal">
            {journey.pickup_location} to {journey.dropoff_location}
          </span>
        </h3>
        <Badge variant="outline">{journey.reference}</Badge>
      </header>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(7rem,auto)_1fr]">
        {facts.map(({ label, value }) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-words whitespace-pre-wrap">{value}</dd>
          </div>
        ))}
        <div className="contents">
          <dt className="text-muted-foreground">Your price</dt>
          <dd>
            <span className="font-semibold">{formatEuro(job.price_eur)}</span>{' '}
            <span className="text-muted-foreground">{VAT_LABELS[job.vat_status]}</span>
          </dd>
        </div>
        <div className="contents">
          <dt className="text-muted-foreground">Vehicle quoted</dt>
          <dd>
            {job.vehicle_type}, {job.seats} seats
          </dd>
        </div>
      </dl>
      <section aria-label="Customer" className="flex flex-col gap-1 rounded-lg bg-muted/50 p-3">
        <p className="text-sm text-muted-foreground">Customer</p>
        <p className="font-medium break-words">{customer.full_name}</p>
        <a
          href={telHref(customer.mobile_number)}
          className="inline-flex min-h-11 items-center gap-2 text-primary underline-offset-4 hover:underline"
        >
          <Phone aria-hidden="true" className="size-4" />
          <span>
            <span className="sr-only">Call </span>
            {customer.mobile_number}
          </span>
        </a>
        <a
          href={`mailto:${customer.email}`}
          className="inline-flex min-h-11 items-center gap-2 break-all text-primary underline-offset-4 hover:underline"
        >
          <Mail aria-hidden="true" className="size-4" />
          <span>
            <span className="sr-only">Email </span>
            {customer.email}
          </span>
        </a>
      </section>
    </article>
  );
}
