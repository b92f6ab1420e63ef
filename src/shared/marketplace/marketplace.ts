import { z } from 'zod';
import { positiveDbIntSchema } from '../http';
import { isRealDate } from '../leads/leads';
import { multiLine } from '../text-fields';

/**
 * The marketplace contract (issue #10): bus companies ("operators"), the invitations a lead sends
 * them, their quotes, and the customer's choice and rating. Shared by the server's routes and the
 * client's screens, so both validate with the same rules.
 */

/** The 32 counties of the island of Ireland, as the gazetteer names them. */
export const COUNTIES = [
  'Antrim',
  'Armagh',
  'Carlow',
  'Cavan',
  'Clare',
  'Cork',
  'Donegal',
  'Down',
  'Dublin',
  'Fermanagh',
  'Galway',
  'Kerry',
  'Kildare',
  'Kilkenny',
  'Laois',
  'Leitrim',
  'Limerick',
  'Londonderry',
  'Longford',
  'Louth',
  'Mayo',
  'Meath',
  'Monaghan',
  'Offaly',
  'Roscommon',
  'Sligo',
  'Tipperary',
  'Tyrone',
  'Waterford',
  'Westmeath',
  'Wexford',
  'Wicklow',
] as const;
export const countySchema = z.enum(COUNTIES, { error: 'Choose one of the 32 counties' });
export type County = z.infer<typeof countySchema>;

export const OPERATOR_STATUSES = ['pending', 'verified', 'suspended'] as const;
export const operatorStatusSchema = z.enum(OPERATOR_STATUSES);
export type OperatorStatus = z.infer<typeof operatorStatusSchema>;

export const VEHICLE_TYPES = [
  'Minibus',
  'Midi coach',
  'Coach',
  'Executive coach',
  'Double-decker',
] as const;
export const AMENITIES = ['wheelchair', 'toilet', 'wifi', 'luggage'] as const;
export const amenitySchema = z.enum(AMENITIES);
export type Amenity = z.infer<typeof amenitySchema>;
export const AMENITY_LABELS: Record<Amenity, string> = {
  wheelchair: 'Wheelchair access',
  toilet: 'Toilet',
  wifi: 'Wi-Fi',
  luggage: 'Luggage space',
};

/** One kind of vehicle a company runs: e.g. two 49-seat coaches with a toilet and Wi-Fi. */
export const fleetVehicleSchema = z.object({
  type: z.string().trim().min(1, 'Vehicle type is required').max(60),
  seats: z.number().int().min(1, 'Seats must be at least 1').max(100, 'Seats must be at most 100'),
  count: z.number().int().min(1).max(500).default(1),
  amenities: z.array(amenitySchema).max(AMENITIES.length).default([]),
});
export type FleetVehicle = z.infer<typeof fleetVehicleSchema>;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')
  .refine(isRealDate, 'Not a real date');

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null);

/** What an admin sends to create or edit a bus company. */
export const operatorInputSchema = z.object({
  company_name: z.string().trim().min(1, 'Company name is required').max(200),
  contact_name: z.string().trim().min(1, 'Contact name is required').max(200),
  email: z.email('Enter a valid email address').max(254),
  phone: z.string().trim().min(6, 'Enter a phone number').max(40),
  website: z
    .string()
    .trim()
    .max(300)
    .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), {
      message: 'Website must start with http:// or https://',
    })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null),
  /** Road Passenger Transport Operator licence number (NTA). */
  licence_number: z.string().trim().min(1, 'Licence number is required').max(60),
  insurance_expires_on: isoDate,
  base_location: z.string().trim().min(1, 'Base location is required').max(200),
  base_county: countySchema,
  base_lat: z.number().min(51.2).max(55.5),
  base_lng: z.number().min(-10.8).max(-5.3),
  counties: z.array(countySchema).min(1, 'Choose at least one county').max(COUNTIES.length),
  fleet: z.array(fleetVehicleSchema).min(1, 'Add at least one vehicle').max(50),
  notes: multiLine(optionalText(5000)),
});
export type OperatorInput = z.input<typeof operatorInputSchema>;
export type ValidOperatorInput = z.output<typeof operatorInputSchema>;

/** A base place's county or coordinates, null until a place is picked from the suggestions. */
function pickedPlaceFact<T extends z.ZodType>(fact: T) {
  return fact.nullable().transform((value, context) => {
    if (value !== null) return value;
    context.addIssue({ code: 'custom', message: 'Choose the base location from the suggestions' });
    return z.NEVER;
  });
}

/**
 * The admin's company form: the same contract, with the base place's facts null while the
 * typed base has not been picked from the suggestions (the place search fills all three).
 */
export const operatorFormSchema = operatorInputSchema.extend({
  base_county: pickedPlaceFact(countySchema),
  base_lat: pickedPlaceFact(operatorInputSchema.shape.base_lat),
  base_lng: pickedPlaceFact(operatorInputSchema.shape.base_lng),
});
export type OperatorFormValues = z.input<typeof operatorFormSchema>;

/** A bus company as staff see it. */
export const operatorSchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  contact_name: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string().nullable(),
  licence_number: z.string(),
  insurance_expires_on: z.string(),
  /** True when the insurance date has passed: such a company is never matched. */
  insurance_expired: z.boolean(),
  base_location: z.string(),
  base_county: countySchema,
  base_lat: z.number(),
  base_lng: z.number(),
  counties: z.array(countySchema),
  fleet: z.array(fleetVehicleSchema),
  notes: z.string().nullable(),
  status: operatorStatusSchema,
  verified_at: z.string().nullable(),
  verified_by: z.number().int().nullable(),
  verified_by_name: z.string().nullable(),
  /** Average customer rating (1–5, one decimal), null until rated. */
  rating: z.number().nullable(),
  rating_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Operator = z.infer<typeof operatorSchema>;
export const operatorListSchema = z.object({ data: z.array(operatorSchema) });

export const INVITE_STATUSES = ['invited', 'quoted', 'declined', 'chosen', 'not_chosen'] as const;
export const inviteStatusSchema = z.enum(INVITE_STATUSES);
export type InviteStatus = z.infer<typeof inviteStatusSchema>;

export const PRICE_MAX_EUR = 100_000;

/** What a company sends from its link: a quote in euro including VAT. */
export const quoteInputSchema = z.object({
  price_eur: z
    .number({ error: 'Enter the total price in euro' })
    .positive('Price must be more than €0')
    .max(PRICE_MAX_EUR, `Price must be at most €${PRICE_MAX_EUR.toLocaleString('en-IE')}`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: 'Price can have at most two decimals',
    }),
  vehicle_type: z.string().trim().min(1, 'Vehicle is required').max(60),
  seats: z.number().int().min(1, 'Seats must be at least 1').max(1000),
  includes_driver: z.boolean().default(true),
  includes_tolls: z.boolean().default(false),
  includes_parking: z.boolean().default(false),
  includes_waiting_time: z.boolean().default(false),
  valid_until: isoDate,
  notes: multiLine(optionalText(2000)),
});
export type QuoteInput = z.input<typeof quoteInputSchema>;
export type ValidQuoteInput = z.output<typeof quoteInputSchema>;

export const declineInputSchema = z.object({
  reason: multiLine(z.string().trim().min(1, 'Tell us why (a few words are enough)').max(1000)),
});
export type DeclineInput = z.infer<typeof declineInputSchema>;

/** A quote as staff and the customer see it. */
export const quoteSchema = z.object({
  id: z.number().int(),
  lead_id: z.number().int(),
  operator_id: z.number().int(),
  company_name: z.string(),
  licence_number: z.string(),
  verified: z.boolean(),
  rating: z.number().nullable(),
  rating_count: z.number().int(),
  price_eur: z.number(),
  price_per_passenger_eur: z.number(),
  vehicle_type: z.string(),
  seats: z.number().int(),
  includes_driver: z.boolean(),
  includes_tolls: z.boolean(),
  includes_parking: z.boolean(),
  includes_waiting_time: z.boolean(),
  valid_until: z.string(),
  notes: z.string().nullable(),
  /** How many times the company has revised it (1 = first version). */
  revision: z.number().int(),
  status: inviteStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** The journey as a company sees it before being chosen: no customer contact details. */
export const journeySchema = z.object({
  pickup_location: z.string(),
  dropoff_location: z.string(),
  date_of_travel: z.string(),
  pickup_time: z.string(),
  is_return_trip: z.boolean(),
  return_date: z.string().nullable(),
  return_time: z.string().nullable(),
  group_type: z.string(),
  number_of_people: z.number().int(),
  distance: z.number(),
  vehicle_selected: z.string().nullable(),
  additional_info: z.string(),
});
export type Journey = z.infer<typeof journeySchema>;

export const customerContactSchema = z.object({
  full_name: z.string(),
  email: z.string(),
  mobile_number: z.string(),
});

/** GET /api/respond/:token — what a company's link shows. */
export const respondViewSchema = z.object({
  company_name: z.string(),
  journey: journeySchema,
  status: inviteStatusSchema,
  /** The lead still takes quotes (not chosen, not closed, before the travel date). */
  open: z.boolean(),
  quote: quoteSchema.nullable(),
  decline_reason: z.string().nullable(),
  /** Revealed only to the chosen company. */
  customer: customerContactSchema.nullable(),
});
export type RespondView = z.infer<typeof respondViewSchema>;

/** GET /api/quotes/:token — the customer's comparison page. */
export const comparisonViewSchema = z.object({
  journey: journeySchema,
  customer_first_name: z.string(),
  invited: z.number().int(),
  replied: z.number().int(),
  quotes: z.array(quoteSchema),
  chosen_quote_id: z.number().int().nullable(),
  /** True once the travel date has passed and no rating was given. */
  can_rate: z.boolean(),
  rating: z.object({ score: z.number().int(), comment: z.string().nullable() }).nullable(),
});
export type ComparisonView = z.infer<typeof comparisonViewSchema>;

export const chooseQuoteSchema = z.object({ quote_id: positiveDbIntSchema });
export const ratingInputSchema = z.object({
  score: z.number().int().min(1, 'Choose 1 to 5 stars').max(5, 'Choose 1 to 5 stars'),
  comment: multiLine(optionalText(2000)),
});
export type ValidRatingInput = z.output<typeof ratingInputSchema>;

/** An invitation as staff see it on the lead's page. */
export const inviteSchema = z.object({
  id: z.number().int(),
  operator_id: z.number().int(),
  company_name: z.string(),
  wave: z.number().int(),
  reason: z.string(),
  status: inviteStatusSchema,
  decline_reason: z.string().nullable(),
  invited_at: z.string(),
  responded_at: z.string().nullable(),
});
export type Invite = z.infer<typeof inviteSchema>;

/** GET /api/bus-quote/:id/quotes (staff). */
export const leadQuotesSchema = z.object({
  invites: z.array(inviteSchema),
  quotes: z.array(quoteSchema),
});
export type LeadQuotes = z.infer<typeof leadQuotesSchema>;

/** Euro from cents and back, rounding to the cent. */
export const centsToEur = (cents: number) => cents / 100;
export const eurToCents = (eur: number) => Math.round(eur * 100);
