import { CalendarDays, CircleCheck, Clock, Inbox } from 'lucide-react';
import { useState } from 'react';
import { FilterSelect } from '@/components/filter-select';
import { ListSection } from '@/components/list-section';
import { LeadCountCards, type CountCard } from '@/features/leads/components/lead-count-cards';
import { LeadListBody } from '@/features/leads/components/lead-list-body';
import { LeadSearchBox } from '@/features/leads/components/lead-search-box';
import { ManagerQuickActions } from '@/features/leads/components/manager-quick-actions';
import { ManagerRowActions } from '@/features/leads/components/manager-row-actions';
import { assigneeFilterOptions, statusFilterOptions } from '@/features/leads/filter-options';
import { useLeadList } from '@/features/leads/hooks/use-lead-list';
import {
  irishDateDaysAgo,
  type AssigneeFilter,
  type StatusFilter,
} from '@/features/leads/list-params';

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

/** /manager/leads (docs/product.md#manager-lead-list), every figure and button live. */
export function ManagerLeadList({ viewerId }: { viewerId: number }) {
  const list = useLeadList();
  const { params, update, rows, selected } = list;
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
        <LeadListBody
          list={list}
          renderActions={(lead) => <ManagerRowActions lead={lead} viewerId={viewerId} />}
        />
      </ListSection>
    </div>
  );
}
