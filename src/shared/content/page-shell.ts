import type { PageKind } from './page-urls';

/**
 * What the server hands the pre-rendered page shell (src/client/prerender): the page's kind,
 * its request path, and its published content as the public lookup answers it (null when there
 * is none, so the defaults are drawn).
 */
export type PageShellInput = { kind: PageKind; pathname: string; content: unknown };

export type RenderPageShell = (input: PageShellInput) => string;

/**
 * The content the server used, written into the page as JSON (`<script type="application/json"
 * id="page-content">`), so the browser's first render needs no lookup and draws the same page.
 */
export type EmbeddedPageContent = { kind: PageKind; path: string; content: unknown };

export const EMBEDDED_CONTENT_ID = 'page-content';
