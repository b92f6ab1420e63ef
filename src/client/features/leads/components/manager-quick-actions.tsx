import { FileBarChart, Send, UserCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { StaffLead } from '@shared/leads/management';
import { Button } from '@/components/ui/button';
import { DetailCard } from '@/features/leads/components/detail-card';
import { LeadReportDialog } from '@/features/leads/components/lead-report-dialog';
import { useUpdateLeads } from '@/features/leads/mutations';

type ManagerQuickActionsProps = {
  /** The selected rows of the table below. */
  selected: StaffLead[];
  viewerId: number;
};

/** Results of a batch: 'n lead(s) …', plus what failed or did not qualify. */
function report(done: number, failed: number, skipped: number, verb: string, why: string) {
  const extra = [
    failed > 0 ? `${failed} could not be changed` : '',
    skipped > 0 ? `${skipped} skipped: ${why}` : '',
  ].filter(Boolean);
  const message = `${done} lead(s) ${verb}`;
  const description = extra.join('. ') || undefined;
  if (failed > 0) toast.error(message, { description });
  else toast.success(message, { description });
}

/**
 * The quick actions of docs/product.md#manager-lead-list: assign the selected leads to me, follow
 * up the selected new leads (they become contacted), and a printable report. 'Schedule Calls' is
 * left out: the product stores no call schedule, and a button that pretends to is worse than none.
 */
export function ManagerQuickActions({ selected, viewerId }: ManagerQuickActionsProps) {
  const updateLeads = useUpdateLeads();
  const [reportOpen, setReportOpen] = useState(false);

  // A manager takes only unassigned leads and works only theirs and unassigned ones.
  const isOthers = (lead: StaffLead) => lead.assigned_to !== null && lead.assigned_to !== viewerId;

  async function assignToMe() {
    const targets = selected.filter((lead) => lead.assigned_to === null);
    const results = await updateLeads.mutateAsync(
      targets.map((lead) => ({ id: lead.id, changes: { assigned_to: viewerId } })),
    );
    const failed = results.filter((result) => result.status === 'rejected').length;
    const skipped = selected.length - targets.length;
    const why = selected.some(isOthers) ? 'already assigned' : 'already yours';
    report(targets.length - failed, failed, skipped, 'assigned to you', why);
  }

  async function followUp() {
    const targets = selected.filter((lead) => lead.status === 'new' && !isOthers(lead));
    const results = await updateLeads.mutateAsync(
      targets.map((lead) => ({ id: lead.id, changes: { status: 'contacted' as const } })),
    );
    const failed = results.filter((result) => result.status === 'rejected').length;
    const skipped = selected.length - targets.length;
    const why = selected.some(isOthers)
      ? 'only new leads of yours or unassigned'
      : 'only new leads';
    report(targets.length - failed, failed, skipped, 'marked as contacted', why);
  }

  const none = selected.length === 0;
  const busy = updateLeads.isPending;
  return (
    <DetailCard title="Quick Actions">
      <div className="flex flex-col gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {none
            ? 'Select leads in the table to assign or follow them up.'
            : `${selected.length} lead(s) selected.`}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" disabled={none || busy} onClick={() => void assignToMe()}>
            <UserCheck aria-hidden="true" />
            Assign Leads
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={none || busy}
            onClick={() => void followUp()}
          >
            <Send aria-hidden="true" />
            Send Follow-up
          </Button>
          <Button type="button" variant="outline" onClick={() => setReportOpen(true)}>
            <FileBarChart aria-hidden="true" />
            Generate Report
          </Button>
        </div>
      </div>
      <LeadReportDialog open={reportOpen} onClose={() => setReportOpen(false)} />
    </DetailCard>
  );
}
