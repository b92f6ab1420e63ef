import { z } from 'zod';

/**
 * role_id values (docs/product.md#roles): 1 admin, 2 manager, 3 a plain user, 4 a bus-company
 * user (bound to one company, docs/product.md#company-accounts).
 */
export const ROLE_IDS = { admin: 1, manager: 2, user: 3, company: 4 } as const;
/** The roles an admin may give in User Management: company users come from their company. */
export const roleIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: 'Role must be 1 (admin), 2 (manager) or 3 (user)',
});
/** Every role an account may hold, as the API reports it. */
export const accountRoleIdSchema = z.union([roleIdSchema, z.literal(ROLE_IDS.company)]);
export type RoleId = z.infer<typeof accountRoleIdSchema>;

/** A company user's part in their company: the owner manages the team, dispatchers work. */
export const COMPANY_ROLES = ['owner', 'dispatcher'] as const;
export const companyRoleSchema = z.enum(COMPANY_ROLES);
export type CompanyRole = z.infer<typeof companyRoleSchema>;
/** Roles that may enter the back office (docs/product.md#roles). */
export const STAFF_ROLE_IDS: readonly RoleId[] = [ROLE_IDS.admin, ROLE_IDS.manager];

export const userStatusSchema = z.enum(['active', 'inactive', 'pending']);
export type UserStatus = z.infer<typeof userStatusSchema>;

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

/** A user as the API returns it; the password hash never leaves the server. */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role_id: accountRoleIdSchema,
  phone: z.string().nullable(),
  department: z.string().nullable(),
  status: userStatusSchema,
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const createUserSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  email: z.string().trim().max(254).pipe(z.email('Enter a valid email address')),
  password: passwordSchema,
  role_id: roleIdSchema,
  phone: optionalText(40),
  department: optionalText(120),
  status: userStatusSchema.default('active'),
});
export type CreateUserInput = z.input<typeof createUserSchema>;

/**
 * Every field optional; a password, when given, replaces the old one. Changing one's own
 * password or email needs `current_password` too; a new email of one's own takes effect only
 * once confirmed from that address (an admin changing someone else's applies it at once).
 */
export const updateUserSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120).optional(),
  email: z.string().trim().max(254).pipe(z.email('Enter a valid email address')).optional(),
  password: passwordSchema.optional(),
  current_password: z.string().max(PASSWORD_MAX).optional(),
  role_id: roleIdSchema.optional(),
  phone: optionalText(40).optional(),
  department: optionalText(120).optional(),
  status: userStatusSchema.optional(),
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;

export const CURRENT_PASSWORD_REQUIRED =
  'Enter your current password to change your password or email';
export const CURRENT_PASSWORD_WRONG = 'The current password is not correct';

/** An edit's answer: the user as saved, and the address waiting for its confirmation, if any. */
export const updateUserResponseSchema = userSchema.extend({
  /** A new email of one's own, sent a confirmation link; the account keeps `email` until then. */
  pending_email: z.string().nullable(),
});
export type UpdateUserResponse = z.infer<typeof updateUserResponseSchema>;

/** How long the link confirming a new email works. */
export const EMAIL_CHANGE_LINK_HOURS = 24;
