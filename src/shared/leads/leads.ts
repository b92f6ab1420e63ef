import { z } from 'zod';
import { DATE_INPUT_MESSAGE, TIME_PATTERN, isRealDate } from '../dates';
import { isWithinIreland } from '../places/places';
import { multiLine } from '../text-fields';
import { GARDA_VETTED_ONLY_FOR_CHILDREN, isChildrenGroup } from './garda-vetting';
import { itineraryDaysSchema } from '../trips/itinerary';
import { leadItinerarySchema } from '../trips/lead-itinerary';

export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'converted', 'lost'] as const;
export const leadStatusSchema = z.enum(LEAD_STATUSES);
export type LeadStatus = z.infer<typeof leadStatusSchema>;
export const leadPrioritySchema = z.enum(['high', 'medium', 'low']);
export type LeadPriority = z.infer<typeof leadPrioritySchema>;

export const MAX_PEOPLE = 1000;
export const MAX_DISTANCE_KM = 5000;

/** `1 person`, `40 people`: a group's size in a sentence. */
export const formatPeople = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

/** Digits with optional spaces, brackets, dashes and a leading +; 7 to 15 digits in all. */
export function isPlausiblePhone(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** NUL and other control characters (tab and newlines allowed) have no place in a quote request. */
const hasNoControlCharacters = (value: string) =>
  ![...value].some((char) => {
    const code = char.charCodeAt(0);
    return code < 32 && char !== '\t' && char !== '\n' && char !== '\r';
  });

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .refine(hasNoControlCharacters, 'Contains characters that are not allowed');

const requiredText = (max: number, label: string) => text(max).min(1, `${label} is required`);

// The API takes YYYY-MM-DD; the message is worded for the forms, which send what a person typed
// as dd/mm/yyyy converted (docs/product.md#dates).
const dateText = z.string().refine(isRealDate, DATE_INPUT_MESSAGE);
const timeText = z.string().regex(TIME_PATTERN, 'Enter a time as HH:MM');
const coordinate = (min: number, max: number) => z.number().min(min).max(max).nullish();

/**
 * The quote request as the public form sends it (docs/product.md#lead-fields). Unknown fields are
 * dropped. `website` is a honeypot no person fills; `form_elapsed_ms` is how long the form was
 * open — both only mark spam, they are never stored.
 */
export const leadRequestSchema = z
  .object({
    full_name: requiredText(120, 'Full Name'),
    email: text(254).pipe(z.email('Enter a valid email address')),
    mobile_number: requiredText(30, 'Mobile Number').refine(
      isPlausiblePhone,
      'Enter a phone number of 7 to 15 digits',
    ),
    pickup_location: requiredText(200, 'Pick-up Location'),
    dropoff_location: requiredText(200, 'Drop-off Location'),
    pickup_lat: coordinate(-90, 90),
    pickup_lng: coordinate(-180, 180),
    dropoff_lat: coordinate(-90, 90),
    dropoff_lng: coordinate(-180, 180),
    date_of_travel: dateText,
    pickup_time: timeText,
    group_type: requiredText(60, 'Type of Group'),
    vehicle_selected: text(100)
      .nullish()
      .transform((value) => value || null),
    additional_info: multiLine(text(2000)).default(''),
    number_of_people: z
      .number({ error: 'Number of People must be a whole number' })
      .int('Number of People must be a whole number')
      .min(1, 'Number of People must be at least 1')
      .max(MAX_PEOPLE, `Number of People must be at most ${MAX_PEOPLE}`),
    distance: z.number().min(0).max(MAX_DISTANCE_KM).default(0),
    is_return_trip: z.boolean().default(false),
    return_date: dateText.nullish(),
    return_time: timeText.nullish(),
    slug: text(200).default('/'),
    /**
     * Days with stops and waits (docs/product.md#itinerary); without it the one-way/return fields
     * above are the trip. With it they still say where the trip starts and when, for the lists.
     */
    itinerary: itineraryDaysSchema.optional(),
    /** Only for a school or youth group (docs/product.md#garda-vetted-drivers). */
    garda_vetted_required: z.boolean().default(false),
    // Whatever a bot types in the honeypot only marks the lead as spam.
    website: multiLine(z.string().max(500)).optional(),
    form_elapsed_ms: z.number().int().min(0).max(604_800_000).optional(),
  })
  .superRefine((lead, ctx) => {
    // A stop the gazetteer cannot place in Ireland is not a trip we arrange (docs/product.md#itinerary).
    lead.itinerary?.forEach((day, d) =>
      day.stops.forEach((stop, s) => {
        if (!isWithinIreland(stop)) {
          ctx.addIssue({
            code: 'custom',
            path: ['itinerary', d, 'stops', s],
            message: 'Choose a place in Ireland or Northern Ireland',
          });
        }
      }),
    );
    if (lead.garda_vetted_required && !isChildrenGroup(lead.group_type)) {
      ctx.addIssue({
        code: 'custom',
        path: ['garda_vetted_required'],
        message: GARDA_VETTED_ONLY_FOR_CHILDREN,
      });
    }
    const firstDay = lead.itinerary?.[0];
    if (firstDay && firstDay.date !== lead.date_of_travel) {
      ctx.addIssue({
        code: 'custom',
        path: ['itinerary', 0, 'date'],
        message: 'The first day must be the Date of Travel',
      });
    }
    if (!lead.is_return_trip) return;
    if (!lead.return_date)
      ctx.addIssue({
        code: 'custom',
        path: ['return_date'],
        message: 'Return Date is required for a return trip',
      });
    if (!lead.return_time)
      ctx.addIssue({
        code: 'custom',
        path: ['return_time'],
        message: 'Return Time is required for a return trip',
      });
    if (lead.return_date && lead.return_date < lead.date_of_travel) {
      ctx.addIssue({
        code: 'custom',
        path: ['return_date'],
        message: 'Return Date cannot be before the Date of Travel',
      });
    }
  })
  .transform((lead) => ({
    ...lead,
    return_date: lead.is_return_trip ? (lead.return_date ?? null) : null,
    return_time: lead.is_return_trip ? (lead.return_time ?? null) : null,
    itinerary: lead.itinerary ?? null,
  }));
export type LeadRequest = z.input<typeof leadRequestSchema>;
export type ValidLeadRequest = z.output<typeof leadRequestSchema>;

/**
 * Who asks, the route and the pick-up as plain values, unchecked: a stored lead holds them so and
 * the request form's inputs too (`request-form.ts`).
 */
export const leadContactAndRouteFields = {
  full_name: z.string(),
  email: z.string(),
  mobile_number: z.string(),
  pickup_location: z.string(),
  dropoff_location: z.string(),
  pickup_lat: z.number().nullable(),
  pickup_lng: z.number().nullable(),
  dropoff_lat: z.number().nullable(),
  dropoff_lng: z.number().nullable(),
  date_of_travel: z.string(),
  pickup_time: z.string(),
};

/** A stored lead as the API returns it: the request as the customer sent it plus the workflow fields. */
export const leadSchema = z.object({
  id: z.number().int(),
  ...leadContactAndRouteFields,
  group_type: z.string(),
  vehicle_selected: z.string().nullable(),
  additional_info: z.string(),
  number_of_people: z.number().int(),
  distance: z.number(),
  is_return_trip: z.boolean(),
  return_date: z.string().nullable(),
  return_time: z.string().nullable(),
  slug: z.string(),
  /** The trip as days and stops, a plain request's too (docs/product.md#itinerary). */
  itinerary: leadItinerarySchema,
  garda_vetted_required: z.boolean(),
  /** `CH-7K3Q9`: how customers, companies and staff name the request (docs/product.md#references). */
  reference: z.string(),
  status: leadStatusSchema,
  priority: leadPrioritySchema,
  assigned_to: z.number().int().nullable(),
  /** When the customer's personal data was erased (docs/product.md#my-requests-and-privacy). */
  anonymised_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

/**
 * The answer to `POST /bus-quote`: the stored lead and the path of the customer's comparison page
 * (`/quotes/{token}`), which the thank-you page links to (docs/product.md#thank-you-page).
 */
export const leadReceiptSchema = leadSchema.extend({ quotes_path: z.string() });
export type LeadReceipt = z.infer<typeof leadReceiptSchema>;
