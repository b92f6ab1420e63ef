import { describe, expect, it } from 'vitest';
import {
  type QuoteLine,
  cancellationScaleSchema,
  depositCents,
  quoteTotalCents,
} from './quote-lines';

const line = (kind: QuoteLine['kind'], amount_eur: number, included = true): QuoteLine => ({
  kind,
  label: kind === 'extra' ? 'Bottled water' : null,
  amount_eur,
  included,
});

describe('quoteTotalCents', () => {
  it('adds the included lines to the cent, leaving out those charged apart and the standby rate', () => {
    // 0.1 + 0.2 in euro is 30 cents, not 30.000000000000004
    expect(quoteTotalCents([line('base', 0.1), line('tolls', 0.2)])).toBe(30);
    expect(
      quoteTotalCents([
        line('base', 980),
        line('parking', 20, false),
        line('standby', 40, true),
        line('extra', 15.5),
      ]),
    ).toBe(99_550);
  });
});

describe('depositCents', () => {
  it('takes a percentage of the total, rounded to the cent, or the amount asked', () => {
    expect(depositCents({ kind: 'percent', value: 30 }, 99_550)).toBe(29_865);
    expect(depositCents({ kind: 'percent', value: 33 }, 1_001)).toBe(330);
    expect(depositCents({ kind: 'eur', value: 150.25 }, 99_550)).toBe(15_025);
  });
});

describe('cancellationScaleSchema', () => {
  it('reads the scale furthest ahead first', () => {
    const scale = cancellationScaleSchema.parse([
      { days_before: 2, percent: 100 },
      { days_before: 28, percent: 0 },
      { days_before: 14, percent: 50 },
    ]);
    expect(scale.map((step) => step.days_before)).toEqual([28, 14, 2]);
  });

  it('refuses a later cancellation that costs less', () => {
    const result = cancellationScaleSchema.safeParse([
      { days_before: 14, percent: 50 },
      { days_before: 2, percent: 25 },
    ]);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([[1, 'percent']]);
  });
});
