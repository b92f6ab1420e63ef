import { z } from 'zod';
import { companyRoleSchema, createUserSchema } from '../users/users';

/**
 * The company's team (docs/product.md#team): its owner invites dispatchers by email and removes
 * them; everyone in the company sees who is on it.
 */

export const COMPANY_ROLE_LABELS: Record<z.infer<typeof companyRoleSchema>, string> = {
  owner: 'Owner',
  dispatcher: 'Dispatcher',
};

export const EMAIL_IN_USE = 'This email is already in use';
export const OWNER_ONLY_TEAM = "Only your company's owner can change the team";
export const CANNOT_REMOVE_YOURSELF = 'You cannot remove yourself';
export const LAST_OWNER = "Your company's last owner cannot be removed";
export const TEAMMATE_NOT_FOUND = 'Teammate not found';
export const ALREADY_JOINED = 'They have already set a password and can sign in';

export const teammateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  company_role: companyRoleSchema,
  /** 'pending' until the invited person sets a password from the emailed link. */
  status: z.enum(['active', 'inactive', 'pending']),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type Teammate = z.infer<typeof teammateSchema>;
export const teamSchema = z.object({
  data: z.array(teammateSchema),
  /** Who is asking: the page marks them and offers the owner's actions only to an owner. */
  your_id: z.number().int(),
  your_role: companyRoleSchema,
});
export type Team = z.infer<typeof teamSchema>;

/** `POST /operator/team`: the new dispatcher's name and email, checked as staff accounts are. */
export const inviteTeammateSchema = createUserSchema.pick({ name: true, email: true });
export type InviteTeammate = z.input<typeof inviteTeammateSchema>;
export const teammateCreatedSchema = z.object({ teammate: teammateSchema });
