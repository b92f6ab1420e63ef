/** The first admin the e2e server is started with (see playwright.config.ts). */
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e admin password 1' };
