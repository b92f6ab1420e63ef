import type { FastifyBaseLogger } from 'fastify';
import { SITE_NAME, pageMetaFor } from '@shared/content/page-meta';
import {
  EMBEDDED_CONTENT_ID,
  type EmbeddedPageContent,
  type RenderPageShell,
} from '@shared/content/page-shell';
import type { Database } from '../../../db/client';
import { type PageBody, renderPage, splitIndexHtml } from './html-template';
import { type ResolvedPage, UNMATCHED_PATH, pagePathOf, resolvePage } from './page-resolver';
import { absoluteUrl } from './sitemap';

export type RenderedPage = { status: number; headers: Record<string, string>; html: string };

type RendererOptions = {
  indexHtml: string;
  publicUrl: string;
  db: Database;
  /** The route's JS to preload for a path (see route-preloads.ts); none when omitted. */
  preloadsFor?: (path: string) => readonly string[];
  /** Draws a content page's HTML (the client's pre-rendered shell); none when omitted. */
  renderShell?: RenderPageShell | undefined;
};

/** A staff preview (`?preview=1`) shows a draft the server must not draw or write into the page. */
function isPreviewRequest(requestUrl: string): boolean {
  const query = requestUrl.split('?')[1];
  return query !== undefined && new URLSearchParams(query).get('preview') === '1';
}

/** Seconds a crawler should wait after a 503 before asking again. */
const RETRY_AFTER_SECONDS = '5';

/**
 * Builds the SPA page renderer: `index.html` is split once here, so each request costs at most
 * one indexed query, a few string concatenations and, for a content page, drawing its shell
 * (a few milliseconds).
 */
export function createPageRenderer(options: RendererOptions) {
  const { indexHtml, publicUrl, db, preloadsFor, renderShell } = options;
  const template = splitIndexHtml(indexHtml);

  /**
   * A content page drawn on the server, so it paints before any JS has loaded, with the content
   * it was drawn from, so the browser's first render needs no lookup and draws the same. Any
   * failure only costs the pre-rendering: the page is still served and boots as before.
   */
  function bodyOf(requestUrl: string, page: ResolvedPage, log: FastifyBaseLogger) {
    if (!renderShell || !page.content || isPreviewRequest(requestUrl)) return undefined;
    const pathname = requestUrl.split('?')[0] ?? '/';
    const { kind, value } = page.content;
    try {
      const html = renderShell({ kind, pathname, content: value });
      const data: EmbeddedPageContent = { kind, path: pathname, content: value };
      return { html, data, dataId: EMBEDDED_CONTENT_ID } satisfies PageBody;
    } catch (error) {
      log.error({ err: error }, 'page shell rendering failed');
      return undefined;
    }
  }

  async function resolve(path: string | undefined, log: FastifyBaseLogger) {
    // Not valid UTF-8 once decoded: no route can match it.
    if (path === undefined) {
      return {
        page: { status: 404, ...pageMetaFor(UNMATCHED_PATH), isIndexable: false } as ResolvedPage,
      };
    }
    try {
      return { page: await resolvePage(db, path) };
    } catch (error) {
      // The shell still boots and shows defaults; a 503 tells crawlers to come back, not to forget.
      log.error({ err: error }, 'page meta lookup failed');
      const page: ResolvedPage = { status: 200, ...pageMetaFor(path), isIndexable: true };
      return { page, isUnavailable: true };
    }
  }

  return async function render(requestUrl: string, log: FastifyBaseLogger): Promise<RenderedPage> {
    const path = pagePathOf(requestUrl);
    const { page, isUnavailable } = await resolve(path, log);
    const html = renderPage(
      template,
      {
        title: page.title,
        description: page.description,
        canonicalUrl:
          page.canonicalPath === undefined ? undefined : absoluteUrl(publicUrl, page.canonicalPath),
        isIndexable: page.isIndexable,
        siteName: SITE_NAME,
        modulePreloads: path !== undefined && page.status === 200 ? preloadsFor?.(path) : undefined,
      },
      isUnavailable ? undefined : bodyOf(requestUrl, page, log),
    );
    return isUnavailable
      ? { status: 503, headers: { 'retry-after': RETRY_AFTER_SECONDS }, html }
      : { status: page.status, headers: {}, html };
  };
}
