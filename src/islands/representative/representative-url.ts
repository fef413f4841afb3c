// Where the representative is on /representative, kept in the address (`?view=replied&page=2`) so
// a reload or a shared link opens the same list. Page 1 is left out.

export const REPRESENTATIVE_VIEWS = ['waiting', 'replied'] as const;
export type RepresentativeView = (typeof REPRESENTATIVE_VIEWS)[number];

export interface RepresentativePosition {
  view: RepresentativeView;
  page: number;
}

/** Reads view and page from a query string; anything unreadable falls back to the waiting list, page 1. */
export function readRepresentativePosition(search: string): RepresentativePosition {
  const params = new URLSearchParams(search);
  const rawView = params.get('view');
  const view = REPRESENTATIVE_VIEWS.find((known) => known === rawView) ?? 'waiting';
  const rawPage = params.get('page') ?? '';
  const page = /^\d{1,9}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  return { view, page };
}

/** The query string of a position: `?view=waiting`, `?view=replied&page=3`. */
export function representativeSearch({ view, page }: RepresentativePosition): string {
  return page > 1 ? `?view=${view}&page=${page}` : `?view=${view}`;
}
