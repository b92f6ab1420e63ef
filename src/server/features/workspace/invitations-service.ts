import { irishToday } from '@shared/dates';
import { toPage } from '@shared/http';
import type {
  WorkspaceInvitation,
  WorkspaceInvitationPage,
  WorkspaceInvitationsQuery,
} from '@shared/workspace/invitations';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import {
  type InviteContext,
  countCompanyInvites,
  inviteDeadline,
  isTakingQuotes,
  listCompanyInviteContexts,
  listInviteQuotes,
  toRespondView,
} from '../marketplace';

/**
 * A company's invitations in its workspace (docs/product.md#workspace-invitations): what its
 * emailed link shows of each, built by the link's own functions, never another company's.
 */

export const INVITATION_NOT_FOUND = 'Invitation not found';

export type InvitationDeps = { db: Database; config: Pick<Config, 'MATCH_WIDEN_AFTER_MINUTES'> };

/** The link's status, or `closed` when a company still waiting or quoting can no longer answer. */
function invitationStatus({ invite, lead }: InviteContext, today: string) {
  const waiting = invite.status === 'invited' || invite.status === 'quoted';
  return waiting && !isTakingQuotes(lead, today) ? 'closed' : invite.status;
}

async function toInvitations(
  { db, config }: InvitationDeps,
  contexts: InviteContext[],
  today: string,
): Promise<WorkspaceInvitation[]> {
  const quotes = await listInviteQuotes(
    db,
    contexts.map(({ invite }) => invite.id),
  );
  return contexts.map((context) => ({
    ...toRespondView(context, quotes.get(context.invite.id) ?? null, today),
    id: context.invite.id,
    status: invitationStatus(context, today),
    invited_at: context.invite.invited_at.toISOString(),
    deadline: inviteDeadline(context.invite, context.lead, config).toISOString(),
  }));
}

/** A page of the company's invitations, newest first. */
export async function listCompanyInvitations(
  deps: InvitationDeps,
  operatorId: number,
  { page, per_page: perPage }: WorkspaceInvitationsQuery,
  today = irishToday(),
): Promise<WorkspaceInvitationPage> {
  const [contexts, total] = await Promise.all([
    listCompanyInviteContexts(deps.db, operatorId, {
      limit: perPage,
      offset: (page - 1) * perPage,
    }),
    countCompanyInvites(deps.db, operatorId),
  ]);
  return toPage(await toInvitations(deps, contexts, today), total, page, perPage);
}

/** One invitation of the company: another company's id is not found, like a missing one. */
export async function getCompanyInvitation(
  deps: InvitationDeps,
  operatorId: number,
  inviteId: number,
  today = irishToday(),
): Promise<WorkspaceInvitation> {
  const contexts = await listCompanyInviteContexts(deps.db, operatorId, { inviteId });
  const [invitation] = await toInvitations(deps, contexts, today);
  if (!invitation) throw notFound(INVITATION_NOT_FOUND);
  return invitation;
}
