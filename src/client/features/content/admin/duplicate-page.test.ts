import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { DUPLICATE_ATTEMPTS, duplicateWithRetry } from '@/features/content/admin/duplicate-page';
import { randomDuplicateUrl } from '@/features/content/admin/page-slugs';
import { makePage } from '@/features/content/admin/testing';

const clash = () => new ApiError(422, { message: 'A page with this URL already exists' });

describe('duplicating a page', () => {
  it('names copies homepage- followed by 8 random characters', () => {
    const names = new Set(Array.from({ length: 50 }, randomDuplicateUrl));
    for (const name of names) expect(name).toMatch(/^\/homepage-[a-z0-9]{8}$/);
    expect(names.size).toBe(50);
  });

  it('tries a new name after a 422, up to 3 attempts in all', async () => {
    const create = vi.fn().mockRejectedValueOnce(clash()).mockRejectedValueOnce(clash());
    create.mockImplementationOnce(async (url: string) => makePage({ url }));
    const copy = await duplicateWithRetry(create);
    expect(create).toHaveBeenCalledTimes(3);
    const urls = create.mock.calls.map(([url]) => url as string);
    expect(new Set(urls).size).toBe(3);
    expect(copy.url).toBe(urls[2]);
  });

  it('gives up after the third 422', async () => {
    const create = vi.fn().mockRejectedValue(clash());
    await expect(duplicateWithRetry(create)).rejects.toMatchObject({ status: 422 });
    expect(create).toHaveBeenCalledTimes(DUPLICATE_ATTEMPTS);
  });

  it('rethrows any other error at once', async () => {
    const create = vi.fn().mockRejectedValue(new ApiError(500, { message: 'Server error' }));
    await expect(duplicateWithRetry(create)).rejects.toMatchObject({ status: 500 });
    expect(create).toHaveBeenCalledTimes(1);
  });
});
