import type { QuoteFormContent } from './quote-form';

/**
 * The group types the form offers and stores (the admin filter uses the same list), as
 * docs/product.md#quote-form-wording lists them.
 */
export const DEFAULT_GROUP_TYPES = [
  'Wedding Party',
  'School Tour',
  'Corporate Event',
  'Private Party',
  'Family Trip',
  'Sports Team',
  'Religious Group',
  'Tourist Group',
  'Other',
];

/**
 * The quote form's default wording; the labels are those docs/product.md#quote-form gives, in the
 * order of its 'Missing Information' list (docs/product.md#quote-form-validation).
 */
export const defaultQuoteFormContent: QuoteFormContent = {
  urgencyBanner: 'Peak dates book out early: request your quotes today',
  cardTitle: 'Get Your Free Quotes',
  cardSubtitle: 'Tell us about your journey. Up to 5 verified companies will quote.',
  trustIndicators: ['No charge, no obligation', 'Verified companies only', 'Quotes within 2 hours'],
  labels: {
    fullName: 'Full Name',
    email: 'Email Address',
    mobile: 'Mobile Number',
    journeyDetailsTitle: 'Journey Details',
    pickupLocation: 'Pick-up Location',
    dropoffLocation: 'Drop-off Location',
    dateOfTravel: 'Date of Travel',
    pickupTime: 'Pick-up Time',
    groupType: 'Type of Group',
    numberOfPeople: 'Number of People',
    returnToPickup: 'Return trip to the pick-up location',
    returnDate: 'Return Date',
    returnTime: 'Return Time',
    calculateDistance: 'Calculate distance',
    additionalInfo: 'Additional Information',
    submitText: 'Get My Free Quotes',
    submittingText: 'Processing Your Request...',
    disclaimerTitle: 'Your details are safe with us',
    disclaimerText:
      'We share your information only with verified bus companies, who usually reply within 2 hours of your request.',
  },
  placeholders: {
    fullName: 'e.g. Mary Murphy',
    email: 'e.g. mary@example.ie',
    mobile: 'e.g. 087 123 4567',
    pickupLocation: 'e.g. Dublin Airport',
    dropoffLocation: 'e.g. Galway city centre',
    groupTypePlaceholder: 'Select the type of group',
    additionalInfo: 'Luggage, accessibility needs, stops along the way…',
  },
  groupTypes: DEFAULT_GROUP_TYPES,
  layout: { rows: 4, columns: 2 },
  showMap: true,
  showPickupLocation: true,
  showDropoffLocation: true,
  showReturnToPickup: true,
  showCalculateDistance: true,
  showVehicleSelector: false,
  showDisclaimer: true,
  styling: {
    useGradient: false,
    backgroundGradient: 'linear-gradient(180deg, #ffffff 0%, #eff6ff 100%)',
    backgroundColor: '#ffffff',
    textColor: '#1f2937',
    bannerBgColor: '#fef3c7',
    bannerTextColor: '#92400e',
    cardHeaderBgColor: '#2563eb',
    cardHeaderTextColor: '#ffffff',
    submitButtonBgColor: '#2563eb',
    submitButtonTextColor: '#ffffff',
    trustIndicatorColor: '#166534',
    disclaimerBgColor: '#dcfce7',
    disclaimerTitleColor: '#14532d',
    disclaimerTextColor: '#166534',
  },
};
