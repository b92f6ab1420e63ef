import type { LeadEvent } from '@shared/leads/management';
import { LEAD_STATUSES, type LeadPriority, type LeadStatus } from '@shared/leads/leads';
import { priorityLabels, statusLabels } from '@/features/leads/workflow';

/** Names of staff by id, for the assignment events (which store user ids). */
export type StaffNames = ReadonlyMap<number, string>;

const isStatus = (value: string | null): value is LeadStatus =>
  (LEAD_STATUSES as readonly (string | null)[]).includes(value);
const isPriority = (value: string | null): value is LeadPriority =>
  value === 'high' || value === 'medium' || value === 'low';

const statusText = (value: string | null) =>
  isStatus(value) ? statusLabels[value] : (value ?? '—');
const priorityText = (value: string | null) =>
  isPriority(value) ? priorityLabels[value] : (value ?? '—');

function staffName(value: string | null, names: StaffNames): string {
  if (value === null) return 'nobody';
  return names.get(Number(value)) ?? `staff member #${value}`;
}

/** Who erased a request's personal data, and why (docs/product.md#my-requests-and-privacy). */
function anonymisedText(by: string | null): string {
  if (by === 'customer') return 'erased their personal data from this request';
  if (by === 'retention')
    return 'anonymised the request: its trip ended longer ago than the retention period';
  return "erased the customer's personal data on their request";
}

/** Who did it: the staff member's name, or the system for the request's arrival. */
export function actorText(
  event: Pick<LeadEvent, 'kind' | 'actor_id' | 'actor_name' | 'to_value'>,
): string {
  if (event.actor_name) return event.actor_name;
  if (event.kind === 'created' || event.kind === 'chosen' || event.kind === 'rated')
    return 'Customer';
  if (event.kind === 'quoted' || event.kind === 'declined') return event.to_value ?? 'A company';
  if (event.kind === 'invited' || event.kind === 'no-quote-alert' || event.kind === 'skipped')
    return 'Matching';
  if (event.kind === 'anonymised' && event.to_value === 'customer') return 'Customer';
  if (event.kind === 'anonymised' && event.to_value === 'retention') return 'Retention';
  return event.actor_id === null ? 'A former staff member' : `Staff member #${event.actor_id}`;
}

/** What happened, as a sentence without its subject: 'changed the status from New to Contacted'. */
export function eventText(event: LeadEvent, names: StaffNames): string {
  switch (event.kind) {
    case 'created':
      return 'sent the quote request';
    case 'status':
      return `changed the status from ${statusText(event.from_value)} to ${statusText(event.to_value)}`;
    case 'priority':
      return `changed the priority from ${priorityText(event.from_value)} to ${priorityText(event.to_value)}`;
    case 'assigned':
      if (event.to_value === null)
        return `unassigned the lead from ${staffName(event.from_value, names)}`;
      return event.actor_id !== null && String(event.actor_id) === event.to_value
        ? 'assigned the lead to themselves'
        : `assigned the lead to ${staffName(event.to_value, names)}`;
    case 'note':
      return 'added a note';
    case 'invited':
      return `invited ${event.to_value ?? 'a company'} to quote (${event.from_value ?? 'matched'})`;
    case 'quoted':
      return `sent a quote of €${event.from_value ?? '?'}`;
    case 'declined':
      return `declined to quote: ${event.from_value ?? 'no reason given'}`;
    case 'chosen':
      return `chose the quote from ${event.to_value ?? 'a company'} (€${event.from_value ?? '?'})`;
    case 'rated':
      return `rated ${event.from_value ?? 'the company'} ${event.to_value ?? '?'} out of 5`;
    case 'no-quote-alert':
      return 'alerted staff: no quote has arrived yet';
    case 'skipped':
      return `skipped ${event.to_value ?? 'a company'}: ${event.from_value ?? 'not available'}`;
    case 'anonymised':
      return anonymisedText(event.to_value);
  }
}

/** Every id → name the page knows: staff accounts, the events' actors, the current assignee. */
export function collectStaffNames(
  sources: { id: number | null; name: string | null }[],
): Map<number, string> {
  const names = new Map<number, string>();
  for (const { id, name } of sources) if (id !== null && name) names.set(id, name);
  return names;
}
