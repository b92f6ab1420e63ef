import { describe, expect, it } from 'vitest';
import { formatLastLogin } from '@/features/users/format';

describe('formatLastLogin', () => {
  it('reads "Never" without a login', () => {
    expect(formatLastLogin(null)).toBe('Never');
    expect(formatLastLogin('garbage')).toBe('Never');
  });

  it('shows the date and time of the last login', () => {
    const text = formatLastLogin('2025-03-05T12:30:00Z');
    expect(text).toMatch(/5 Mar 2025/);
    expect(text).toMatch(/\d{2}:30/);
  });
});
