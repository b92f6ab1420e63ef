import type { FastifyBaseLogger } from 'fastify';
import { SITE_NAME, pageMetaFor } from '@shared/page-meta';
import type { Database } from '../../db/client';
import { renderPage, splitIndexHtml } from './html-template';
import { type ResolvedPage, UNMATCHED_PATH, pagePathOf, resolvePage } from './page-resolver';
import { absoluteUrl } from './sitemap';

export type RenderedPage = { status: number; headers: Record<string, string>; html: string };

type RendererOptions = { indexHtml: string; publicUrl: string; db: Database };

/** Seconds a crawler should wait after a 503 before asking again. */
const RETRY_AFTER_SECONDS = '5';

/**
 * Builds the SPA page renderer: `index.html` is split once here, so each request costs at most
 * one indexed query and two string concatenations.
 */
export function createPageRenderer({ indexHtml, publicUrl, db }: RendererOptions) {
  const template = splitIndexHtml(indexHtml);

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
    const { page, isUnavailable } = await resolve(pagePathOf(requestUrl), log);
    const html = renderPage(template, {
      title: page.title,
      description: page.description,
      canonicalUrl:
        page.canonicalPath === undefined ? undefined : absoluteUrl(publicUrl, page.canonicalPath),
      isIndexable: page.isIndexable,
      siteName: SITE_NAME,
    });
    return isUnavailable
      ? { status: 503, headers: { 'retry-after': RETRY_AFTER_SECONDS }, html }
      : { status: page.status, headers: {}, html };
  };
}
