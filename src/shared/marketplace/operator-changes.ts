import { z } from 'zod';
import { operatorDocumentSchema, rejectApplicationSchema } from './applications';
import { isoDate, operatorSchema } from './operators';

/**
 * A company's own change of the facts an admin checks (docs/product.md#profile): requested from
 * its workspace profile, approved or rejected from the Bus Companies screen.
 */

/** Facts an admin checks again before they count (docs/decisions/035-company-profile-re-check.md). */
export const RECHECK_FIELDS = ['company_name', 'licence_number', 'insurance_expires_on'] as const;
export type RecheckField = (typeof RECHECK_FIELDS)[number];
export const RECHECK_LABELS: Record<RecheckField, string> = {
  company_name: 'Company name',
  licence_number: 'Operator licence number',
  insurance_expires_on: 'Insurance expiry date',
};

export const recheckValuesSchema = z.object({
  company_name: z.string().optional(),
  licence_number: z.string().optional(),
  insurance_expires_on: isoDate.optional(),
});
export type RecheckValues = z.infer<typeof recheckValuesSchema>;

/** A change waiting for an admin, or the last one decided. */
export const companyChangeSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  changes: recheckValuesSchema,
  documents: z.array(operatorDocumentSchema),
  requested_by_name: z.string().nullable(),
  requested_at: z.string(),
  reason: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type CompanyChange = z.infer<typeof companyChangeSchema>;

/** One company's pending change in the admin queue, beside the values it would replace. */
export const pendingChangeSchema = z.object({
  operator: operatorSchema,
  change: companyChangeSchema,
});
export type PendingChange = z.infer<typeof pendingChangeSchema>;
export const pendingChangeListSchema = z.object({ data: z.array(pendingChangeSchema) });

export const CHANGE_NOT_FOUND = 'Change request not found';
export const CHANGE_ALREADY_DECIDED = 'This change has already been decided';
export const CHANGE_MOVED_ON =
  'The company has added to this change since you opened it. Reload to see it before deciding.';

/** The version the admin saw: a change the company added to since is not decided blind. */
export const approveChangeSchema = z.object({ version: z.number().int().min(1) });
export const rejectChangeSchema = approveChangeSchema.extend({
  reason: rejectApplicationSchema.shape.reason,
});
