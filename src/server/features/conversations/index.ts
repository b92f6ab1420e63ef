// What other features use of conversations: the customer's data export and erasure.
export { type ExportedMessage, eraseForLeads, exportForLeads } from './personal-data';
