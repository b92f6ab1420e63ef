import { config } from 'zod/v4/core';

// Zod compiles object schemas with `new Function` where it may, and finds out by trying once, on
// the first parse: our CSP (no 'unsafe-eval') refuses, and the browser reports the refusal as a
// policy violation (a Lighthouse best-practices failure), although zod catches it. Jitless is the
// same validation, interpreted. Imported first by the client's base modules that use zod
// (`auth-storage`, `api-client`), so it is set before any client schema parses; the server
// keeps the compiled path.
config({ jitless: true });
