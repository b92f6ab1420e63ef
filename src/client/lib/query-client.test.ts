import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createQueryClient, retryDelay, shouldRetry } from '@/lib/query-client';

describe('shouldRetry', () => {
  it.each([400, 401, 403, 404, 409, 422, 429, 499])('never retries a %i response', (status) => {
    expect(shouldRetry(0, new ApiError(status, undefined))).toBe(false);
  });

  it('retries a 5xx response up to 3 times', () => {
    const error = new ApiError(503, undefined);

    expect([0, 1, 2, 3, 4].map((count) => shouldRetry(count, error))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('reads the status by its shape, as the public pages do before the API client loads', () => {
    expect(shouldRetry(0, { status: 404 })).toBe(false);
    expect(shouldRetry(0, { status: 500 })).toBe(true);
    expect(shouldRetry(0, null)).toBe(true);
  });

  it('retries network failures and unknown errors', () => {
    expect(shouldRetry(0, new ApiError(0, undefined, 'Network error'))).toBe(true);
    expect(shouldRetry(2, new TypeError('boom'))).toBe(true);
  });
});

describe('retryDelay', () => {
  it('doubles from one second', () => {
    expect([0, 1, 2, 3].map(retryDelay)).toEqual([1000, 2000, 4000, 8000]);
  });

  it('never waits longer than 30 seconds', () => {
    expect(retryDelay(5)).toBe(30_000);
    expect(retryDelay(20)).toBe(30_000);
  });
});

describe('createQueryClient', () => {
  it('keeps unused query data for 5 minutes and never retries mutations', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();

    expect(queries?.gcTime).toBe(5 * 60 * 1000);
    expect(queries?.retry).toBe(shouldRetry);
    expect(queries?.retryDelay).toBe(retryDelay);
    expect(mutations?.retry).toBe(false);
  });

  it('stops fetching a query after the first 4xx failure', async () => {
    const client = createQueryClient();
    let calls = 0;

    await expect(
      client.fetchQuery({
        queryKey: ['forbidden'],
        queryFn: () => {
          calls += 1;
          return Promise.reject(new ApiError(403, { message: 'Forbidden' }));
        },
      }),
    ).rejects.toThrow('Forbidden');
    expect(calls).toBe(1);
  });
});
