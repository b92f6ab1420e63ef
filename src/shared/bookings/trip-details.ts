import { z } from 'zod';

/**
 * The driver and vehicle a company gives before the trip (docs/product.md#bookings). Mobiles are
 * Irish (08x, +353 8x) or Northern Irish (07x, +44 7x); registrations are Irish
 * (`191-G-1234`, `06-D-12345`) or UK (`AB12 CDE`, `ABZ 1234`), stored upper-case.
 */
export const TRIP_DETAILS_ERRORS = {
  driverName: 'Enter the driver’s name',
  driverMobile: 'Enter an Irish or Northern Irish mobile number, for example 087 123 4567',
  registration: 'Enter the registration as on the plate, for example 191-G-1234',
} as const;

const IRISH_COUNTY_CODES =
  'C|CE|CN|CW|D|DL|G|KE|KK|KY|L|LD|LH|LK|LM|LS|MH|MN|MO|OY|RN|SO|T|TN|TS|W|WD|WH|WW|WX';
const IRISH_REGISTRATION = new RegExp(`^(\\d{2}[12]?)(${IRISH_COUNTY_CODES})(\\d{1,6})$`);
const UK_REGISTRATION = /^([A-Z]{2}\d{2}[A-Z]{3}|[A-Z]{1,3}\d{1,4})$/;

/** `191 g 1234` → `191-G-1234`; a UK plate without its spaces; null when neither. */
export function normaliseRegistration(raw: string): string | null {
  const compact = raw.toUpperCase().replace(/[\s-]/g, '');
  const irish = IRISH_REGISTRATION.exec(compact);
  if (irish) return `${irish[1]}-${irish[2]}-${irish[3]}`;
  return UK_REGISTRATION.test(compact) ? compact : null;
}

/** Whether a number as typed is an Irish (08[3-9] + 7 digits) or Northern Irish (07 + 9 digits) mobile. */
export function isIrishOrNiMobile(raw: string): boolean {
  const compact = raw.replace(/[\s().-]/g, '');
  const national = compact.replace(/^(\+|00)353/, '0').replace(/^(\+|00)44/, '0');
  return /^08[3-9]\d{7}$/.test(national) || /^07\d{9}$/.test(national);
}

export const tripDetailsInputSchema = z.object({
  driver_name: z
    .string({ error: TRIP_DETAILS_ERRORS.driverName })
    .trim()
    .min(1, TRIP_DETAILS_ERRORS.driverName)
    .max(80, 'At most 80 characters'),
  driver_mobile: z
    .string({ error: TRIP_DETAILS_ERRORS.driverMobile })
    .trim()
    .max(20, TRIP_DETAILS_ERRORS.driverMobile)
    .refine(isIrishOrNiMobile, TRIP_DETAILS_ERRORS.driverMobile),
  vehicle_registration: z
    .string({ error: TRIP_DETAILS_ERRORS.registration })
    .max(20, TRIP_DETAILS_ERRORS.registration)
    .transform((value, context) => {
      const normalised = normaliseRegistration(value);
      if (normalised === null) {
        context.addIssue({ code: 'custom', message: TRIP_DETAILS_ERRORS.registration });
        return z.NEVER;
      }
      return normalised;
    }),
});
