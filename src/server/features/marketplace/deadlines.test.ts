import { describe, expect, it } from 'vitest';
import {
  insuranceReminderDue,
  insuranceState,
  inviteDeadline,
  inviteReminderAt,
} from './deadlines';
import { addDays, irishTimeOn } from './link-rules';
import { invitationBar } from './matching';

const TODAY = '2027-03-14';
const config = { MATCH_WIDEN_AFTER_MINUTES: 60 };
const at = (iso: string) => new Date(iso);

describe('a company’s insurance state', () => {
  it.each([
    [31, 'valid'],
    [30, 'expiring'],
    [7, 'expiring'],
    [0, 'expiring'],
    [-1, 'expired'],
    [-40, 'expired'],
  ] as const)('%i days before the expiry day is %s', (days, state) => {
    expect(insuranceState(addDays(TODAY, days), TODAY)).toEqual({ state, days_left: days });
  });

  it('is expired exactly when matching stops inviting the company', () => {
    for (let days = -3; days <= 3; days += 1) {
      const expiresOn = addDays(TODAY, days);
      const barred = invitationBar({ status: 'verified', insurance_expires_on: expiresOn }, TODAY);
      expect(barred === 'insurance_expired').toBe(
        insuranceState(expiresOn, TODAY).state === 'expired',
      );
    }
  });

  it('counts calendar days across the change to summer time', () => {
    expect(insuranceState('2027-04-01', '2027-03-25').days_left).toBe(7);
  });
});

describe('which insurance reminder is due', () => {
  it.each([
    [31, null],
    [30, 'insurance_30'],
    [8, 'insurance_30'],
    [7, 'insurance_7'],
    [0, 'insurance_7'],
    [-1, null],
  ] as const)('%i days before the expiry: %s', (days, kind) => {
    expect(insuranceReminderDue(addDays(TODAY, days), TODAY)).toBe(kind);
  });
});

describe('an invitation’s deadline', () => {
  const lead = { date_of_travel: '2027-05-01' };

  it('is MATCH_WIDEN_AFTER_MINUTES after the invitation, reminded 30 minutes before', () => {
    const invite = { invited_at: at('2027-03-14T10:00:00Z') };
    expect(inviteDeadline(invite, lead, config)).toEqual(at('2027-03-14T11:00:00Z'));
    expect(inviteReminderAt(invite, lead, config)).toEqual(at('2027-03-14T10:30:00Z'));
    expect(inviteDeadline(invite, lead, { MATCH_WIDEN_AFTER_MINUTES: 240 })).toEqual(
      at('2027-03-14T14:00:00Z'),
    );
  });

  it('never falls after the travel day ends, when the link closes', () => {
    const sameDay = { date_of_travel: '2027-03-14' };
    const midnight = irishTimeOn('2027-03-15', 0);
    const lateEvening = { invited_at: at('2027-03-14T23:10:00Z') };
    expect(inviteDeadline(lateEvening, sameDay, config)).toEqual(midnight);
    expect(inviteReminderAt(lateEvening, sameDay, config)).toEqual(at('2027-03-14T23:30:00Z'));
    const tooLate = { invited_at: at('2027-03-14T23:40:00Z') };
    expect(inviteDeadline(tooLate, sameDay, config)).toEqual(midnight);
    expect(inviteReminderAt(tooLate, sameDay, config)).toBeNull();
  });

  it('has no reminder when the deadline is 30 minutes or less away', () => {
    const invite = { invited_at: at('2027-03-14T10:00:00Z') };
    expect(inviteReminderAt(invite, lead, { MATCH_WIDEN_AFTER_MINUTES: 30 })).toBeNull();
    expect(inviteReminderAt(invite, lead, { MATCH_WIDEN_AFTER_MINUTES: 31 })).toEqual(
      at('2027-03-14T10:01:00Z'),
    );
  });
});
