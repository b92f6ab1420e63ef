// What other features use of the outbox: queueing messages, the email layout, phone numbers.
export { toE164 } from './phone';
export {
  type OutgoingMessage,
  emailMessage,
  queueMessages,
  smsMessages,
  staffRecipients,
} from './service';
export {
  type RenderedEmail,
  escapeHtml,
  formatDate,
  layout,
  oneLine,
  table,
  tripLines,
} from './templates';
export type { Transports } from './transports';
