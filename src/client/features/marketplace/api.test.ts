import { describe, expect, it } from 'vitest';
import {
  COMPARISON_REFRESH_MS,
  comparisonQueryOptions,
  respondQueryOptions,
} from '@/features/marketplace/api';
import { makeComparisonView } from '@/features/marketplace/testing';
import { ApiError } from '@/lib/api-client';

type State = { data?: ReturnType<typeof makeComparisonView>; error?: unknown };

function intervalFor(state: State) {
  const { refetchInterval } = comparisonQueryOptions('token');
  if (typeof refetchInterval !== 'function') throw new Error('Expected a function');
  const query = { state: { data: undefined, error: null, ...state } };
  return refetchInterval(query as unknown as Parameters<typeof refetchInterval>[0]);
}

describe('the comparison page’s refresh', () => {
  it('asks again every 30 s until a quote is chosen', () => {
    expect(COMPARISON_REFRESH_MS).toBe(30_000);
    expect(intervalFor({ data: makeComparisonView() })).toBe(30_000);
    expect(intervalFor({ data: makeComparisonView({ chosen_quote_id: 4 }) })).toBe(false);
  });

  it('keeps trying after a passing failure, but not for a link that has gone', () => {
    expect(intervalFor({ error: new ApiError(503, undefined) })).toBe(30_000);
    expect(intervalFor({ error: new ApiError(404, undefined) })).toBe(false);
    expect(intervalFor({ error: new ApiError(410, undefined) })).toBe(false);
  });
});

describe('the private links’ queries', () => {
  it.each([
    ['respond', respondQueryOptions],
    ['quotes', comparisonQueryOptions],
  ])('/%s/{token} never retries a 4xx, so a bad link says so at once', (_page, options) => {
    const { retry } = options('token');
    if (typeof retry !== 'function') throw new Error('Expected a function');
    expect(retry(0, new ApiError(404, undefined))).toBe(false);
    expect(retry(0, new ApiError(410, undefined))).toBe(false);
    expect(retry(0, new ApiError(503, undefined))).toBe(true);
    expect(retry(0, new ApiError(0, undefined, 'Network error'))).toBe(true);
  });
});
