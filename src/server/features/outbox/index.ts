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
  type Line,
  type RenderedEmail,
  button,
  escapeHtml,
  firstNameOf,
  formatDate,
  layout,
  link,
  oneLine,
  referenceSentence,
  staffLeadAlert,
  subjectLine,
  table,
  textLines,
  tripLines,
} from './email-frame';
export type { EmailAttachment, Transports } from './transports';
