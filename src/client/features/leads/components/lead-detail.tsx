import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { leadQueryOptions, staffUsersQueryOptions } from '@/features/leads/api';
import { DeleteLeadDialog } from '@/features/leads/components/admin-delete-dialogs';
import { LeadActions } from '@/features/leads/components/lead-actions';
import { LeadThreads } from '@/features/conversations';
import { LeadActivity } from '@/features/leads/components/lead-activity';
import {
  AnonymisedBadge,
  LeadPriorityBadge,
  LeadStatusBadge,
} from '@/features/leads/components/lead-badges';
import { EraseLeadDialog } from '@/features/leads/components/erase-lead-dialog';
import { LeadFacts } from '@/features/leads/components/lead-facts';
import { LeadMap } from '@/features/leads/components/lead-map';
import { ApiError } from '@/lib/api-client';
import { LeadNotFound } from '@/features/leads/components/lead-not-found';
import { LeadNotes } from '@/features/leads/components/lead-notes';
import { LeadQuotes } from '@/features/leads/components/lead-quotes';
import { LeadWorkflow } from '@/features/leads/components/lead-workflow';
import { leadListPath, leadPath } from '@/features/leads/lead-paths';
import { mayWorkLead, takesQuotes, type Viewer } from '@/features/leads/viewer';

type LeadDetailProps = {
  /** Null when the URL's id is not a lead id at all. */
  leadId: number | null;
  viewer: Viewer;
};

/**
 * /admin/leads/{id} and /manager/leads/{id} (docs/product.md#lead-detail), with working buttons.
 */
export function LeadDetail({ leadId, viewer }: LeadDetailProps) {
  const area = viewer.isAdmin ? 'admin' : 'manager';
  const backTo = leadListPath(area);
  const navigate = useNavigate();
  const lead = useQuery({ ...leadQueryOptions(leadId ?? 0), enabled: leadId !== null });
  const staff = useQuery(staffUsersQueryOptions(viewer.isAdmin));
  const statusRef = useRef<HTMLButtonElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const [deleting, setDeleting] = useState(false);
  const [erasing, setErasing] = useState(false);
  // One reference time per visit, so "Today"/"Yesterday" don't shift between renders.
  const [now] = useState(() => new Date());

  if (leadId === null) return <LeadNotFound backTo={backTo} />;
  if (lead.isError) {
    // A 404 reads as the product words it; other failures say what went wrong.
    const gone = lead.error instanceof ApiError && lead.error.status === 404;
    return <LeadNotFound message={gone ? undefined : lead.error.message} backTo={backTo} />;
  }
  if (!lead.data) return <Spinner className="py-10">Loading lead...</Spinner>;

  const data = lead.data;
  const canWork = mayWorkLead(viewer, data);
  const knownNames = [
    { id: viewer.id, name: viewer.name },
    { id: data.assigned_to, name: data.assigned_to_name },
    ...(staff.data ?? []).map((user) => ({ id: user.id, name: user.name })),
  ];
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4">
        <Button asChild variant="ghost" size="sm" className="self-start">
          <Link to={backTo}>
            <ArrowLeft aria-hidden="true" />
            Back to Leads
          </Link>
        </Button>
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-2xl font-semibold">{data.full_name}</h2>
          <LeadStatusBadge status={data.status} />
          <LeadPriorityBadge priority={data.priority} />
          <span className="font-mono text-sm font-medium">{data.reference}</span>
          <span className="text-sm text-muted-foreground">Lead #{data.id}</span>
          {data.anonymised_at && <AnonymisedBadge />}
        </div>
        {data.duplicate_of !== null && data.duplicate_of_reference && (
          <p className="self-start rounded-md bg-amber-100 px-3 py-2 text-sm text-amber-900">
            Possible duplicate of{' '}
            <Link className="font-medium underline" to={leadPath(area, data.duplicate_of)}>
              {data.duplicate_of_reference}
            </Link>
            : the same request from the same person within 24 hours.
          </p>
        )}
        <LeadActions
          lead={data}
          onUpdateStatus={canWork ? () => statusRef.current?.focus() : undefined}
          onAddNotes={canWork ? () => noteRef.current?.focus() : undefined}
          onDelete={viewer.isAdmin ? () => setDeleting(true) : undefined}
          onErase={viewer.isAdmin && !data.anonymised_at ? () => setErasing(true) : undefined}
        />
      </div>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(18rem,1fr)]">
        <div className="flex flex-col gap-4">
          <LeadFacts lead={data} now={now} />
          <LeadMap lead={data} />
          <LeadQuotes leadId={data.id} canInvite={canWork && takesQuotes(data)} />
          <LeadThreads leadId={data.id} />
          <LeadActivity leadId={data.id} knownNames={knownNames} />
        </div>
        <div className="flex flex-col gap-4">
          <LeadWorkflow lead={data} viewer={viewer} statusRef={statusRef} />
          <LeadNotes leadId={data.id} noteRef={noteRef} canAdd={canWork} />
        </div>
      </div>
      {viewer.isAdmin && (
        <EraseLeadDialog lead={erasing ? data : null} onClose={() => setErasing(false)} />
      )}
      {viewer.isAdmin && (
        <DeleteLeadDialog
          lead={deleting ? data : null}
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate(backTo, { replace: true })}
        />
      )}
    </div>
  );
}
