// Where a visitor is on a page of tabbed lists (/moderation, /representative), kept in the address
// (`?view=reported&page=2`) so a reload or a shared link opens the same list. Page 1 is left out.

export interface ViewPosition<View extends string> {
  view: View;
  page: number;
}

/** Reads view and page from a query string; anything unreadable falls back to the first view, page 1. */
export function readViewPosition<View extends string>(search: string, views: readonly [View, ...View[]]): ViewPosition<View> {
  const params = new URLSearchParams(search);
  const rawView = params.get('view');
  const view = views.find((known) => known === rawView) ?? views[0];
  const rawPage = params.get('page') ?? '';
  const page = /^\d{1,9}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  return { view, page };
}

/** The query string of a position: `?view=held`, `?view=log&page=3`. */
export function viewSearch({ view, page }: ViewPosition<string>): string {
  return page > 1 ? `?view=${view}&page=${page}` : `?view=${view}`;
}
