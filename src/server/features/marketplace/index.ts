// What other features use of marketplace: a lead's journey as companies see it, the window and
// reply grace matching judges companies by (the workspace's performance figures use them), and
// the dates a company is held to (its insurance, each invitation's quote deadline: the
// workspace's banner and countdown).
export {
  INSURANCE_EXPIRING_DAYS,
  type InsuranceState,
  insuranceState,
  inviteDeadline,
} from './deadlines';
export { REPLY_GRACE_HOURS, STATS_WINDOW_DAYS } from './matching';
export { toJourney } from './quotes-repository';
