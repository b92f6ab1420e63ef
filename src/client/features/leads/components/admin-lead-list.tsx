import { useQuery } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { StaffLead } from '@shared/leads/management';
import { Button } from '@/components/ui/button';
import { ListSection } from '@/components/list-section';
import { groupTypesQueryOptions } from '@/features/leads/api';
import { AdminLeadFilters } from '@/features/leads/components/admin-lead-filters';
import {
  BulkDeleteDialog,
  DeleteLeadDialog,
} from '@/features/leads/components/admin-delete-dialogs';
import { LeadListBody } from '@/features/leads/components/lead-list-body';
import { ViewLeadLink } from '@/features/leads/components/view-lead-link';
import { useExportLeads } from '@/features/leads/export';
import { useLeadList } from '@/features/leads/hooks/use-lead-list';
import { toFilterQuery } from '@/features/leads/list-params';
import { emptySelection } from '@/features/leads/selection';

/** /admin/leads (docs/product.md#lead-list), on live data. */
export function AdminLeadList() {
  const list = useLeadList();
  const { params, update, selected, setSelected } = list;
  const groupTypes = useQuery(groupTypesQueryOptions());
  const [deleting, setDeleting] = useState<StaffLead | null>(null);
  const [bulkDeleting, setBulkDeleting] = useState(false);
  const exporter = useExportLeads();
  const selectedIds = [...selected];

  const exporting = exporter.isPending ? exporter.variables : undefined;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground">Quote requests from every landing page.</p>
        <Button
          type="button"
          variant="outline"
          disabled={exporter.isPending}
          onClick={() => exporter.mutate({ filters: toFilterQuery(params) })}
        >
          <Download aria-hidden="true" />
          {exporting && 'filters' in exporting ? 'Exporting...' : 'Export Filtered'}
        </Button>
      </div>

      <ListSection title="Leads">
        <AdminLeadFilters params={params} groupTypes={groupTypes.data ?? []} onChange={update} />
        <div className="flex flex-wrap items-center gap-2" aria-label="Selected leads" role="group">
          <span className="text-sm text-muted-foreground" aria-live="polite">
            {selected.size} selected
          </span>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={selected.size === 0 || exporter.isPending}
            onClick={() => exporter.mutate({ ids: selectedIds })}
          >
            <Download aria-hidden="true" />
            {exporting && 'ids' in exporting ? 'Exporting...' : 'Export Selected'}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="destructive"
            disabled={selected.size === 0}
            onClick={() => setBulkDeleting(true)}
          >
            <Trash2 aria-hidden="true" />
            Delete Selected
          </Button>
        </div>
        <LeadListBody
          list={list}
          renderActions={(lead) => (
            <>
              <ViewLeadLink lead={lead} area="admin" />
              <Button
                type="button"
                size="sm"
                variant="ghost"
                className="text-destructive"
                aria-label={`Delete ${lead.full_name}`}
                onClick={() => setDeleting(lead)}
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            </>
          )}
        />
      </ListSection>

      <DeleteLeadDialog lead={deleting} onClose={() => setDeleting(null)} />
      <BulkDeleteDialog
        ids={selectedIds}
        open={bulkDeleting}
        onClose={() => setBulkDeleting(false)}
        onDeleted={() => setSelected(emptySelection)}
      />
    </div>
  );
}
