import { FilterSelect } from '@/components/filter-select';
import { LeadSearchBox } from '@/features/leads/components/lead-search-box';
import {
  groupFilterOptions,
  pageSizeOptions,
  statusFilterOptions,
  unmatchedFilterOptions,
} from '@/features/leads/filter-options';
import type { LeadListParams, StatusFilter, UnmatchedFilter } from '@/features/leads/list-params';

type AdminLeadFiltersProps = {
  params: LeadListParams;
  groupTypes: readonly string[];
  onChange: (patch: Partial<LeadListParams>) => void;
};

/** Search, the group, status and matching filters and the page size (docs/product.md#lead-list). */
export function AdminLeadFilters({ params, groupTypes, onChange }: AdminLeadFiltersProps) {
  return (
    <div role="search" className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <LeadSearchBox value={params.search} onSearch={(search) => onChange({ search, page: 1 })} />
      <FilterSelect
        label="Filter by group"
        value={params.group_type}
        options={groupFilterOptions(groupTypes, params.group_type)}
        onChange={(group_type) => onChange({ group_type, page: 1 })}
      />
      <FilterSelect
        label="Filter by status"
        value={params.status}
        options={statusFilterOptions}
        onChange={(status) => onChange({ status: status as StatusFilter, page: 1 })}
      />
      <FilterSelect
        label="Filter by matching"
        value={params.unmatched}
        options={unmatchedFilterOptions}
        onChange={(unmatched) => onChange({ unmatched: unmatched as UnmatchedFilter, page: 1 })}
      />
      <FilterSelect
        label="Leads per page"
        className="md:w-36"
        value={String(params.per_page)}
        options={pageSizeOptions}
        onChange={(size) => onChange({ per_page: Number(size), page: 1 })}
      />
    </div>
  );
}
