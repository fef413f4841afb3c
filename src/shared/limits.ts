// Business constants shared by the server, pages and islands
// (docs/rules/reviews-and-ratings.md#review-lists, docs/rules/pages-and-search.md#search).
export const REVIEWS_PAGE_SIZE = 20;
export const REVIEWS_PAGE_SIZE_MAX = 50;
export const FEATURED_COUNT = 3;
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_SUGGESTIONS_MAX = 10;
export const SEARCH_RESULTS_MAX = 100;
export const COMPARE_PICKER_MAX = 5;
export const REVIEW_TEXT_MAX = 5000;
export const COMMENTS_MAX = 2000;
