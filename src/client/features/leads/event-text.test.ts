import { describe, expect, it } from 'vitest';
import type { LeadEvent } from '@shared/lead-management';
import { actorText, collectStaffNames, eventText } from '@/features/leads/event-text';

const base: LeadEvent = {
  id: 1,
  lead_id: 9,
  kind: 'status',
  from_value: 'new',
  to_value: 'contacted',
  actor_id: 2,
  actor_name: 'Ciarán Walsh',
  created_at: '2025-06-15T10:00:00Z',
};
const names = new Map([[2, 'Ciarán Walsh']]);

describe('lead history wording', () => {
  it('describes each kind of change', () => {
    expect(eventText(base, names)).toBe('changed the status from New to Contacted');
    expect(
      eventText({ ...base, kind: 'priority', from_value: 'medium', to_value: 'high' }, names),
    ).toBe('changed the priority from Medium to High');
    expect(eventText({ ...base, kind: 'note', from_value: null, to_value: 'Rang' }, names)).toBe(
      'added a note',
    );
    expect(eventText({ ...base, kind: 'created', actor_id: null, actor_name: null }, names)).toBe(
      'sent the quote request',
    );
  });

  it('names the assignee from the ids the history stores', () => {
    const assigned = { ...base, kind: 'assigned' as const, from_value: null, to_value: '2' };
    expect(eventText({ ...assigned, actor_id: 1 }, names)).toBe(
      'assigned the lead to Ciarán Walsh',
    );
    expect(eventText(assigned, names)).toBe('assigned the lead to themselves');
    expect(eventText({ ...assigned, actor_id: 1, to_value: '7' }, names)).toBe(
      'assigned the lead to staff member #7',
    );
    expect(eventText({ ...assigned, from_value: '2', to_value: null }, names)).toBe(
      'unassigned the lead from Ciarán Walsh',
    );
  });

  it('says who acted, even when the account is gone', () => {
    expect(actorText(base)).toBe('Ciarán Walsh');
    expect(actorText({ kind: 'created', actor_id: null, actor_name: null })).toBe('Customer');
    expect(actorText({ kind: 'status', actor_id: null, actor_name: null })).toBe(
      'A former staff member',
    );
  });

  it('collects names, ignoring unknown ids and empty names', () => {
    const collected = collectStaffNames([
      { id: 1, name: 'Aoife' },
      { id: null, name: 'Nobody' },
      { id: 3, name: null },
    ]);
    expect([...collected]).toEqual([[1, 'Aoife']]);
  });
});
