import type { Config } from '../../config';
import type { LeadRow } from '../leads';
import { addDays, irishTimeOn } from './link-rules';
import type { InviteRow } from './quotes-repository';

/**
 * The dates a company is held to (docs/product.md#reminders): its insurance's expiry, and each
 * invitation's quote deadline. Pure functions: the reminders job, the staff screens and the
 * company's workspace (banner, countdown) all judge by these.
 */

/** Insurance ending within this many days (the expiry day counts) is `expiring`. */
export const INSURANCE_EXPIRING_DAYS = 30;
/** The second, last insurance reminder: this many days or fewer before the expiry. */
export const INSURANCE_LAST_CALL_DAYS = 7;
/** An unanswered invitation is reminded this long before its deadline. */
export const INVITE_REMINDER_MINUTES = 30;

export type InsuranceState = {
  state: 'valid' | 'expiring' | 'expired';
  /** Days from today to the expiry day: 0 on the day itself (still insured), negative after. */
  days_left: number;
};

/** Whole days from one calendar date (YYYY-MM-DD) to another; negative when `to` is earlier. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * A company's insurance as of `today` (an Irish calendar date): expired the day after its expiry
 * date (matching stops then), expiring within INSURANCE_EXPIRING_DAYS, else valid.
 */
export function insuranceState(expiresOn: string, today: string): InsuranceState {
  const daysLeft = daysBetween(today, expiresOn);
  const state =
    daysLeft < 0 ? 'expired' : daysLeft <= INSURANCE_EXPIRING_DAYS ? 'expiring' : 'valid';
  return { state, days_left: daysLeft };
}

export type InsuranceReminderKind = 'insurance_30' | 'insurance_7';

/**
 * Which insurance reminder is due today: the 30-day one from 30 days before the expiry, the 7-day
 * one from 7 days before, through the expiry day. A day the job missed is caught up the next day;
 * a company first seen 5 days before its expiry gets only the 7-day one.
 */
export function insuranceReminderDue(
  expiresOn: string,
  today: string,
): InsuranceReminderKind | null {
  const { state, days_left: daysLeft } = insuranceState(expiresOn, today);
  if (state !== 'expiring') return null;
  return daysLeft <= INSURANCE_LAST_CALL_DAYS ? 'insurance_7' : 'insurance_30';
}

type DeadlineConfig = Pick<Config, 'MATCH_WIDEN_AFTER_MINUTES'>;

/**
 * When an invitation should be answered by: MATCH_WIDEN_AFTER_MINUTES after it was sent (then,
 * with too few quotes, matching invites more companies), but never after the travel day ends
 * (Irish midnight), when its link closes. Quoting stays open after the deadline while the lead
 * takes quotes; the deadline is what the company is reminded of and counts down to.
 */
export function inviteDeadline(
  invite: Pick<InviteRow, 'invited_at'>,
  lead: Pick<LeadRow, 'date_of_travel'>,
  config: DeadlineConfig,
): Date {
  const window = invite.invited_at.getTime() + config.MATCH_WIDEN_AFTER_MINUTES * 60_000;
  const linkCloses = irishTimeOn(addDays(lead.date_of_travel, 1), 0).getTime();
  return new Date(Math.min(window, linkCloses));
}

/**
 * When an unanswered invitation is reminded: INVITE_REMINDER_MINUTES before its deadline; null
 * when that is not after the invitation itself (a deadline less than that away needs no reminder).
 */
export function inviteReminderAt(
  invite: Pick<InviteRow, 'invited_at'>,
  lead: Pick<LeadRow, 'date_of_travel'>,
  config: DeadlineConfig,
): Date | null {
  const at = inviteDeadline(invite, lead, config).getTime() - INVITE_REMINDER_MINUTES * 60_000;
  return at > invite.invited_at.getTime() ? new Date(at) : null;
}
