import { z } from 'zod';
import { pageQueryFields, pageSchema } from '../http';
import { INVITE_STATUSES, respondViewSchema } from '../marketplace/quotes';

/**
 * The company's invitations in its workspace (docs/product.md#workspace-invitations): each is what
 * the emailed `/respond/{token}` link shows, with the invitation's id, when it came and the
 * deadline to quote.
 */

/** The link's statuses, plus `closed`: still invited or quoted, but the request takes no quotes. */
export const WORKSPACE_INVITATION_STATUSES = [...INVITE_STATUSES, 'closed'] as const;
export const workspaceInvitationStatusSchema = z.enum(WORKSPACE_INVITATION_STATUSES);
export type WorkspaceInvitationStatus = z.infer<typeof workspaceInvitationStatusSchema>;

export const workspaceInvitationSchema = respondViewSchema.extend({
  id: z.number().int(),
  status: workspaceInvitationStatusSchema,
  invited_at: z.string(),
  /** When more companies are invited if too few have quoted (ISO): the countdown's end. */
  deadline: z.string(),
});
export type WorkspaceInvitation = z.infer<typeof workspaceInvitationSchema>;

/** GET /api/operator/invitations?page=&per_page= */
export const workspaceInvitationsQuerySchema = z.object(pageQueryFields);
export type WorkspaceInvitationsQuery = z.infer<typeof workspaceInvitationsQuerySchema>;

/** A page of the company's invitations, newest first. */
export const workspaceInvitationPageSchema = pageSchema(workspaceInvitationSchema);
export type WorkspaceInvitationPage = z.infer<typeof workspaceInvitationPageSchema>;
