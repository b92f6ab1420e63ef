import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Info, Mail, Phone } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { RespondView } from '@shared/marketplace/quotes';
import { VAT_LABELS } from '@shared/marketplace/vat';
import { Spinner } from '@/components/ui/spinner';
import { isLinkGone, respondQueryOptions } from '@/features/marketplace/api';
import { DeclineDialog } from '@/features/marketplace/components/decline-dialog';
import { JourneySummary } from '@/features/marketplace/components/journey-summary';
import { LinkProblem } from '@/features/marketplace/components/link-problem';
import { QuoteFacts } from '@/features/marketplace/components/quote-facts';
import { QuoteResponseForm } from '@/features/marketplace/components/quote-response-form';
import { inviteStatusLabels } from '@/features/marketplace/format';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-xl font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Notice({ tone, children }: { tone: 'info' | 'success'; children: ReactNode }) {
  const Icon = tone === 'success' ? CircleCheck : Info;
  return (
    <div
      className={
        tone === 'success'
          ? 'flex items-start gap-3 rounded-xl border border-green-300 bg-green-50 p-5 text-green-950'
          : 'flex items-start gap-3 rounded-xl border border-blue-200 bg-blue-50 p-5 text-blue-950'
      }
    >
      <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <div className="flex flex-col gap-2">{children}</div>
    </div>
  );
}

/** The chosen company gets the customer's details, as prominently as the page allows. */
function ChosenNotice({ customer }: { customer: NonNullable<RespondView['customer']> }) {
  return (
    <Notice tone="success">
      <h2 className="text-2xl font-bold">The customer chose your quote</h2>
      <p>Please contact them to confirm the booking.</p>
      <dl className="grid gap-x-4 gap-y-1 text-lg sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">Name</dt>
        <dd className="font-semibold">{customer.full_name}</dd>
        <dt className="font-medium">Email</dt>
        <dd>
          <a
            className="inline-flex items-center gap-1 font-semibold underline"
            href={`mailto:${customer.email}`}
          >
            <Mail aria-hidden="true" className="size-4" />
            {customer.email}
          </a>
        </dd>
        <dt className="font-medium">Phone</dt>
        <dd>
          <a
            className="inline-flex items-center gap-1 font-semibold underline"
            href={`tel:${customer.mobile_number.replace(/\s+/g, '')}`}
          >
            <Phone aria-hidden="true" className="size-4" />
            {customer.mobile_number}
          </a>
        </dd>
      </dl>
    </Notice>
  );
}

/** What has happened to this invitation, when it is no longer simply waiting for a quote. */
function Outcome({ view }: { view: RespondView }) {
  if (view.status === 'chosen' && view.customer) return <ChosenNotice customer={view.customer} />;
  if (view.status === 'not_chosen') {
    return (
      <Notice tone="info">
        <p className="font-semibold">The customer chose another quote — thank you for quoting.</p>
      </Notice>
    );
  }
  if (view.status === 'declined') {
    return (
      <Notice tone="info">
        <p className="font-semibold">You declined this request.</p>
        {view.decline_reason && <p>Your reason: {view.decline_reason}</p>}
      </Notice>
    );
  }
  if (!view.open) {
    return (
      <Notice tone="info">
        <p className="font-semibold">This request is no longer taking quotes.</p>
      </Notice>
    );
  }
  return null;
}

type RespondPageProps = { token: string };

/** /respond/{token}: a bus company sees the journey and quotes for it, revises, or declines. */
export function RespondPage({ token }: RespondPageProps) {
  const query = useQuery(respondQueryOptions(token));
  // A failed refresh keeps what is on screen, unless the link itself has gone.
  if (query.isError && (!query.data || isLinkGone(query.error)))
    return <LinkProblem error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Spinner className="py-10">Loading the request...</Spinner>;

  const view = query.data;
  const canQuote = view.open && (view.status === 'invited' || view.status === 'quoted');
  const refresh = () => void query.refetch();
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-medium text-gray-600">{view.company_name}</p>
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">Quote request</h1>
        <p className="text-gray-700">
          Status: <span className="font-semibold">{inviteStatusLabels[view.status]}</span>
          {view.quote && ` · Revision ${view.quote.revision}`}
        </p>
      </header>
      <Outcome view={view} />
      <JourneySummary journey={view.journey} />
      {canQuote ? (
        <Panel title={view.quote ? 'Update your quote' : 'Send your quote'}>
          <p className="text-sm text-gray-700">
            {view.quote
              ? 'You can change your quote until the customer chooses one. They see the latest version.'
              : `The customer compares quotes side by side. Prices are totals in euro for the whole hire; the customer reads "${VAT_LABELS[view.vat_status]}" beside yours.`}
          </p>
          <QuoteResponseForm
            key={view.quote?.revision ?? 0}
            token={token}
            quote={view.quote}
            travelDate={view.journey.date_of_travel}
            vatStatus={view.vat_status}
            onStale={refresh}
          />
          {view.status === 'invited' && (
            <div className="flex flex-col items-start gap-2 border-t pt-4">
              <p className="text-sm text-gray-700">Can’t take this journey?</p>
              <DeclineDialog token={token} onStale={refresh} />
            </div>
          )}
        </Panel>
      ) : (
        view.quote && (
          <Panel title="Your quote">
            <QuoteFacts quote={view.quote} />
          </Panel>
        )
      )}
    </div>
  );
}
