// What other features use of conversations: the threads on the comparison page's quote cards,
// the company's link and workspace, and the lead's page (docs/product.md#questions-before-choosing).
export { respondThreadSource, workspaceThreadSource } from './api';
export { AskQuestion } from './components/ask-question';
export { CompanyThread } from './components/company-thread';
export { LeadThreads } from './components/lead-threads';
