import { describe, expect, it } from 'vitest';
import { describeReplies, parseRateParam, sortQuotes } from '@/features/marketplace/comparison';
import { makeQuote } from '@/features/marketplace/testing';

describe('comparison helpers', () => {
  const a = makeQuote({ id: 1, price_eur: 900, created_at: '2026-01-01T10:00:00Z' });
  const b = makeQuote({ id: 2, price_eur: 1500.5, created_at: '2026-01-01T09:00:00Z' });
  const c = makeQuote({ id: 3, price_eur: 900, created_at: '2026-01-01T08:00:00Z' });

  it('sorts by total price either way, equal prices by arrival, without touching the input', () => {
    const quotes = [a, b, c];
    expect(sortQuotes(quotes, 'price-asc').map((q) => q.id)).toEqual([3, 1, 2]);
    expect(sortQuotes(quotes, 'price-desc').map((q) => q.id)).toEqual([2, 3, 1]);
    expect(quotes.map((q) => q.id)).toEqual([1, 2, 3]);
  });

  it('words the reply count', () => {
    expect(describeReplies(3, 5)).toBe('3 of 5 companies have replied');
    expect(describeReplies(0, 1)).toBe('0 of 1 company has replied');
    expect(describeReplies(0, 0)).toBe(
      'We are finding bus companies for your area and will be in touch.',
    );
  });

  it.each([
    ['4', 4],
    ['1', 1],
    [' 5 ', 5],
    ['0', null],
    ['6', null],
    ['4.5', null],
    ['four', null],
    ['', null],
    [null, null],
  ])('reads ?rate=%s as %s', (value, expected) => {
    expect(parseRateParam(value)).toBe(expected);
  });
});
