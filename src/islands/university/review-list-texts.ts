// The texts of a university's review list: its orders, filters, counts and empty states
// (docs/rules/pages-and-search.md#university-pages). Zod-free, for the island.
import type { ReviewSort } from '#shared/reviews/review-filters.ts';
import { plural } from '#shared/reviews/ratings.ts';
import { starsLabel } from '#shared/reviews/insight-texts.ts';
import { formatCount } from '#shared/site/numbers.ts';

export const SORT_LABELS: Record<ReviewSort, string> = {
  recent: 'Most Recent',
  popular: 'Most Liked',
  highest: 'Highest Rated',
  lowest: 'Lowest Rated',
};

export const LIST_TEXTS = {
  heading: 'Student Reviews',
  controls: 'Sort and filter reviews',
  sortBy: 'Sort by',
  rating: 'Rating',
  verifiedOnly: 'Verified students only',
  level: 'Level of study',
  field: 'Field of study',
  anyLevel: 'All levels',
  anyField: 'All fields',
  showReviews: 'Show reviews',
  noMatch: 'No reviews match these filters.',
  clearFilters: 'Clear filters',
  loading: 'Loading reviews...',
} as const;

/** An option of the rating filter: 'All ratings (24)', '5 stars (10)'. */
export const ratingOptionLabel = (stars: number | null, count: number) =>
  `${stars === null ? 'All ratings' : starsLabel(stars)} (${formatCount(count)})`;

/** The heading's count: '(24)', or '(3 of 24)' while a filter is on. */
export const headingCount = (shown: number, all: number, filtered: boolean) =>
  filtered ? `(${formatCount(shown)} of ${formatCount(all)})` : `(${formatCount(shown)})`;

/** What a filter change announces: '3 reviews', or that nothing matches. */
export const filteredCountText = (count: number) => (count === 0 ? LIST_TEXTS.noMatch : plural(count, 'review', 'reviews'));

/** What a page or order change announces. */
export const pageText = (page: number, totalPages: number, sort: ReviewSort) => `Page ${page} of ${totalPages}, ${SORT_LABELS[sort]}`;
