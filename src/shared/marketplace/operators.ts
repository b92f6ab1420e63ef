import { z } from 'zod';
import { DATE_INPUT_MESSAGE, isRealDate } from '../dates';
import { multiLine } from '../text-fields';
import { DEFAULT_VAT_STATUS, vatStatusSchema } from './vat';

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

/** A date sent as YYYY-MM-DD; its message speaks to the person who typed dd/mm/yyyy. */
export const isoDate = z.string().refine(isRealDate, DATE_INPUT_MESSAGE);

/** One kind of vehicle a company runs: e.g. two 49-seat coaches with a toilet and Wi-Fi. */
export const fleetVehicleSchema = z.object({
  type: z.string().trim().min(1, 'Vehicle type is required').max(60),
  seats: z.number().int().min(1, 'Seats must be at least 1').max(100, 'Seats must be at most 100'),
  count: z.number().int().min(1).max(500).default(1),
  amenities: z.array(amenitySchema).max(AMENITIES.length).default([]),
  /** When the Garda vehicle licence runs out (valid 3 years); optional, absent on older rows. */
  licence_expires_on: isoDate.nullish(),
});
export type FleetVehicle = z.infer<typeof fleetVehicleSchema>;

export const optionalText = (max: number) =>
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
  /** How VAT applies to its quotes (docs/product.md#quotes); exempt unless the company says otherwise. */
  vat_status: vatStatusSchema.default(DEFAULT_VAT_STATUS),
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
  vat_status: vatStatusSchema,
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
