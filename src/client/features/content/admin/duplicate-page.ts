import type { Page } from '@shared/content/admin';
import { ApiError } from '@/lib/api-client';
import { randomDuplicateUrl } from '@/features/content/admin/page-slugs';

/**
 * A 422 (probably a URL clash) tries a new random name, up to 3 attempts
 * (docs/product.md#lists-and-paging).
 */
export const DUPLICATE_ATTEMPTS = 3;

/**
 * Creates a copy under a fresh random URL. Only a 422 is worth another name; any other error
 * (a lost connection, a 5xx) is thrown at once, as another name would not help.
 */
export async function duplicateWithRetry(
  create: (url: string) => Promise<Page>,
  nextUrl: () => string = randomDuplicateUrl,
): Promise<Page> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await create(nextUrl());
    } catch (error) {
      const isClash = error instanceof ApiError && error.status === 422;
      if (!isClash || attempt >= DUPLICATE_ATTEMPTS) throw error;
    }
  }
}
