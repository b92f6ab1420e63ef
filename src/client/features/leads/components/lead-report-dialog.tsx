import { useQueries } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { LEAD_STATUSES } from '@shared/leads/leads';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { leadCountQueryOptions } from '@/features/leads/api';
import { formatDateTime } from '@/features/leads/format';
import { irishDateDaysAgo, type LeadFilterQuery } from '@/features/leads/list-params';
import { statusLabels } from '@/features/leads/workflow';

type ReportLine = { label: string; filters: LeadFilterQuery };

function reportLines(): ReportLine[] {
  return [
    { label: 'All leads', filters: {} },
    ...LEAD_STATUSES.map((status) => ({ label: statusLabels[status], filters: { status } })),
    { label: 'Pending (new, contacted or quoted)', filters: { status: 'pending' } },
    { label: 'Received in the last 7 days', filters: { date_from: irishDateDaysAgo(6) } },
    { label: 'Assigned to me', filters: { assigned_to: 'me' } },
    { label: 'Assigned to me and pending', filters: { assigned_to: 'me', status: 'pending' } },
    { label: 'Unassigned', filters: { assigned_to: 'none' } },
  ];
}

// While the report is open, print only the report (the page behind it is not part of it).
const PRINT_ONLY_REPORT = `@media print {
  #root, [data-slot='dialog-overlay'] { display: none !important; }
  [data-slot='dialog-footer'] { display: none !important; }
  [data-slot='dialog-content'] { position: static !important; transform: none !important;
    max-width: none !important; box-shadow: none !important; border: 0 !important; }
}`;

type LeadReportDialogProps = { open: boolean; onClose: () => void };

/** 'Generate Report': today's lead figures, counted by the server, ready to print. */
export function LeadReportDialog({ open, onClose }: LeadReportDialogProps) {
  const lines = reportLines();
  const counts = useQueries({
    queries: lines.map((line) => ({ ...leadCountQueryOptions(line.filters), enabled: open })),
  });
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent showCloseButton={false}>
        <style>{PRINT_ONLY_REPORT}</style>
        <DialogHeader>
          <DialogTitle>Lead Report</DialogTitle>
          <DialogDescription>
            Generated {formatDateTime(new Date().toISOString())}
          </DialogDescription>
        </DialogHeader>
        <table className="w-full text-sm">
          <caption className="sr-only">Leads by status and assignment</caption>
          <tbody>
            {lines.map((line, index) => (
              <tr key={line.label} className="border-b last:border-0">
                <th scope="row" className="py-1.5 text-left font-normal">
                  {line.label}
                </th>
                <td className="py-1.5 text-right font-semibold tabular-nums">
                  {counts[index]?.data ?? (counts[index]?.isError ? 'Unavailable' : '…')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button type="button" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
