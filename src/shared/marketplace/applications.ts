import { z } from 'zod';
import { multiLine } from '../text-fields';
import { operatorFormSchema, operatorInputSchema, operatorSchema } from './operators';

/**
 * A bus company's own application (issue #20, docs/product.md#for-bus-companies): the same
 * company JSON an admin sends to `POST /operators`, plus what only an application carries. Shared
 * by the public form and `POST /operators/applications`, so both check with the same rules.
 */

/**
 * The operator licence number's check. The Road Passenger Transport Operator Licence has no
 * published number format and no public register, so the check is deliberately loose: 4 to 20
 * characters, letters and digits with single spaces, hyphens or slashes between them, at least
 * one digit. An admin reads the licence document itself before approving.
 */
export const LICENCE_NUMBER_PATTERN = /^[A-Za-z0-9]+(?:[ /-][A-Za-z0-9]+)*$/;
export const LICENCE_NUMBER_MESSAGE =
  'Enter the licence number as it is printed: 4–20 letters and digits';
export const licenceNumberSchema = z
  .string()
  .trim()
  .min(1, 'Licence number is required')
  .max(20, LICENCE_NUMBER_MESSAGE)
  .refine(
    (value) => value.length >= 4 && LICENCE_NUMBER_PATTERN.test(value) && /\d/.test(value),
    LICENCE_NUMBER_MESSAGE,
  );

/** The licence number two applications are compared by: upper case, separators dropped. */
export const licenceKey = (licence: string) => licence.toUpperCase().replace(/[^A-Z0-9]/g, '');

export const GARDA_VETTED_MESSAGE = 'Say whether your drivers are Garda-vetted';

const applicationFields = {
  licence_number: licenceNumberSchema,
  garda_vetted: z.boolean({ error: GARDA_VETTED_MESSAGE }),
  terms_accepted: z.literal(true, { error: 'Accept the partner terms to apply' }),
};

/** The `data` field of `POST /operators/applications`. */
export const applicationInputSchema = operatorInputSchema.extend(applicationFields);
export type ApplicationInput = z.input<typeof applicationInputSchema>;
export type ValidApplicationInput = z.output<typeof applicationInputSchema>;

/** The public form: the admin company form's rules plus the application's own fields. */
export const applicationFormSchema = operatorFormSchema.extend({
  ...applicationFields,
  // Neither answer is picked until the applicant picks one.
  garda_vetted: z
    .boolean({ error: GARDA_VETTED_MESSAGE })
    .nullable()
    .transform((value, context) => {
      if (value !== null) return value;
      context.addIssue({ code: 'custom', message: GARDA_VETTED_MESSAGE });
      return z.NEVER;
    }),
  terms_accepted: z
    .boolean()
    .refine((value) => value, 'Accept the partner terms to apply')
    .transform(() => true as const),
});
export type ApplicationFormValues = z.input<typeof applicationFormSchema>;

/** The two documents an application carries, by their multipart field names. */
export const DOCUMENT_KINDS = ['insurance_certificate', 'operator_licence'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  insurance_certificate: 'Insurance certificate',
  operator_licence: 'Operator licence',
};
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** How long the emailed confirmation link works. */
export const CONFIRM_LINK_HOURS = 48;

export const ALREADY_APPLIED =
  'An application with this email or licence number already exists. We will be in touch.';
export const CONFIRM_LINK_NOT_VALID = 'This link is not valid or has already been used';
export const CONFIRM_LINK_EXPIRED = 'This link has expired. Please apply again.';

export const applicationCreatedSchema = z.object({ message: z.string() });

export const confirmApplicationSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, CONFIRM_LINK_NOT_VALID),
});

const staffText = (required: string) =>
  multiLine(z.string().trim().min(1, required).max(2000, 'At most 2000 characters'));
export const rejectApplicationSchema = z.object({ reason: staffText('Give a reason') });
export const requestInfoSchema = z.object({ message: staffText('Write what you need') });

export const APPLICATION_DECISIONS = ['pending', 'info_requested', 'approved', 'rejected'] as const;
export const applicationDecisionSchema = z.enum(APPLICATION_DECISIONS);
export type ApplicationDecision = z.infer<typeof applicationDecisionSchema>;

export const operatorDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  content_type: z.enum(DOCUMENT_TYPES),
  file_name: z.string(),
  size: z.number().int(),
  created_at: z.string(),
});
export type OperatorDocument = z.infer<typeof operatorDocumentSchema>;

export const historyEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  detail: z.string().nullable(),
  /** The staff member's name; null when the applicant did it. */
  actor_name: z.string().nullable(),
  created_at: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** One application in the admin queue: the company, the application's facts, its documents. */
export const pendingApplicationSchema = z.object({
  operator: operatorSchema,
  garda_vetted: z.boolean(),
  decision: applicationDecisionSchema,
  confirmed_at: z.string(),
  documents: z.array(operatorDocumentSchema),
  history: z.array(historyEntrySchema),
});
export type PendingApplication = z.infer<typeof pendingApplicationSchema>;
export const pendingApplicationListSchema = z.object({ data: z.array(pendingApplicationSchema) });
export const historyListSchema = z.object({ data: z.array(historyEntrySchema) });
