// The page-number bar of a paginated list (docs/rules/reviews-and-ratings.md#review-lists): at most
// 7 numbers, sliding so the current page sits in the middle when it can, and pinned to the first or
// last page near the ends.
export const PAGE_WINDOW_SIZE = 7;

/** The page numbers to show for `current` of `total` pages (none when there are no pages). */
export function pageWindow(current: number, total: number, size = PAGE_WINDOW_SIZE): number[] {
  if (!Number.isFinite(total) || total < 1) return [];
  const count = Math.min(size, Math.floor(total));
  const page = Math.min(Math.max(1, Math.floor(current) || 1), Math.floor(total));
  const start = Math.min(Math.max(1, page - Math.floor((count - 1) / 2)), Math.floor(total) - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}
