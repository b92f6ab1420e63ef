import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { defaultHomeContent } from '@shared/content/defaults';
import { pageMetaFor } from '@shared/content/page-meta';
import { PublicLayout } from '@/features/content/site/public-layout';
import { usePageMeta } from '@/features/content/site/use-page-meta';
import { privacyPolicyQueryOptions } from '@/features/privacy/api';
import { paths } from '@/lib/paths';
import { renderContentIcon } from './home';

export const PRIVACY_EMAIL = 'privacy@coachhire.ie';
const LAST_UPDATED = '26 November 2026';

/**
 * How long a request keeps its personal data: the configured RETENTION_MONTHS the retention job
 * enforces, read from the server (docs/product.md#my-requests-and-privacy), never written here.
 */
function RetentionPeriod() {
  const policy = useQuery(privacyPolicyQueryOptions);
  if (policy.data) {
    return <strong>{policy.data.retention_months} months after the last day of the trip</strong>;
  }
  if (policy.isError) return <>the retention period after the last day of the trip</>;
  return (
    <span aria-busy="true" className="text-gray-500">
      (loading the retention period)
    </span>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-2xl font-bold text-gray-900">{title}</h2>
      {children}
    </section>
  );
}

/** `/privacy`: the GDPR notice for quote requests, linked from the footer and the quote form. */
export function PrivacyPage() {
  usePageMeta(pageMetaFor(paths.privacy));
  const email = (
    <a href={`mailto:${PRIVACY_EMAIL}`} className="font-semibold text-blue-800 underline">
      {PRIVACY_EMAIL}
    </a>
  );
  return (
    <PublicLayout header={defaultHomeContent.header} renderIcon={renderContentIcon}>
      <article className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-14 text-gray-700 sm:px-6">
        <header>
          <h1 className="text-4xl font-extrabold tracking-tight text-gray-900">Privacy Notice</h1>
          <p className="mt-2 text-sm">Last updated {LAST_UPDATED}</p>
        </header>
        <Section title="Who we are">
          <p>
            Coach Hire Ireland runs this website, which passes your request for a bus or coach hire
            quote to verified bus and coach companies. We are the controller of the personal data
            you give us. Contact us about privacy at {email}.
          </p>
        </Section>
        <Section title="What we collect">
          <p>When you ask for quotes, we collect what you enter in the quote form:</p>
          <ul className="list-disc space-y-1 pl-6">
            <li>your full name, email address and mobile number;</li>
            <li>
              pick-up and drop-off locations, date of travel and pick-up time, and the return date
              and time of a round trip;
            </li>
            <li>
              the type of group, the number of people, any vehicle you prefer, and anything you add
              as additional information;
            </li>
            <li>
              the page you sent the request from, the time it was sent, and a one-way hash of your
              IP address, used only to stop spam and abuse.
            </li>
          </ul>
          <p>We do not use advertising or tracking cookies.</p>
        </Section>
        <Section title="Why we use it">
          <p>
            We use your details to get you quotes: to match your journey with suitable companies, to
            send you the confirmation and the email and SMS notifications about your quotes, and to
            answer your questions. This is processing you ask for before entering a contract (GDPR
            Article 6(1)(b)). Keeping the service free of spam and abuse is our legitimate interest
            (Article 6(1)(f)).
          </p>
        </Section>
        <Section title="Who receives it">
          <p>
            The details of your journey (places, dates, times, group size and any notes about the
            trip) go to the verified bus and coach companies matched to it, so they can quote. They
            do not receive your name, email address or mobile number: only the company whose quote
            you choose receives those, so it can carry out the hire. Our hosting, email and SMS
            providers process your data on our behalf under contract. We never sell your data.
          </p>
        </Section>
        <Section title="How long we keep it">
          <p>
            We keep the personal details of a quote request until <RetentionPeriod />. Then a daily
            job anonymises it: your name, contact details, addresses and notes are removed, and only
            anonymous figures (dates, counties, group size, prices) remain. The company you chose
            keeps what it needs under its own privacy notice.
          </p>
        </Section>
        <Section title="Your rights">
          <p>
            On{' '}
            <Link to={paths.my} className="font-semibold text-blue-800 underline">
              My requests
            </Link>{' '}
            you can download all your data (a JSON file) and erase any of your requests yourself;
            the company you chose is then told to erase your details too. You can also ask us to
            correct your data, to restrict or object to its use, or for anything else: email {email}
            ; we answer within one month.
          </p>
          <p>
            You also have the right to complain to the Data Protection Commission (
            <a
              href="https://www.dataprotection.ie"
              className="font-semibold text-blue-800 underline"
            >
              www.dataprotection.ie
            </a>
            ).
          </p>
        </Section>
      </article>
    </PublicLayout>
  );
}

export { PrivacyPage as Component };
