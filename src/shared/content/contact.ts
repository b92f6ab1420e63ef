import { z } from 'zod';
import { pageQueryFields, pageSchema } from '../http';
import { isPlausiblePhone } from '../leads/leads';
import { multiLine } from '../text-fields';

/**
 * The contact page (docs/product.md#contact-page): the details the admin keeps (a settings
 * record, docs/decisions/028-contact-details-as-a-settings-record.md) and the message form.
 */

const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);

/** Each detail may be empty: the page leaves out what is not given. */
export const contactDetailsSchema = z.object({
  address: multiLine(text(300)).default(''),
  phone: text(40)
    .refine(
      (value) => value === '' || isPlausiblePhone(value),
      'Enter a phone number of 7 to 15 digits',
    )
    .default(''),
  email: text(254)
    .refine(
      (value) => value === '' || z.email().safeParse(value).success,
      'Enter a valid email address',
    )
    .default(''),
  opening_hours: multiLine(text(300)).default(''),
});
export type ContactDetails = z.output<typeof contactDetailsSchema>;

/** Nothing stored yet: the page shows the message form alone. */
export const EMPTY_CONTACT_DETAILS: ContactDetails = {
  address: '',
  phone: '',
  email: '',
  opening_hours: '',
};

/** `GET /contact`: the details and their version (which a save names, as page saves do). */
export const contactPageSchema = z.object({
  details: contactDetailsSchema,
  version: z.number().int(),
});
export type ContactPage = z.infer<typeof contactPageSchema>;

/** `PUT /contact` (admin): a save naming an older version is refused with 409. */
export const saveContactDetailsSchema = z.object({
  details: contactDetailsSchema,
  version: z.number().int().min(0).optional(),
});
export type SaveContactDetails = z.input<typeof saveContactDetailsSchema>;

/**
 * A message from the contact page. `website` is a honeypot and `form_elapsed_ms` how long the
 * form was open, as on the quote form: they only mark spam and are never stored.
 */
export const contactMessageInputSchema = z.object({
  name: text(120).min(1, 'Name is required'),
  email: text(254).min(1, 'Email is required').pipe(z.email('Enter a valid email address')),
  phone: text(30)
    .refine(
      (value) => value === '' || isPlausiblePhone(value),
      'Enter a phone number of 7 to 15 digits',
    )
    .default(''),
  message: multiLine(text(5000).min(1, 'Message is required')),
  website: multiLine(z.string().max(500)).optional(),
  form_elapsed_ms: z.number().int().min(0).max(604_800_000).optional(),
});
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;
export type ValidContactMessageInput = z.output<typeof contactMessageInputSchema>;

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
  handled_by_name: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const CONTACT_MESSAGE_STATES = ['open', 'handled', 'all'] as const;

export const contactMessageListQuerySchema = z.object({
  ...pageQueryFields,
  /** `open` (not yet handled, the default), `handled` or `all`. */
  state: z.enum(CONTACT_MESSAGE_STATES).default('open'),
});

export const contactMessagePageSchema = pageSchema(contactMessageSchema);

/** `PATCH /contact/messages/{id}`: mark handled, or open again. */
export const contactMessageUpdateSchema = z.object({ handled: z.boolean() });
