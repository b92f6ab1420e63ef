import { randomBytes } from 'node:crypto';
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { type PageKind, normalizePageUrl, sublinkOf } from '../src/shared/content/page-urls';
import { E2E_ADMIN } from './accounts';

/**
 * Seeds content pages into the running e2e server. Its embedded database belongs to that one
 * process, so seeding goes through the product's own admin API, as an admin would:
 * `POST /api/auth/login`, then `POST /api/content/{kind}` (docs/product.md#endpoints).
 */

export type SeedPage = {
  kind: PageKind;
  url: string;
  content: unknown;
  is_published: boolean;
};

export type SeededPage = { id: number; url: string; sublink: string; is_published: boolean };

/** The same address playwright.config.ts gives the server; used when no request is passed. */
const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;

let adminToken: Promise<string> | undefined;

async function loginAsAdmin(api: APIRequestContext): Promise<string> {
  const response = await api.post('/api/auth/login', { data: E2E_ADMIN });
  if (!response.ok()) {
    throw new Error(`e2e admin login failed: ${response.status()} ${await response.text()}`);
  }
  const body = (await response.json()) as { token?: unknown };
  if (typeof body.token !== 'string') throw new Error('e2e admin login returned no token');
  return body.token;
}

/** A URL no other test (or retry) uses, so seeded pages never collide: `/e2e-cork-1a2b3c4d`. */
export function uniquePageUrl(name: string): string {
  return `/e2e-${name}-${randomBytes(4).toString('hex')}`;
}

/**
 * Creates one page through the admin API and returns the stored record. Pass the test's
 * `request` fixture to reuse its base URL; without it, one is opened on the e2e server.
 */
export async function seedPage(page: SeedPage, request?: APIRequestContext): Promise<SeededPage> {
  const api = request ?? (await playwrightRequest.newContext({ baseURL: BASE_URL }));
  try {
    // One login per worker: tokens outlive any test run, and login is throttled.
    adminToken ??= loginAsAdmin(api).catch((error: unknown) => {
      adminToken = undefined;
      throw error;
    });
    const url = normalizePageUrl(page.url);
    const response = await api.post(`/api/content/${page.kind}`, {
      headers: { authorization: `Bearer ${await adminToken}` },
      data: {
        url,
        sublink: sublinkOf(url),
        content: page.content,
        is_published: page.is_published,
      },
    });
    if (response.status() !== 201) {
      throw new Error(
        `seeding ${page.kind} ${url} failed: ${response.status()} ${await response.text()}`,
      );
    }
    return (await response.json()) as SeededPage;
  } finally {
    if (!request) await api.dispose();
  }
}
