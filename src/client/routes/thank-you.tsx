import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CircleCheckIcon, ClockIcon, MailIcon, SearchCheckIcon, UsersIcon } from 'lucide-react';
import { defaultHomeContent } from '@shared/content/defaults';
import { pageMetaFor } from '@shared/content/page-meta';
import { safeRedirectPath } from '@shared/safe-redirect';
import { PublicLayout } from '@/features/content/site/public-layout';
import { usePageMeta } from '@/features/content/site/use-page-meta';
import { readRequestSummary } from '@/features/leads/request/request-summary';
import { RequestReceipt } from '@/features/leads/request/components/request-receipt';
import { paths } from '@/lib/paths';
import { renderContentIcon } from './home';

const STEPS = [
  {
    icon: MailIcon,
    title: 'Email confirmation',
    text: 'We have emailed you a copy of your request. You will get email and SMS notifications as your quotes come in.',
  },
  {
    icon: UsersIcon,
    title: 'Quote processing',
    text: 'We are passing your request to up to 5 verified bus and coach companies. Your first quote usually arrives in about 45 minutes.',
  },
  {
    icon: SearchCheckIcon,
    title: 'Compare and choose',
    text: 'Compare the quotes you receive on price, vehicle and service, and book the one that suits your group. There is no obligation.',
  },
];

/** `/thank-you?from=…`: after a quote request (docs/product.md#thank-you-page). */
export function ThankYouPage() {
  const [searchParams] = useSearchParams();
  // Only a same-site path is followed (no open redirect); anything else goes home.
  const backTo = safeRedirectPath(searchParams.get('from'), paths.home);
  usePageMeta(pageMetaFor(paths.thankYou()));
  // Read once: the request sent from this tab, if any (a reload shows it again).
  const [summary] = useState(readRequestSummary);

  return (
    <PublicLayout header={defaultHomeContent.header} renderIcon={renderContentIcon}>
      <div className="bg-slate-50 py-14 sm:py-20">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-8 px-4 text-center sm:px-6">
          <CircleCheckIcon aria-hidden="true" className="size-16 text-green-700" />
          <div>
            <h1 className="text-4xl font-extrabold tracking-tight text-gray-900 sm:text-5xl">
              Thank You!
            </h1>
            <p className="mt-4 text-lg text-gray-700">
              Your quote request has been received. Here is what happens next.
            </p>
          </div>
          <RequestReceipt summary={summary} />
          <p className="inline-flex items-center gap-2 rounded-full bg-green-100 px-5 py-2 font-semibold text-green-900">
            <ClockIcon aria-hidden="true" className="size-5" />
            Quotes Guaranteed Within 2 Hours
          </p>
          <ol className="grid w-full gap-4 text-left">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-4 rounded-xl border bg-white p-5 shadow-sm">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-700 text-white">
                  <step.icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h2 className="font-semibold text-gray-900">
                    <span className="sr-only">Step {index + 1}: </span>
                    {step.title}
                  </h2>
                  <p className="mt-1 text-gray-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <Link
            to={backTo}
            className="inline-flex h-12 items-center rounded-lg bg-blue-700 px-8 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            Back to Home
          </Link>
        </div>
      </div>
    </PublicLayout>
  );
}

export { ThankYouPage as Component };
