/** Where `npm start` finds the server: dist/server/main.mjs, as an absolute path. */
export const SERVER_BUNDLE: string;
/** dist/server/create-database.mjs: creates and migrates the embedded database, then exits. */
export const CREATE_DATABASE: string;
/** True when there is no bundle yet, or a source file changed after the last one. */
export function isServerBundleStale(): boolean;
/** Bundles src/server/main.ts with esbuild into SERVER_BUNDLE (atomically). */
export function buildServerBundle(): Promise<void>;
