import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { type NewPage, insertPage } from '../features/content/repository';
import { useTestSetup } from './test-app';

const landing = (title: string) => ({ hero: { titleLine1: title, titleEmphasis: 'Cork' } });
export const info = (title: string) => ({ title, subtitle: `${title} subtitle` });

/**
 * The public page lookups' tests (`content/public-pages-*.test.ts`): an app with published home,
 * landing, about and how-it-works pages and two drafts (`/draft-page` and how-it-works
 * `/pricing`), and a GET with headers.
 */
export function usePublicPages() {
  const pages = useTestSetup({}, async (app) => {
    const seed = [
      { kind: 'index', url: '/', sublink: '', content: landing('Home'), is_published: true },
      {
        kind: 'index',
        url: '/coach-hire-cork',
        sublink: 'coach-hire-cork',
        content: landing('Cork'),
      },
      { kind: 'index', url: '/draft-page', sublink: 'draft-page', content: landing('Draft') },
      { kind: 'about', url: '/', sublink: '', content: info('About main'), is_published: true },
      {
        kind: 'about',
        url: '/team',
        sublink: 'team',
        content: info('Our team'),
        is_published: true,
      },
      {
        kind: 'about',
        url: '/about-x',
        sublink: 'about-x',
        content: info('Odd'),
        is_published: true,
      },
      { kind: 'how-it-works', url: '/pricing', sublink: 'pricing', content: info('Pricing') },
    ] as const;
    for (const page of seed) {
      await insertPage(app.db, { is_published: page.url !== '/draft-page', ...page });
    }
    return {};
  });
  return {
    app: () => pages().app,
    /** Another app on the same database (a second instance). */
    rebuild: () => pages().rebuild(),
    get: (url: string, headers: Record<string, string> = {}) =>
      pages().app.inject({ method: 'GET', url, headers }),
  };
}

/**
 * Puts the client's real index.html in `clientDir`: its default title and tags are what the
 * server replaces.
 */
export async function copyClientIndexHtml(clientDir: string) {
  const indexHtml = fileURLToPath(new URL('../../client/index.html', import.meta.url));
  await copyFile(indexHtml, join(clientDir, 'index.html'));
}

/** Stores a test's pages, each at the sublink its URL names and published unless it says not. */
export async function insertPages(db: Database, seed: readonly Omit<NewPage, 'sublink'>[]) {
  for (const page of seed) {
    await insertPage(db, { sublink: page.url.slice(1), is_published: true, ...page });
  }
}

/**
 * Publishes an about page through the admin API of `app`, as `admin`; returns a function that
 * changes it (a PATCH) or deletes it.
 */
export async function publishAboutPage(
  app: FastifyInstance,
  admin: Record<string, string>,
  url: string,
  title: string,
) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/content/about',
    headers: admin,
    payload: { url, content: info(title), is_published: true },
  });
  expect(created.statusCode).toBe(201);
  const id = (created.json() as { id: number }).id;
  return async (change: Record<string, unknown> | 'delete') => {
    const response = await app.inject(
      change === 'delete'
        ? { method: 'DELETE', url: `/api/content/about/${id}`, headers: admin }
        : { method: 'PATCH', url: `/api/content/about/${id}`, headers: admin, payload: change },
    );
    expect(response.statusCode).toBe(change === 'delete' ? 204 : 200);
  };
}
