// What the static university page and its small scripts agree on: the ids of its live parts, the
// events between them and the not-found title. Zod-free and React-free, for the page's scripts.
export const UNIVERSITY_NOT_FOUND_TITLE = 'University not found';

/** The block the live partial replaces: the ratings (and, on a page built without reviews, the list). */
export const LIVE_BLOCK_ID = 'university-live';
/** The page's content, replaced by the not-found view when the university is gone. */
export const PAGE_CONTENT_ID = 'university-page';
export const COMPARE_DIALOG_ID = 'compare-dialog';

/** Sent on `document` after the live block was swapped: the counts the review filters show. */
export const LIVE_COUNTS_EVENT = 'university:counts';
/** Sent on `document` by the reviews island when the server no longer knows the university. */
export const UNIVERSITY_GONE_EVENT = 'university:gone';

/** How many published reviews each review filter keeps. */
export interface FilterCounts {
  all: number;
  verified: number;
  /** Reviews by overall rating, one star first. */
  byStars: readonly number[];
}

/** The counts as the live block carries them (`data-counts`), or null when unreadable. */
export function readFilterCounts(text: string | undefined): FilterCounts | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as FilterCounts;
    return typeof value.all === 'number' && typeof value.verified === 'number' && Array.isArray(value.byStars) ? value : null;
  } catch {
    return null;
  }
}
