import { describe, expect, it } from 'vitest';
import { FIRST_POSITION, listPositionSearch, readListPosition, robotsFor, type ListPosition } from '#lib/review-list-url.ts';

const at = (position: Partial<ListPosition>): ListPosition => ({ ...FIRST_POSITION, ...position });

describe('the review list in the address', () => {
  it('reads page and sort, falling back to page 1 and most recent', () => {
    expect(readListPosition('')).toEqual({ page: 1, sort: 'recent', rating: null, verifiedOnly: false, level: null, field: null });
    expect(readListPosition('?page=2&sort=popular')).toEqual(at({ page: 2, sort: 'popular' }));
    expect(readListPosition('?sort=popular')).toEqual(at({ sort: 'popular' }));
    expect(readListPosition('?sort=highest').sort).toBe('highest');
    expect(readListPosition('?sort=lowest').sort).toBe('lowest');
    for (const bad of ['?page=0', '?page=-1', '?page=2.5', '?page=abc', '?page=99999999999', '?page=']) {
      expect(readListPosition(bad).page).toBe(1);
    }
    expect(readListPosition('?sort=oldest').sort).toBe('recent');
    expect(readListPosition('?sort=toString').sort).toBe('recent');
  });

  it('reads the rating and verified filters; anything unreadable means no filter', () => {
    expect(readListPosition('?sort=highest&rating=4&verified=true&page=2')).toEqual({
      page: 2,
      sort: 'highest',
      rating: 4,
      verifiedOnly: true,
      level: null,
      field: null,
    });
    expect(readListPosition('?rating=1').rating).toBe(1);
    for (const bad of ['?rating=0', '?rating=6', '?rating=4.5', '?rating=04', '?rating=', '?rating=five']) {
      expect(readListPosition(bad).rating, bad).toBeNull();
    }
    for (const bad of ['?verified=1', '?verified=yes', '?verified=TRUE', '?verified=', '?verified=false']) {
      expect(readListPosition(bad).verifiedOnly, bad).toBe(false);
    }
  });

  it('reads the level and field filters; an unknown code means no filter', () => {
    expect(readListPosition('?level=doctoral&field=ict')).toEqual(at({ level: 'doctoral', field: 'ict' }));
    for (const bad of ['?level=PhD', '?level=', '?level=Doctoral', '?level=toString']) expect(readListPosition(bad).level, bad).toBeNull();
    for (const bad of ['?field=law', '?field=', '?field=ICT']) expect(readListPosition(bad).field, bad).toBeNull();
    expect(listPositionSearch(at({ level: 'masters', field: 'health', page: 2 }))).toBe('?page=2&level=masters&field=health');
    expect(robotsFor(at({ level: 'exchange' }))).toBe('noindex, follow');
    expect(robotsFor(at({ field: 'education' }))).toBe('noindex, follow');
  });

  it('writes only what differs from the first position, and keeps other parameters', () => {
    expect(listPositionSearch(FIRST_POSITION)).toBe('');
    expect(listPositionSearch(at({ page: 2, sort: 'popular' }))).toBe('?page=2&sort=popular');
    expect(listPositionSearch(at({ sort: 'popular' }))).toBe('?sort=popular');
    expect(listPositionSearch(at({ page: 3 }), '?utm_source=x&page=9&sort=popular')).toBe('?utm_source=x&page=3');
    expect(listPositionSearch(at({ page: 2, sort: 'highest', rating: 4, verifiedOnly: true }))).toBe(
      '?page=2&sort=highest&rating=4&verified=true',
    );
    expect(listPositionSearch(FIRST_POSITION, '?rating=5&verified=true&ref=mail')).toBe('?ref=mail');
  });

  it('reads back what it writes', () => {
    for (const position of [
      at({ rating: 2 }),
      at({ verifiedOnly: true, sort: 'lowest' }),
      at({ page: 4, rating: 5 }),
      at({ level: 'other', field: 'other' }),
    ]) {
      expect(readListPosition(listPositionSearch(position))).toEqual(position);
    }
  });

  it('indexes only page 1 in the default order without a filter', () => {
    expect(robotsFor(FIRST_POSITION)).toBe('index, follow');
    expect(robotsFor(at({ page: 2 }))).toBe('noindex, follow');
    expect(robotsFor(at({ sort: 'popular' }))).toBe('noindex, follow');
    expect(robotsFor(at({ sort: 'lowest' }))).toBe('noindex, follow');
    expect(robotsFor(at({ rating: 5 }))).toBe('noindex, follow');
    expect(robotsFor(at({ verifiedOnly: true }))).toBe('noindex, follow');
  });
});
