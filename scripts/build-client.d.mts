/** True when there is no build yet, or a source file changed after the last one. */
export function isClientBuildStale(): boolean;
/** Builds the web client with Vite only when its sources changed, so `npm start` stays quick. */
export function buildClientIfStale(): Promise<boolean>;
