// The university page's review list in its address: `?page=2&sort=popular`. Page 1 and the default
// sort are left out, so the plain address is the indexable page
// (docs/rules/pages-and-search.md#university-pages).
import type { ReviewSort } from '#shared/types.ts';

export const DEFAULT_SORT: ReviewSort = 'recent';

export interface ListPosition {
  page: number;
  sort: ReviewSort;
}

/** Reads page and sort from a query string; anything unreadable falls back to page 1, recent. */
export function readListPosition(search: string): ListPosition {
  const params = new URLSearchParams(search);
  const rawPage = params.get('page') ?? '';
  const page = /^\d{1,9}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  const sort: ReviewSort = params.get('sort') === 'popular' ? 'popular' : DEFAULT_SORT;
  return { page, sort };
}

/** The query string for a position, keeping unrelated parameters; '' for page 1, recent. */
export function listPositionSearch(position: ListPosition, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  params.delete('page');
  params.delete('sort');
  if (position.page > 1) params.set('page', String(position.page));
  if (position.sort !== DEFAULT_SORT) params.set('sort', position.sort);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Only page 1 in the default order is indexed; other pages and orders are `noindex, follow`. */
export function robotsFor(position: ListPosition): string {
  return position.page > 1 || position.sort !== DEFAULT_SORT ? 'noindex, follow' : 'index, follow';
}
