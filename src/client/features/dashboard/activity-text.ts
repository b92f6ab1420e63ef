import type { AdminDashboard } from '@shared/leads/management';

type ActivityEvent = AdminDashboard['recent_activity'][number];

const STATUS_WORDS: Record<string, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  converted: 'Converted',
  lost: 'Lost',
};
const PRIORITY_WORDS: Record<string, string> = { high: 'High', medium: 'Medium', low: 'Low' };
const word = (words: Record<string, string>, value: string | null) =>
  (value && words[value]) ?? value ?? '—';

/**
 * One line of the dashboard's Recent Activity, without the lead's name (shown as its link):
 * 'Aoife Byrne marked as Contacted'. Assignment events carry user ids; `names` turns the known
 * ones into names.
 */
export function activityText(event: ActivityEvent, names: ReadonlyMap<number, string>): string {
  const actor = event.actor_name ?? (event.kind === 'created' ? 'New request' : 'Staff');
  switch (event.kind) {
    case 'created':
      return 'New quote request';
    case 'status':
      return `${actor} marked as ${word(STATUS_WORDS, event.to_value)}`;
    case 'priority':
      return `${actor} set priority to ${word(PRIORITY_WORDS, event.to_value)}`;
    case 'assigned': {
      if (event.to_value === null) return `${actor} unassigned it`;
      if (String(event.actor_id) === event.to_value) return `${actor} took it on`;
      const name = names.get(Number(event.to_value)) ?? `staff member #${event.to_value}`;
      return `${actor} assigned it to ${name}`;
    }
    case 'note':
      return `${actor} added a note`;
    case 'invited':
      return `${event.to_value ?? 'A company'} invited to quote`;
    case 'quoted':
      return `${event.to_value ?? 'A company'} sent a quote`;
    case 'declined':
      return `${event.to_value ?? 'A company'} declined to quote`;
    case 'chosen':
      return `Customer chose ${event.to_value ?? 'a quote'}`;
    case 'rated':
      return `Customer rated ${event.from_value ?? 'the company'} ${event.to_value ?? '?'}/5`;
    case 'no-quote-alert':
      return 'No quote yet: staff alerted';
    case 'skipped':
      return `${event.to_value ?? 'A company'} skipped: ${event.from_value ?? 'not available'}`;
    case 'anonymised':
      if (event.to_value === 'customer') return 'Customer erased their personal data';
      if (event.to_value === 'retention') return 'Anonymised after the retention period';
      return `${actor} erased the customer's personal data`;
  }
}
