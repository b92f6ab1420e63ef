import { z } from 'zod';
import { positiveDbIntSchema } from '../http';
import { operatorStatusSchema } from './operators';

/**
 * Staff inviting bus companies to a lead by hand (docs/product.md#inviting-companies-by-hand):
 * every company with its verdict for the lead, and the invitation of the ones staff pick.
 */

/** Why automatic matching would not invite a company to this lead. */
export const CANDIDATE_PROBLEMS = [
  'already_invited',
  'not_verified',
  'suspended',
  'insurance_expired',
  'outside_area',
  'too_small',
  'unavailable',
  'not_garda_vetted',
] as const;
export type CandidateProblem = (typeof CANDIDATE_PROBLEMS)[number];

/**
 * Problems that stop staff too: a company may be invited by hand outside the area, size and
 * availability rules only (staff may know it can hire in a vehicle).
 */
export const BLOCKING_PROBLEMS: readonly CandidateProblem[] = [
  'already_invited',
  'not_verified',
  'suspended',
  'insurance_expired',
];

export const candidateSchema = z.object({
  operator_id: z.number().int(),
  company_name: z.string(),
  base_location: z.string(),
  status: operatorStatusSchema,
  /** Automatic matching would invite it (it qualifies and was not invited yet). */
  matches: z.boolean(),
  /** Staff may invite it: verified, not suspended, insured today and not invited yet. */
  can_invite: z.boolean(),
  /** Why it matches ('serves Cork; 49-seat Coach; …') or why not ('suspended; too small: …'). */
  reason: z.string(),
  problems: z.array(z.object({ code: z.enum(CANDIDATE_PROBLEMS), text: z.string() })),
});
export type Candidate = z.infer<typeof candidateSchema>;

/** GET /api/bus-quote/:id/candidates: matching companies first (best first), then the rest. */
export const leadCandidatesSchema = z.object({
  /** The pick-up county matching worked out, or null when the place was not recognised. */
  pickup_county: z.string().nullable(),
  candidates: z.array(candidateSchema),
});
export type LeadCandidates = z.infer<typeof leadCandidatesSchema>;

export const MAX_INVITES_AT_ONCE = 50;

/** POST /api/bus-quote/:id/invitations. */
export const inviteCompaniesSchema = z.object({
  operator_ids: z
    .array(positiveDbIntSchema, { error: 'Choose the companies to invite' })
    .min(1, 'Choose at least one company')
    .max(MAX_INVITES_AT_ONCE, `Invite at most ${MAX_INVITES_AT_ONCE} companies at once`),
});
export type InviteCompaniesInput = z.infer<typeof inviteCompaniesSchema>;

const companyRefSchema = z.object({ operator_id: z.number().int(), company_name: z.string() });

/** What an invitation by hand did: who was invited, and who was skipped (invited before). */
export const inviteCompaniesResultSchema = z.object({
  invited: z.array(companyRefSchema),
  already_invited: z.array(companyRefSchema),
});
export type InviteCompaniesResult = z.infer<typeof inviteCompaniesResultSchema>;
