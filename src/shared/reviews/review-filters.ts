// The orders and filters of a university's review list (docs/rules/reviews-and-ratings.md#the-review-list):
// one list shared by the API's input check, the server's queries and the page's controls. Zod-free,
// so islands may import it.

export const REVIEW_SORTS = ['recent', 'popular', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const SORT_MESSAGE = `sort must be one of: ${REVIEW_SORTS.join(', ')}`;
export const RATING_FILTER_MESSAGE = 'rating must be an integer from 1 to 5';
export const VERIFIED_FILTER_MESSAGE = "verified must be 'true' or 'false'";

/** Which reviews the list shows: all, one overall rating, and/or verified students only. */
export interface ReviewFilter {
  /** Only reviews with this overall rating (1..5); null for all. */
  rating: 1 | 2 | 3 | 4 | 5 | null;
  /** Only reviews by verified students. */
  verifiedOnly: boolean;
}

export const NO_FILTER: ReviewFilter = { rating: null, verifiedOnly: false };

export const isFiltered = (filter: ReviewFilter) => filter.rating !== null || filter.verifiedOnly;
