import { PAGE_SIZES } from '@shared/http';
import { MESSAGE_STATUSES, type MessageStatus } from '@shared/outbox/outbox';
import { FilterSelect } from '@/components/filter-select';
import { statusLabels } from '@/features/outbox/format';
import type { OutboxListParams } from '@/features/outbox/list-params';

const statusOptions = [
  { value: '', label: 'All Statuses' },
  ...MESSAGE_STATUSES.map((status) => ({ value: status, label: statusLabels[status] })),
];
const sizeOptions = PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} per page` }));

type OutboxFiltersProps = {
  params: OutboxListParams;
  onChange: (patch: Partial<OutboxListParams>) => void;
};

/** The status filter and the page size; either change goes back to page 1. */
export function OutboxFilters({ params, onChange }: OutboxFiltersProps) {
  return (
    <div role="search" className="flex flex-col gap-3 md:flex-row md:items-center">
      <FilterSelect
        label="Filter by status"
        value={params.status}
        options={statusOptions}
        onChange={(status) => onChange({ status: status as MessageStatus | '', page: 1 })}
      />
      <FilterSelect
        label="Messages per page"
        className="md:w-36"
        value={String(params.per_page)}
        options={sizeOptions}
        onChange={(size) => onChange({ per_page: Number(size), page: 1 })}
      />
    </div>
  );
}
