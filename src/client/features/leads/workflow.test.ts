import { describe, expect, it } from 'vitest';
import { LEAD_STATUSES } from '@shared/leads/leads';
import { canBecome, statusOptions } from '@/features/leads/workflow';

describe('statusOptions', () => {
  it('offers the current status and then only the allowed next ones', () => {
    expect(statusOptions('new')).toEqual(['new', 'contacted', 'lost']);
    expect(statusOptions('contacted')).toEqual(['contacted', 'quoted', 'lost']);
    expect(statusOptions('quoted')).toEqual(['quoted', 'converted', 'lost']);
    expect(statusOptions('lost')).toEqual(['lost', 'new']);
  });

  it('offers nothing beyond the current status once a lead is converted', () => {
    expect(statusOptions('converted')).toEqual(['converted']);
  });

  it('never offers a skipped step', () => {
    for (const status of LEAD_STATUSES) {
      for (const option of statusOptions(status).slice(1)) {
        expect(canBecome(status, option)).toBe(true);
      }
    }
    expect(statusOptions('new')).not.toContain('converted');
  });
});

describe('canBecome', () => {
  it('follows the workflow one step at a time', () => {
    expect(canBecome('new', 'contacted')).toBe(true);
    expect(canBecome('new', 'quoted')).toBe(false);
    expect(canBecome('converted', 'lost')).toBe(false);
  });
});
