// One module for the whole schema, so `drizzle(client, { schema })` and the features import the
// tables by name without knowing which domain's file holds them.
export {
  authSettings,
  loginThrottle,
  passwordResets,
  recoveryCodes,
  revokedTokens,
  totpFactors,
} from './auth';
export { conversationMessages } from './conversations';
export {
  contactDetails,
  contactMessages,
  imageVariants,
  images,
  pages,
  siteSettings,
} from './content';
export {
  leadCounts,
  leadEvents,
  leadNotes,
  leadSearch,
  leadSearchText,
  leads,
  mobileDigits,
} from './leads';
export { leadInvites, operatorRatings, operatorReminders, operators, quotes } from './marketplace';
export {
  operatorApplications,
  operatorChanges,
  operatorDocuments,
  operatorHistory,
} from './operator-applications';
export { operatorUnavailability } from './operator-unavailability';
export { jobs, messages } from './outbox';
export { myLinks } from './privacy';
export { rateLimits } from './rate-limits';
export { emailChanges, users } from './users';
export { companyMembers } from './workspace';
export { leadEstimates } from './trips';
export { bookingChanges, bookings } from './bookings';
