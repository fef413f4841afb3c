import { describe, expect, it } from 'vitest';
import { PAGE_WINDOW_SIZE, pageWindow } from '#shared/reviews/pagination.ts';

describe('the page-number bar', () => {
  it('shows every page when there are at most 7', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows nothing without pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(3, Number.NaN)).toEqual([]);
  });

  it('never shows more than 7 numbers, and always the current page', () => {
    for (let total = 1; total <= 40; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const window = pageWindow(current, total);
        expect(window.length).toBe(Math.min(PAGE_WINDOW_SIZE, total));
        expect(window).toContain(current);
        expect(window.every((page, index) => index === 0 || page === window[index - 1]! + 1)).toBe(true);
        expect(window[0]).toBeGreaterThanOrEqual(1);
        expect(window.at(-1)).toBeLessThanOrEqual(total);
      }
    }
  });

  it('slides with the current page in the middle, pinned at both ends', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(5, 20)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(pageWindow(10, 20)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(pageWindow(17, 20)).toEqual([14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([14, 15, 16, 17, 18, 19, 20]);
  });

  it('treats a page outside the range as the nearest end', () => {
    expect(pageWindow(0, 20)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(99, 20)).toEqual([14, 15, 16, 17, 18, 19, 20]);
  });
});
