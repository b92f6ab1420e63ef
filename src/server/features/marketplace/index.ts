// What other features use of marketplace: a lead's journey as companies see it, the window and
// reply grace matching judges companies by (the workspace's performance figures use them), the
// quote deadline of each invitation (the workspace's countdown), and the workspace's invitations,
// read and answered with the emailed link's own rules (docs/product.md#workspace-invitations), and
// the Irish calendar daily jobs are scheduled by (privacy's retention run).
export { inviteDeadline } from './deadlines';
export {
  type LinkMessageDeps,
  OPEN_STATUSES,
  addDays,
  invalidLink,
  irishTimeOn,
  isTakingQuotes,
  limitLinkPosts,
  linkIdOf,
  linkMessageDeps,
  linkRoute,
  requestClosed,
  tripEndDate,
} from './link-rules';
// The customer↔company threads (conversations) find invitations and notify as the links do.
export { mobileNumberFor } from './invite-templates';
export { REPLY_GRACE_HOURS, STATS_WINDOW_DAYS } from './matching';
// The vehicle sizes the verified fleets offer, for the trip plan's split (docs/product.md#large-groups).
export { loadMarketVehicleSizes } from './market-vehicle-sizes';
export {
  type InviteContext,
  countCompanyInvites,
  findInviteContext,
  findLead,
  listCompanyInviteContexts,
  listInviteQuotes,
  toJourney,
} from './quotes-repository';
export { declineInvite, submitQuote, toRespondView } from './respond-service';
// The company's own profile and the plain emails' layout, for the workspace.
export { loadCompanyProfile, sendCompanyDocuments, updateCompanyProfile } from './operator-profile';
export { UPLOAD_LIMITS } from './applications-files';
export { type ApplicationDeps, plainEmail } from './applications-service';
export { simpleEmail } from './applications-templates';
