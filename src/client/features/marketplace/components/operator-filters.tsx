import { Search } from 'lucide-react';
import { OPERATOR_STATUSES, type OperatorStatus } from '@shared/marketplace/marketplace';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import type { OperatorFilters } from '@/features/marketplace/api';
import { operatorStatusLabels } from '@/features/marketplace/format';

/** Radix Select refuses '' as a value, so "every status" travels as this. */
const ALL = '__all__';

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
      <div className="relative flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Search bus companies"
          placeholder="Search by company, contact, email or licence..."
          className="pl-9"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <Select
        value={status || ALL}
        onValueChange={(value) => onStatus(value === ALL ? '' : (value as OperatorStatus))}
      >
        <SelectTrigger aria-label="Filter by status" className="w-full md:w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All statuses</SelectItem>
          {OPERATOR_STATUSES.map((value) => (
            <SelectItem key={value} value={value}>
              {operatorStatusLabels[value]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
