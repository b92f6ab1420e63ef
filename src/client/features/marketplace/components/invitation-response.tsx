import { CircleCheck, Info, Mail, Phone } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { DeclineInput, RespondView, ValidQuoteInput } from '@shared/marketplace/quotes';
import { VAT_LABELS } from '@shared/marketplace/vat';
import type { Answer } from '@/features/marketplace/api';
import { DeclineDialog } from '@/features/marketplace/components/decline-dialog';
import { JourneySummary } from '@/features/marketplace/components/journey-summary';
import { QuoteFacts } from '@/features/marketplace/components/quote-facts';
import { QuoteResponseForm } from '@/features/marketplace/components/quote-response-form';

/**
 * What a company sees of one invitation, and its answer: the emailed link's page and the
 * company's workspace show the same (docs/product.md#company-quote-page). A status the link does
 * not know (the workspace's `closed`) reads as a request no longer taking quotes.
 */
export type InvitationView = Omit<RespondView, 'status'> & { status: string };

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
function Outcome({ view }: { view: InvitationView }) {
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

type InvitationResponseProps = {
  view: InvitationView;
  sendQuote: Answer<ValidQuoteInput>;
  decline: Answer<DeclineInput>;
  /** The request moved on meanwhile (chosen, closed): load it again to show where it stands. */
  onStale: () => void;
};

/** The outcome so far, the journey, and the quote form (or the quote as it was sent). */
export function InvitationResponse({ view, sendQuote, decline, onStale }: InvitationResponseProps) {
  const canQuote = view.open && (view.status === 'invited' || view.status === 'quoted');
  return (
    <>
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
            send={sendQuote}
            quote={view.quote}
            travelDate={view.journey.date_of_travel}
            vatStatus={view.vat_status}
            onStale={onStale}
            tripCheck={view.journey.trip_check}
          />
          {view.status === 'invited' && (
            <div className="flex flex-col items-start gap-2 border-t pt-4">
              <p className="text-sm text-gray-700">Can’t take this journey?</p>
              <DeclineDialog decline={decline} onStale={onStale} />
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
    </>
  );
}
