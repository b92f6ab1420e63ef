import { OPERATOR_STATUSES, type OperatorStatus } from '@shared/marketplace/operators';
import { FilterSelect } from '@/components/filter-select';
import { SearchInput } from '@/components/search-input';
import type { OperatorFilters } from '@/features/marketplace/api';
import { operatorStatusLabels } from '@/features/marketplace/format';

const statusOptions = [
  { value: '', label: 'All statuses' },
  ...OPERATOR_STATUSES.map((value) => ({ value, label: operatorStatusLabels[value] })),
];

type OperatorFiltersBarProps = {
  /** What the search box shows now (the list follows a moment later). */
  search: string;
  status: OperatorFilters['status'];
  onSearch: (search: string) => void;
  onStatus: (status: OperatorFilters['status']) => void;
};

export function OperatorFiltersBar({
  search,
  status,
  onSearch,
  onStatus,
}: OperatorFiltersBarProps) {
  return (
    <div role="search" className="flex flex-col gap-3 md:flex-row md:items-center">
      <SearchInput
        aria-label="Search bus companies"
        placeholder="Search by company, contact, email or licence..."
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <FilterSelect
        label="Filter by status"
        value={status}
        options={statusOptions}
        onChange={(value) => onStatus(value as OperatorStatus | '')}
      />
    </div>
  );
}
