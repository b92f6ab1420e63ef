import { PAGE_SIZES } from '@shared/http';
import { LEAD_STATUSES } from '@shared/leads/leads';
import type { FilterOption } from '@/components/filter-select';
import { statusLabels } from '@/features/leads/workflow';

export const statusFilterOptions: readonly FilterOption[] = [
  { value: '', label: 'All Statuses' },
  { value: 'pending', label: 'Pending' },
  ...LEAD_STATUSES.map((status) => ({ value: status, label: statusLabels[status] })),
];

export const unmatchedFilterOptions: readonly FilterOption[] = [
  { value: '', label: 'Matched or not' },
  { value: 'true', label: 'Unmatched only' },
];

export const assigneeFilterOptions: readonly FilterOption[] = [
  { value: '', label: 'All Leads' },
  { value: 'me', label: 'Assigned to me' },
  { value: 'none', label: 'Unassigned' },
];

export const pageSizeOptions: readonly FilterOption[] = PAGE_SIZES.map((size) => ({
  value: String(size),
  label: `${size} per page`,
}));

/** 'All Groups' and the configured group types, plus the current one if the URL names another. */
export function groupFilterOptions(groupTypes: readonly string[], current: string): FilterOption[] {
  const types = current && !groupTypes.includes(current) ? [...groupTypes, current] : groupTypes;
  return [
    { value: '', label: 'All Groups' },
    ...types.map((type) => ({ value: type, label: type })),
  ];
}
