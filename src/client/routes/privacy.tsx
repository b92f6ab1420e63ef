import type { ReactNode } from 'react';
import { defaultHomeContent } from '@shared/content/defaults';
import { pageMetaFor } from '@shared/content/page-meta';
import { PublicLayout } from '@/features/content/site/public-layout';
import { usePageMeta } from '@/features/content/site/use-page-meta';
import { paths } from '@/lib/paths';
import { renderContentIcon } from './home';

export const PRIVACY_EMAIL = 'privacy@coachhire.ie';
/** How long a quote request is kept (also what the data-retention job must enforce). */
export const RETENTION = '24 months after the date of travel';
const LAST_UPDATED = '21 November 2026';

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
            Your request goes to the verified bus and coach companies matched to your journey (up to
            5 per request), so they can quote and, if you choose one, carry out the hire. Our
            hosting, email and SMS providers process it on our behalf under contract. We never sell
            your data.
          </p>
        </Section>
        <Section title="How long we keep it">
          <p>
            We keep a quote request for {RETENTION}, then delete it. The companies that quoted keep
            what they need under their own privacy notices if you book with them.
          </p>
        </Section>
        <Section title="Your rights">
          <p>
            You can ask for a copy of your data, and ask us to correct or erase it, to restrict or
            object to its use, or to send it to you in a portable form. Email {email}; we answer
            within one month.
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
