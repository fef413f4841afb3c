// Counts and dates as people read them, with the fast paths giving the same text as Intl.
import { describe, expect, it } from 'vitest';
import { formatCount } from '#shared/site/numbers.ts';
import { longUsDate } from '#lib/format.ts';

describe('formatCount', () => {
  it.each([0, 1, 7, 999, 1000, 1234, 20_000, 1_000_000, 2.5, -3])('gives %s as en-US does', (count) => {
    expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
  });
});

describe('longUsDate', () => {
  it('writes the long US form of the day in UTC, the same on a second call', () => {
    expect(longUsDate('2025-09-01T23:30:00.000Z')).toBe('September 1, 2025');
    expect(longUsDate('2025-09-01T00:10:00.000+00:00')).toBe('September 1, 2025');
    expect(longUsDate('2024-02-29T12:00:00.000Z')).toBe('February 29, 2024');
    expect(longUsDate('2024-02-29T12:00:00.000Z')).toBe('February 29, 2024');
  });

  it('says when there is no date', () => {
    expect(longUsDate(null)).toBe('No date available');
    expect(longUsDate('not a date')).toBe('No date available');
  });
});
