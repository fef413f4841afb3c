// Where the moderator is on /moderation, kept in the address (`?view=reported&page=2`,
// `?view=replies`) so a reload or a shared link opens the same list. Page 1 is left out.

export const MODERATION_VIEWS = ['held', 'reported', 'replies', 'log'] as const;
export type ModerationView = (typeof MODERATION_VIEWS)[number];
/** The three queues (the reviews held or reported, and the universities' replies): the views with decisions to take. */
export type QueueKind = Exclude<ModerationView, 'log'>;

export interface ModerationPosition {
  view: ModerationView;
  page: number;
}

/** Reads view and page from a query string; anything unreadable falls back to the held list, page 1. */
export function readModerationPosition(search: string): ModerationPosition {
  const params = new URLSearchParams(search);
  const rawView = params.get('view');
  const view = MODERATION_VIEWS.find((known) => known === rawView) ?? 'held';
  const rawPage = params.get('page') ?? '';
  const page = /^\d{1,9}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  return { view, page };
}

/** The query string of a position: `?view=held`, `?view=log&page=3`. */
export function moderationSearch({ view, page }: ModerationPosition): string {
  return page > 1 ? `?view=${view}&page=${page}` : `?view=${view}`;
}
