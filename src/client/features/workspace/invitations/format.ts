import type { WorkspaceInvitationStatus } from '@shared/workspace/invitations';
import { inviteStatusLabels } from '@/features/marketplace';

/** The link's words for each status, and `Closed` for a request no longer taking quotes. */
export const invitationStatusLabels: Record<WorkspaceInvitationStatus, string> = {
  ...inviteStatusLabels,
  closed: 'Closed',
};

const MINUTE = 60_000;

/**
 * The countdown to an invitation's deadline (docs/product.md#workspace-invitations):
 * `2 h 14 min left to quote`, `1 day 3 h left to quote`, `Deadline passed`. Whole minutes left,
 * rounded down, so it never promises time that is not there.
 */
export function describeTimeLeft(deadline: string, now: number): string {
  const left = Date.parse(deadline) - now;
  if (left <= 0) return 'Deadline passed';
  const minutes = Math.floor(left / MINUTE);
  if (minutes < 1) return 'Less than a minute left to quote';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const parts = [
    days > 0 && `${days} ${days === 1 ? 'day' : 'days'}`,
    hours > 0 && `${hours} h`,
    days === 0 && minutes % 60 > 0 && `${minutes % 60} min`,
  ].filter(Boolean);
  return `${parts.join(' ')} left to quote`;
}

/** The countdown shows while the company may still be first to answer: invited, the request open. */
export const isAwaitingQuote = (invitation: { status: WorkspaceInvitationStatus; open: boolean }) =>
  invitation.status === 'invited' && invitation.open;
