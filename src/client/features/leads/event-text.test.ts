import { describe, expect, it } from 'vitest';
import type { LeadEvent } from '@shared/leads/management';
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
    const system = { actor_id: null, actor_name: null, to_value: null };
    expect(actorText({ ...system, kind: 'created' })).toBe('Customer');
    expect(actorText({ ...system, kind: 'status' })).toBe('A former staff member');
  });

  it('names the company or the matching for marketplace events', () => {
    const event = { ...base, actor_id: null, actor_name: null };
    const invited = {
      ...event,
      kind: 'invited' as const,
      to_value: 'Cork Coaches',
      from_value: 'serves Cork',
    };
    expect(actorText(invited)).toBe('Matching');
    expect(eventText(invited, names)).toBe('invited Cork Coaches to quote (serves Cork)');
    const quoted = {
      ...event,
      kind: 'quoted' as const,
      to_value: 'Cork Coaches',
      from_value: '850.00',
    };
    expect(actorText(quoted)).toBe('Cork Coaches');
    expect(eventText(quoted, names)).toBe('sent a quote of €850.00');
    const chosen = {
      ...event,
      kind: 'chosen' as const,
      to_value: 'Cork Coaches',
      from_value: '850.00',
    };
    expect(actorText(chosen)).toBe('Customer');
    expect(eventText(chosen, names)).toBe('chose the quote from Cork Coaches (€850.00)');
    const skipped = {
      ...event,
      kind: 'skipped' as const,
      to_value: 'Cork Coaches',
      from_value: 'fully booked on Fri 12 Mar 2027',
    };
    expect(actorText(skipped)).toBe('Matching');
    expect(eventText(skipped, names)).toBe('skipped Cork Coaches: fully booked on Fri 12 Mar 2027');
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
