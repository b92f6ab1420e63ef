import type { ReactNode } from 'react';
import type { StaffLead } from '@shared/leads/management';
import { Pagination } from '@/components/pagination';
import { LeadsTable } from '@/features/leads/components/leads-table';
import { ListLoadError } from '@/features/leads/components/list-load-error';
import type { LeadList } from '@/features/leads/hooks/use-lead-list';
import { sortedBy } from '@/features/leads/list-params';

type LeadListBodyProps = { list: LeadList; renderActions: (lead: StaffLead) => ReactNode };

/** A lead list's table and paging, or why the page could not be fetched. */
export function LeadListBody({ list, renderActions }: LeadListBodyProps) {
  const { params, update, page, rows, selected, setSelected, now, countExactly } = list;
  return (
    <>
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
        renderActions={renderActions}
      />
      {page.data && (
        <Pagination
          noun="leads"
          of={page.data}
          onPage={(number) => update({ page: number })}
          onCountExactly={countExactly}
        />
      )}
    </>
  );
}
