import { z } from 'zod';
import {
  MEDIUM,
  SHORT,
  cssColorSchema as color,
  cssGradientSchema as gradient,
  text,
  textList,
} from './fields';

/**
 * The quote form's wording and switches (docs/product.md#quote-form-wording). The form itself is
 * built by the quote feature; this is only what the page editor can change about it.
 */

const label = text(80);
const placeholder = text(SHORT);

export const quoteFormLabelsSchema = z.object({
  fullName: label,
  email: label,
  mobile: label,
  journeyDetailsTitle: label,
  pickupLocation: label,
  dropoffLocation: label,
  dateOfTravel: label,
  pickupTime: label,
  groupType: label,
  numberOfPeople: label,
  returnToPickup: label,
  returnDate: label,
  returnTime: label,
  calculateDistance: label,
  additionalInfo: label,
  submitText: label,
  submittingText: label,
  disclaimerTitle: label,
  disclaimerText: text(MEDIUM),
});

export const quoteFormPlaceholdersSchema = z.object({
  fullName: placeholder,
  email: placeholder,
  mobile: placeholder,
  pickupLocation: placeholder,
  dropoffLocation: placeholder,
  groupTypePlaceholder: placeholder,
  additionalInfo: placeholder,
});

export const quoteFormSchema = z.object({
  urgencyBanner: text(MEDIUM),
  cardTitle: text(SHORT),
  cardSubtitle: text(MEDIUM),
  trustIndicators: textList(6),
  labels: quoteFormLabelsSchema,
  placeholders: quoteFormPlaceholdersSchema,
  groupTypes: z.array(text(60).trim().min(1)).min(1).max(30),
  /** rows: height of the additional-information box; columns: field grid on wide screens. */
  layout: z.object({
    rows: z.number().int().min(2).max(12),
    columns: z.number().int().min(1).max(3),
  }),
  showMap: z.boolean(),
  showPickupLocation: z.boolean(),
  showDropoffLocation: z.boolean(),
  showReturnToPickup: z.boolean(),
  showCalculateDistance: z.boolean(),
  showVehicleSelector: z.boolean(),
  showDisclaimer: z.boolean(),
  styling: z.object({
    useGradient: z.boolean(),
    backgroundGradient: gradient,
    backgroundColor: color,
    textColor: color,
    bannerBgColor: color,
    bannerTextColor: color,
    cardHeaderBgColor: color,
    cardHeaderTextColor: color,
    submitButtonBgColor: color,
    submitButtonTextColor: color,
    trustIndicatorColor: color,
    disclaimerBgColor: color,
    disclaimerTitleColor: color,
    disclaimerTextColor: color,
  }),
});

export type QuoteFormContent = z.infer<typeof quoteFormSchema>;
