import { describe, expect, it } from 'vitest';
import { chartSummary, niceCeiling, shortDay } from '@/features/dashboard/chart-scale';

describe('niceCeiling', () => {
  it('rounds the largest count up to 1, 2 or 5 times a power of ten', () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(1)).toBe(1);
    expect(niceCeiling(3)).toBe(5);
    expect(niceCeiling(7)).toBe(10);
    expect(niceCeiling(11)).toBe(20);
    expect(niceCeiling(50)).toBe(50);
    expect(niceCeiling(51)).toBe(100);
  });
});

describe('chartSummary', () => {
  it('gives the total and the busiest day', () => {
    const days = [
      { date: '2025-06-01', count: 2 },
      { date: '2025-06-02', count: 5 },
      { date: '2025-06-03', count: 1 },
    ];
    expect(chartSummary(days)).toBe(
      '8 leads over the last 3 days; the busiest day was 2 Jun with 5.',
    );
  });

  it('says so when there were none', () => {
    expect(chartSummary([{ date: '2025-06-01', count: 0 }])).toBe('No leads over the last 1 day.');
    expect(shortDay('2025-12-25')).toBe('25 Dec');
  });
});
