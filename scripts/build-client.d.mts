/** True when there is no build (or no page shell) yet, or a source file changed after the last one. */
export function isClientBuildStale(): boolean;
/** Builds the web client with Vite, and its page shell unless `separatePageShell`. */
export function buildClient(options?: { separatePageShell?: boolean }): Promise<void>;
/** Builds only the page shell of the client in dist/client. */
export function buildPageShell(): Promise<void>;
