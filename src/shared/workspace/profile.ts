import { z } from 'zod';
import {
  GARDA_VETTED_MESSAGE,
  licenceNumberSchema,
  operatorDocumentSchema,
} from '../marketplace/applications';
import { operatorFormSchema, operatorInputSchema, operatorSchema } from '../marketplace/operators';
import { RECHECK_FIELDS, companyChangeSchema } from '../marketplace/operator-changes';
import { companyRoleSchema } from '../users/users';

/**
 * The company's own profile in its workspace (docs/product.md#profile): the admin's company form
 * and the application's rules, less the staff-only notes. A new name, licence number, insurance
 * date or document waits for an admin's re-check; the rest applies at once.
 */

/** Only the company's owner changes these; a dispatcher edits the rest. */
export const OWNER_ONLY_FIELDS = [...RECHECK_FIELDS, 'vat_status', 'garda_vetted'] as const;
export const OWNER_ONLY_MESSAGE = "Only your company's owner can change this";

export const LICENCE_IN_USE = 'This licence number is already in use';
export const COMPANY_EMAIL_IN_USE = 'This email is already in use';

const gardaVetted = z.boolean({ error: GARDA_VETTED_MESSAGE });

/** Every profile field, as the company's form checks it before sending the changed ones. */
export const companyProfileInputSchema = operatorInputSchema.omit({ notes: true }).extend({
  licence_number: licenceNumberSchema,
  garda_vetted: gardaVetted,
});

/**
 * `PATCH /operator/company`: only the fields that change. Unwrapping the defaults keeps an edit
 * that does not name the website or VAT setting from resetting them.
 */
export const companyProfilePatchSchema = companyProfileInputSchema.partial().extend({
  website: operatorInputSchema.shape.website.unwrap().optional(),
  vat_status: operatorInputSchema.shape.vat_status.unwrap().optional(),
});
export type CompanyProfilePatch = z.output<typeof companyProfilePatchSchema>;

/** The profile page's form: the admin form's base-place rules; Garda vetting may be unanswered. */
export const companyProfileFormSchema = operatorFormSchema.omit({ notes: true }).extend({
  licence_number: licenceNumberSchema,
  garda_vetted: gardaVetted.nullable(),
});
export type CompanyProfileFormValues = z.input<typeof companyProfileFormSchema>;
export type ValidCompanyProfileForm = z.output<typeof companyProfileFormSchema>;

/** The insurance as matching sees it (the server's `insuranceState`), for the banner. */
export const insuranceStateSchema = z.object({
  state: z.enum(['valid', 'expiring', 'expired']),
  /** Days from today to the expiry date: 0 on the day itself, negative once past. */
  days_left: z.number().int(),
});

export const companyProfileSchema = z.object({
  /** The company as staff see it, less their notes, verifier and rating; plus Garda vetting. */
  company: operatorSchema
    .pick({
      id: true,
      company_name: true,
      contact_name: true,
      email: true,
      phone: true,
      website: true,
      licence_number: true,
      insurance_expires_on: true,
      base_location: true,
      base_county: true,
      base_lat: true,
      base_lng: true,
      counties: true,
      fleet: true,
      vat_status: true,
      status: true,
    })
    .extend({
      /** Null when the company was added by staff and never said. */
      garda_vetted: z.boolean().nullable(),
    }),
  insurance: insuranceStateSchema,
  /** The documents an admin has accepted. */
  documents: z.array(operatorDocumentSchema),
  pending_change: companyChangeSchema.nullable(),
  /** The most recent decided change, so a rejection's reason reaches the company. */
  last_decision: companyChangeSchema.nullable(),
  /** The signed-in user's role in the company: what the page lets them change. */
  your_role: companyRoleSchema,
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;
