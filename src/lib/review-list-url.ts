// The university page's review list in its address:
// `?page=2&sort=highest&rating=4&verified=true&level=doctoral&field=engineering`.
// Page 1, the default sort and no filter are left out, so the plain address is the indexable page
// (docs/rules/pages-and-search.md#university-pages).
import { NO_FILTER, REVIEW_SORTS, isFiltered, type ReviewFilter, type ReviewSort } from '#shared/reviews/review-filters.ts';
import { isStudyField, isStudyLevel } from '#shared/reviews/study-context.ts';

export const DEFAULT_SORT: ReviewSort = 'recent';

/** Which page of which list: the order and the filter. */
export interface ListPosition extends ReviewFilter {
  page: number;
  sort: ReviewSort;
}

/** Page 1, most recent, every review: the plain address. */
export const FIRST_POSITION: ListPosition = { page: 1, sort: DEFAULT_SORT, ...NO_FILTER };

const PARAMS = ['page', 'sort', 'rating', 'verified', 'level', 'field'] as const;

const isSort = (value: string | null): value is ReviewSort => REVIEW_SORTS.includes(value as ReviewSort);

/** Reads the position from a query string; each unreadable part falls back to its default. */
export function readListPosition(search: string): ListPosition {
  const params = new URLSearchParams(search);
  const rawPage = params.get('page') ?? '';
  const page = /^\d{1,9}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  const rawSort = params.get('sort');
  const rawRating = params.get('rating') ?? '';
  return {
    page,
    sort: isSort(rawSort) ? rawSort : DEFAULT_SORT,
    rating: /^[1-5]$/.test(rawRating) ? (Number(rawRating) as ReviewFilter['rating']) : null,
    verifiedOnly: params.get('verified') === 'true',
    level: isStudyLevel(params.get('level')) ? (params.get('level') as ReviewFilter['level']) : null,
    field: isStudyField(params.get('field')) ? (params.get('field') as ReviewFilter['field']) : null,
  };
}

/** The query string for a position, keeping unrelated parameters; '' for the first position. */
export function listPositionSearch(position: ListPosition, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  for (const name of PARAMS) params.delete(name);
  if (position.page > 1) params.set('page', String(position.page));
  if (position.sort !== DEFAULT_SORT) params.set('sort', position.sort);
  if (position.rating !== null) params.set('rating', String(position.rating));
  if (position.verifiedOnly) params.set('verified', 'true');
  if (position.level !== null) params.set('level', position.level);
  if (position.field !== null) params.set('field', position.field);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Only the first position is indexed; other pages, orders and every filter are `noindex, follow`. */
export function robotsFor(position: ListPosition): string {
  return position.page > 1 || position.sort !== DEFAULT_SORT || isFiltered(position) ? 'noindex, follow' : 'index, follow';
}
