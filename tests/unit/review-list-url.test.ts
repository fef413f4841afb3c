import { describe, expect, it } from 'vitest';
import { listPositionSearch, readListPosition, robotsFor } from '#lib/review-list-url.ts';

describe('the review list in the address', () => {
  it('reads page and sort, falling back to page 1 and most recent', () => {
    expect(readListPosition('')).toEqual({ page: 1, sort: 'recent' });
    expect(readListPosition('?page=2&sort=popular')).toEqual({ page: 2, sort: 'popular' });
    expect(readListPosition('?sort=popular')).toEqual({ page: 1, sort: 'popular' });
    for (const bad of ['?page=0', '?page=-1', '?page=2.5', '?page=abc', '?page=99999999999', '?page=']) {
      expect(readListPosition(bad).page).toBe(1);
    }
    expect(readListPosition('?sort=oldest').sort).toBe('recent');
  });

  it('writes only what differs from page 1, most recent, and keeps other parameters', () => {
    expect(listPositionSearch({ page: 1, sort: 'recent' })).toBe('');
    expect(listPositionSearch({ page: 2, sort: 'popular' })).toBe('?page=2&sort=popular');
    expect(listPositionSearch({ page: 1, sort: 'popular' })).toBe('?sort=popular');
    expect(listPositionSearch({ page: 3, sort: 'recent' }, '?utm_source=x&page=9&sort=popular')).toBe('?utm_source=x&page=3');
  });

  it('indexes only page 1 in the default order', () => {
    expect(robotsFor({ page: 1, sort: 'recent' })).toBe('index, follow');
    expect(robotsFor({ page: 2, sort: 'recent' })).toBe('noindex, follow');
    expect(robotsFor({ page: 1, sort: 'popular' })).toBe('noindex, follow');
  });
});
