/** True when there is no build yet, or a source file changed after the last one. */
export function isClientBuildStale(): boolean;
/** Builds the web client with Vite (`npm start` runs it in a child process: scripts/build.mjs). */
export function buildClient(): Promise<void>;
