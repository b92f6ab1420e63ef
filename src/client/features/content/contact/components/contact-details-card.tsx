import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ContactDetails } from '@shared/content/contact';

/** A dialable number: digits and a leading +. */
const telHref = (phone: string) =>
  `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  // A <dl> holds only <dt>/<dd> groups: the icon goes inside the term.
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-semibold text-gray-900">
        <span className="text-blue-800">{icon}</span>
        {label}
      </dt>
      <dd className="pl-7 whitespace-pre-line text-gray-700">{children}</dd>
    </div>
  );
}

/** The contact page's details, each only when the admin has given it. */
export function ContactDetailsCard({ details }: { details: ContactDetails }) {
  const { address, phone, email, opening_hours: hours } = details;
  if (!address && !phone && !email && !hours) return null;
  const iconClass = 'size-5';
  return (
    <section
      aria-labelledby="contact-details-heading"
      className="rounded-xl border bg-white p-6 shadow-sm"
    >
      <h2 id="contact-details-heading" className="mb-4 text-xl font-semibold text-gray-900">
        How to reach us
      </h2>
      <dl className="flex flex-col gap-4">
        {address && (
          <Detail icon={<MapPinIcon aria-hidden="true" className={iconClass} />} label="Address">
            {address}
          </Detail>
        )}
        {phone && (
          <Detail icon={<PhoneIcon aria-hidden="true" className={iconClass} />} label="Phone">
            <a className="font-medium text-blue-800 underline" href={telHref(phone)}>
              {phone}
            </a>
          </Detail>
        )}
        {email && (
          <Detail icon={<MailIcon aria-hidden="true" className={iconClass} />} label="Email">
            <a className="font-medium text-blue-800 underline" href={`mailto:${email}`}>
              {email}
            </a>
          </Detail>
        )}
        {hours && (
          <Detail
            icon={<ClockIcon aria-hidden="true" className={iconClass} />}
            label="Opening hours"
          >
            {hours}
          </Detail>
        )}
      </dl>
    </section>
  );
}
