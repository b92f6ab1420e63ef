// What other features use of marketplace: a lead's journey as companies see it, and the window
// and reply grace matching judges companies by (the workspace's performance figures use them).
export { REPLY_GRACE_HOURS, STATS_WINDOW_DAYS } from './matching';
export { toJourney } from './quotes-repository';
