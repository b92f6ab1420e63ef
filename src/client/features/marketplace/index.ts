// What other features use of marketplace: the journey's facts, the price and date formats, and
// the company's answer to an invitation (the workspace answers with the emailed link's own form).
export { InvitationResponse } from '@/features/marketplace/components/invitation-response';
export { journeyFacts } from '@/features/marketplace/components/journey-summary';
export {
  formatEuro,
  formatTravelDate,
  inviteStatusLabels,
  pluralize,
} from '@/features/marketplace/format';
