import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import {
  leadQuotesSchema,
  type Invite,
  type InviteStatus,
  type Quote,
} from '@shared/marketplace/quotes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { apiGet } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { leadKeys } from '@/features/leads/api';
import { DetailCard } from '@/features/leads/components/detail-card';
import { InviteCompaniesDialog } from '@/features/leads/components/invite-companies-dialog';
import { formatDateTime, formatTravelDate } from '@/features/leads/format';
import { LoadError } from '@/components/load-error';
import { QuoteBreakdown } from '@/features/marketplace';

/** `GET /bus-quote/:id/quotes`: who was invited (and why), and what each quoted. */
export function leadQuotesQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...leadKeys.detail(id), 'quotes'] as const,
    queryFn: async ({ signal }) =>
      leadQuotesSchema.parse(await apiGet<unknown>(`/bus-quote/${id}/quotes`, { signal })),
  });
}

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

const inviteLabels: Record<InviteStatus, string> = {
  invited: 'Invited',
  quoted: 'Quoted',
  declined: 'Declined',
  chosen: 'Chosen',
  not_chosen: 'Not chosen',
};
const inviteClasses: Record<InviteStatus, string> = {
  invited: 'bg-blue-100 text-blue-900',
  quoted: 'bg-violet-100 text-violet-900',
  declined: 'bg-slate-200 text-slate-800',
  chosen: 'bg-green-100 text-green-900',
  not_chosen: 'bg-slate-100 text-slate-800',
};

function InviteBadge({ status }: { status: InviteStatus }) {
  return (
    <Badge variant="outline" className={cn('border-transparent', inviteClasses[status])}>
      {inviteLabels[status]}
    </Badge>
  );
}

const INCLUDED = [
  ['includes_driver', 'driver'],
  ['includes_tolls', 'tolls'],
  ['includes_parking', 'parking'],
  ['includes_waiting_time', 'waiting time'],
] as const;

function inclusions(quote: Quote): string {
  const included = INCLUDED.filter(([key]) => quote[key]).map(([, label]) => label);
  return included.length > 0 ? `Includes ${included.join(', ')}` : 'Nothing extra included';
}

function InviteItem({ invite }: { invite: Invite }) {
  return (
    <li className="flex flex-col gap-1 border-b py-2 last:border-b-0">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{invite.company_name}</span>
        <InviteBadge status={invite.status} />
        <span className="text-xs text-muted-foreground">Wave {invite.wave}</span>
      </div>
      <p className="text-sm text-muted-foreground">{invite.reason}</p>
      {invite.decline_reason && <p className="text-sm">Declined: {invite.decline_reason}</p>}
      <p className="text-xs text-muted-foreground">
        Invited <time dateTime={invite.invited_at}>{formatDateTime(invite.invited_at)}</time>
        {invite.responded_at && (
          <>
            {' · answered '}
            <time dateTime={invite.responded_at}>{formatDateTime(invite.responded_at)}</time>
          </>
        )}
      </p>
    </li>
  );
}

function QuoteItem({ quote }: { quote: Quote }) {
  return (
    <li className="flex flex-col gap-1 border-b py-2 last:border-b-0">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{quote.company_name}</span>
        <InviteBadge status={quote.status} />
        <span className="ml-auto text-lg font-semibold tabular-nums">
          {euro.format(quote.price_eur)}
        </span>
      </div>
      <p className="text-sm">
        {quote.vehicle_type}, {quote.seats} seats · {euro.format(quote.price_per_passenger_eur)} per
        passenger · {inclusions(quote)}
      </p>
      <p className="text-xs text-muted-foreground">
        Valid until {formatTravelDate(quote.valid_until)} · revision {quote.revision} · updated{' '}
        <time dateTime={quote.updated_at}>{formatDateTime(quote.updated_at)}</time>
      </p>
      <QuoteBreakdown quote={quote} />
      {quote.notes && <p className="text-sm whitespace-pre-wrap">{quote.notes}</p>}
    </li>
  );
}

type LeadQuotesProps = {
  leadId: number;
  /** The viewer may invite more companies: they may work the lead and it takes quotes. */
  canInvite?: boolean;
};

/** The marketplace on the lead page: the companies invited and the quotes they sent. */
export function LeadQuotes({ leadId, canInvite = false }: LeadQuotesProps) {
  const query = useQuery(leadQuotesQueryOptions(leadId));
  const [inviting, setInviting] = useState(false);
  let body;
  if (query.isError) {
    body = (
      <LoadError onRetry={() => void query.refetch()}>
        Failed to load quotes: {query.error.message}
      </LoadError>
    );
  } else if (!query.data) {
    body = <Spinner>Loading quotes...</Spinner>;
  } else {
    const { invites, quotes } = query.data;
    body = (
      <div className="flex flex-col gap-4">
        <div>
          <h4 className="text-sm font-semibold">Quotes received ({quotes.length})</h4>
          {quotes.length === 0 ? (
            <p className="text-sm text-muted-foreground">No quotes yet.</p>
          ) : (
            <ul aria-label="Quotes received">
              {quotes.map((quote) => (
                <QuoteItem key={quote.id} quote={quote} />
              ))}
            </ul>
          )}
        </div>
        <div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4 className="text-sm font-semibold">Companies invited ({invites.length})</h4>
            {canInvite && (
              <Button type="button" size="sm" variant="outline" onClick={() => setInviting(true)}>
                <UserPlus aria-hidden="true" />
                Invite companies
              </Button>
            )}
          </div>
          {invites.length === 0 ? (
            <p className="text-sm text-muted-foreground">No companies invited yet.</p>
          ) : (
            <ul aria-label="Companies invited">
              {invites.map((invite) => (
                <InviteItem key={invite.id} invite={invite} />
              ))}
            </ul>
          )}
        </div>
      </div>
    );
  }
  return (
    <DetailCard title="Quotes">
      {body}
      {canInvite && (
        <InviteCompaniesDialog leadId={leadId} open={inviting} onClose={() => setInviting(false)} />
      )}
    </DetailCard>
  );
}
