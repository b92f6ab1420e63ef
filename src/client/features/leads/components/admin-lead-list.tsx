import { useQuery } from '@tanstack/react-query';
import { Download, Eye, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { StaffLead } from '@shared/leads/management';
import { Button } from '@/components/ui/button';
import { groupTypesQueryOptions, leadPageQueryOptions } from '@/features/leads/api';
import { AdminLeadFilters } from '@/features/leads/components/admin-lead-filters';
import {
  BulkDeleteDialog,
  DeleteLeadDialog,
} from '@/features/leads/components/admin-delete-dialogs';
import { Pagination } from '@/components/pagination';
import { ListLoadError } from '@/features/leads/components/list-load-error';
import { LeadsTable } from '@/features/leads/components/leads-table';
import { useExportLeads } from '@/features/leads/export';
import { useClampPage, useListParams } from '@/hooks/use-list-params';
import { usePageSelection } from '@/features/leads/hooks/use-page-selection';
import { leadPath } from '@/features/leads/lead-paths';
import {
  DEFAULT_LIST_PARAMS,
  parseListParams,
  sortedBy,
  toFilterQuery,
} from '@/features/leads/list-params';
import { emptySelection } from '@/features/leads/selection';
import { ListSection } from '@/components/list-section';

/** /admin/leads (spec §2 Lead list), on live data. */
export function AdminLeadList() {
  const [params, update] = useListParams(parseListParams, DEFAULT_LIST_PARAMS);
  const page = useQuery(leadPageQueryOptions(params));
  const groupTypes = useQuery(groupTypesQueryOptions());
  const rows = page.data?.data;
  const [selected, setSelected] = usePageSelection(rows, page.isPlaceholderData);
  const [deleting, setDeleting] = useState<StaffLead | null>(null);
  const [bulkDeleting, setBulkDeleting] = useState(false);
  const exporter = useExportLeads();
  // One reference time per visit, so "Today"/"Yesterday" don't shift between renders.
  const [now] = useState(() => new Date());
  const selectedIds = [...selected];
  useClampPage(params.page, page.data?.last_page, page.isPlaceholderData, update);

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
        {page.isError && <ListLoadError error={page.error} onRetry={() => void page.refetch()} />}
        <LeadsTable
          rows={rows}
          loading={page.isPending}
          busy={page.isFetching}
          sort={params}
          onSort={(column) => update(sortedBy(params, column))}
          selected={selected}
          onSelectedChange={setSelected}
          now={now}
          renderActions={(lead) => (
            <>
              <Button asChild size="sm" variant="outline">
                <Link to={leadPath('admin', lead.id)} aria-label={`View ${lead.full_name}`}>
                  <Eye aria-hidden="true" />
                  View
                </Link>
              </Button>
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
        {page.data && (
          <Pagination noun="leads" of={page.data} onPage={(number) => update({ page: number })} />
        )}
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
