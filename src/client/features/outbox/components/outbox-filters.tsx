import { PAGE_SIZES } from '@shared/leads/management';
import { MESSAGE_STATUSES, type MessageStatus } from '@shared/outbox/outbox';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { statusLabels } from '@/features/outbox/format';
import type { OutboxListParams } from '@/features/outbox/list-params';

/** Radix Select refuses '' as a value, so "every status" travels as this. */
const ALL = '__all__';

type OutboxFiltersProps = {
  params: OutboxListParams;
  onChange: (patch: Partial<OutboxListParams>) => void;
};

/** The status filter and the page size; either change goes back to page 1. */
export function OutboxFilters({ params, onChange }: OutboxFiltersProps) {
  return (
    <div role="search" className="flex flex-col gap-3 md:flex-row md:items-center">
      <Select
        value={params.status || ALL}
        onValueChange={(value) =>
          onChange({ status: value === ALL ? '' : (value as MessageStatus), page: 1 })
        }
      >
        <SelectTrigger aria-label="Filter by status" className="w-full md:w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All Statuses</SelectItem>
          {MESSAGE_STATUSES.map((status) => (
            <SelectItem key={status} value={status}>
              {statusLabels[status]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select
        value={String(params.per_page)}
        onValueChange={(size) => onChange({ per_page: Number(size), page: 1 })}
      >
        <SelectTrigger aria-label="Messages per page" className="w-full md:w-36">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {PAGE_SIZES.map((size) => (
            <SelectItem key={size} value={String(size)}>
              {size} per page
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
