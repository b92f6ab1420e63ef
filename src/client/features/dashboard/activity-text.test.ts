import { describe, expect, it } from 'vitest';
import { activityText } from '@/features/dashboard/activity-text';

const event = {
  id: 1,
  lead_id: 4,
  lead_name: 'Mary Murphy',
  kind: 'status' as const,
  from_value: 'new',
  to_value: 'contacted',
  actor_id: 2,
  actor_name: 'Aoife Byrne',
  created_at: '2025-06-15T10:00:00Z',
};
const names = new Map([[3, 'Ciarán Walsh']]);

describe('activityText', () => {
  it('says who did what to the lead', () => {
    expect(activityText(event, names)).toBe('Aoife Byrne marked as Contacted');
    expect(activityText({ ...event, kind: 'priority', to_value: 'high' }, names)).toBe(
      'Aoife Byrne set priority to High',
    );
    expect(activityText({ ...event, kind: 'note', to_value: 'Rang them' }, names)).toBe(
      'Aoife Byrne added a note',
    );
    expect(
      activityText({ ...event, kind: 'created', actor_id: null, actor_name: null }, names),
    ).toBe('New quote request');
  });

  it('names assignees it knows and numbers the others', () => {
    const assigned = { ...event, kind: 'assigned' as const, from_value: null, to_value: '3' };
    expect(activityText(assigned, names)).toBe('Aoife Byrne assigned it to Ciarán Walsh');
    expect(activityText({ ...assigned, to_value: '9' }, names)).toBe(
      'Aoife Byrne assigned it to staff member #9',
    );
    expect(activityText({ ...assigned, to_value: null }, names)).toBe('Aoife Byrne unassigned it');
    expect(activityText({ ...assigned, to_value: '2' }, names)).toBe('Aoife Byrne took it on');
  });
});
