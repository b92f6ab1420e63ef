import { useQuery } from '@tanstack/react-query';
import { CalendarDays, CircleCheck, Clock, Inbox } from 'lucide-react';
import { useState } from 'react';
import { leadPageQueryOptions } from '@/features/leads/api';
import { FilterSelect } from '@/components/filter-select';
import { LeadCountCards, type CountCard } from '@/features/leads/components/lead-count-cards';
import { Pagination } from '@/components/pagination';
import { LeadSearchBox } from '@/features/leads/components/lead-search-box';
import { ListLoadError } from '@/features/leads/components/list-load-error';
import { LeadsTable } from '@/features/leads/components/leads-table';
import { ManagerQuickActions } from '@/features/leads/components/manager-quick-actions';
import { ManagerRowActions } from '@/features/leads/components/manager-row-actions';
import { assigneeFilterOptions, statusFilterOptions } from '@/features/leads/filter-options';
import { useClampPage, useListParams } from '@/hooks/use-list-params';
import { usePageSelection } from '@/features/leads/hooks/use-page-selection';
import {
  DEFAULT_LIST_PARAMS,
  irishDateDaysAgo,
  parseListParams,
  sortedBy,
  type AssigneeFilter,
  type StatusFilter,
} from '@/features/leads/list-params';
import { ListSection } from '@/components/list-section';

function countCards(): CountCard[] {
  return [
    { label: 'Total Leads', icon: Inbox, filters: {}, hint: 'All quote requests' },
    {
      label: 'This Week',
      icon: CalendarDays,
      filters: { date_from: irishDateDaysAgo(6) },
      hint: 'Received in the last 7 days',
    },
    { label: 'Converted', icon: CircleCheck, filters: { status: 'converted' }, hint: 'Booked' },
    {
      label: 'Pending',
      icon: Clock,
      filters: { status: 'pending' },
      hint: 'New, contacted or quoted',
    },
  ];
}

/** /manager/leads (spec §2 Manager lead management), every figure and button live. */
export function ManagerLeadList({ viewerId }: { viewerId: number }) {
  const [params, update] = useListParams(parseListParams, DEFAULT_LIST_PARAMS);
  const page = useQuery(leadPageQueryOptions(params));
  const rows = page.data?.data;
  const [selected, setSelected] = usePageSelection(rows, page.isPlaceholderData);
  useClampPage(params.page, page.data?.last_page, page.isPlaceholderData, update);
  const [now] = useState(() => new Date());
  const [cards] = useState(countCards);

  return (
    <div className="flex flex-col gap-6">
      <LeadCountCards cards={cards} label="Lead summary" />
      <ManagerQuickActions
        selected={rows?.filter((lead) => selected.has(lead.id)) ?? []}
        viewerId={viewerId}
      />
      <ListSection title="Leads">
        <div role="search" className="flex flex-col gap-3 lg:flex-row lg:items-center">
          <LeadSearchBox value={params.search} onSearch={(search) => update({ search, page: 1 })} />
          <FilterSelect
            label="Filter by status"
            value={params.status}
            options={statusFilterOptions}
            onChange={(status) => update({ status: status as StatusFilter, page: 1 })}
          />
          <FilterSelect
            label="Filter by assignee"
            value={params.assigned_to}
            options={assigneeFilterOptions}
            onChange={(assigned) => update({ assigned_to: assigned as AssigneeFilter, page: 1 })}
          />
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
          renderActions={(lead) => <ManagerRowActions lead={lead} viewerId={viewerId} />}
        />
        {page.data && (
          <Pagination noun="leads" of={page.data} onPage={(number) => update({ page: number })} />
        )}
      </ListSection>
    </div>
  );
}
