// What other features use of the workspace: creating a company's accounts (marketplace's
// approval of an application).
export { createCompanyAccount } from './accounts';
