import { LEAD_TRANSITIONS } from '@shared/leads/management';
import type { LeadPriority, LeadStatus } from '@shared/leads/leads';

export const statusLabels = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  converted: 'Converted',
  lost: 'Lost',
} as const satisfies Record<LeadStatus, string>;

export const priorityLabels = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
} as const satisfies Record<LeadPriority, string>;

export const PRIORITIES: readonly LeadPriority[] = ['high', 'medium', 'low'];

/**
 * What the status control offers: the current status first, then only the statuses the
 * workflow allows next (the server refuses any other with a 422).
 */
export function statusOptions(current: LeadStatus): LeadStatus[] {
  return [current, ...LEAD_TRANSITIONS[current]];
}

export function canBecome(from: LeadStatus, to: LeadStatus): boolean {
  return LEAD_TRANSITIONS[from].includes(to);
}
