import { FilterSelect } from '@/components/filter-select';
import { SearchInput } from '@/components/search-input';
import type { RoleFilter, StatusFilter, UserFilters } from '@/features/users/filter-users';

const roleOptions: { value: RoleFilter; label: string }[] = [
  { value: 'all', label: 'All Roles' },
  { value: '1', label: 'Admin' },
  { value: '2', label: 'Manager' },
  { value: '3', label: 'User' },
];

const statusOptions: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Status' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'pending', label: 'Pending' },
];

type UserFiltersBarProps = {
  filters: UserFilters;
  onChange: (filters: UserFilters) => void;
};

/**
 * Search over name, email and department, plus role and status filters
 * (docs/product.md#user-management).
 */
export function UserFiltersBar({ filters, onChange }: UserFiltersBarProps) {
  return (
    <div role="search" className="flex flex-col gap-3 md:flex-row md:items-center">
      <SearchInput
        aria-label="Search users"
        placeholder="Search by name, email or department..."
        value={filters.search}
        onChange={(event) => onChange({ ...filters, search: event.target.value })}
      />
      <FilterSelect
        label="Filter by role"
        className="md:w-40"
        value={filters.role}
        options={roleOptions}
        onChange={(role) => onChange({ ...filters, role: role as RoleFilter })}
      />
      <FilterSelect
        label="Filter by status"
        className="md:w-40"
        value={filters.status}
        options={statusOptions}
        onChange={(status) => onChange({ ...filters, status: status as StatusFilter })}
      />
    </div>
  );
}
