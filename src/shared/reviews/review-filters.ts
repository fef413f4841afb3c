// The orders and filters of a university's review list (docs/rules/reviews-and-ratings.md#the-review-list):
// one list shared by the API's input check, the server's queries and the page's controls. Zod-free,
// so islands may import it.
import type { StudyField, StudyLevel } from './study-context.ts';

export const REVIEW_SORTS = ['recent', 'popular', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const SORT_MESSAGE = `sort must be one of: ${REVIEW_SORTS.join(', ')}`;
export const RATING_FILTER_MESSAGE = 'rating must be an integer from 1 to 5';
export const VERIFIED_FILTER_MESSAGE = "verified must be 'true' or 'false'";
export { STUDY_FIELD_FILTER_MESSAGE, STUDY_LEVEL_FILTER_MESSAGE } from './study-context.ts';

/** Which reviews the list shows: all, one overall rating, verified students only, one study level, one field. */
export interface ReviewFilter {
  /** Only reviews with this overall rating (1..5); null for all. */
  rating: 1 | 2 | 3 | 4 | 5 | null;
  /** Only reviews by verified students. */
  verifiedOnly: boolean;
  /** Only reviews that name this study level; null for all. */
  level: StudyLevel | null;
  /** Only reviews that name this field of study; null for all. */
  field: StudyField | null;
}

export const NO_FILTER: ReviewFilter = { rating: null, verifiedOnly: false, level: null, field: null };

export const isFiltered = (filter: ReviewFilter) =>
  filter.rating !== null || filter.verifiedOnly || filter.level !== null || filter.field !== null;
