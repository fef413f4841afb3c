// Where the moderator is on /moderation (src/lib/view-position.ts): the held list first.
import { readViewPosition, viewSearch, type ViewPosition } from '#lib/view-position.ts';

export const MODERATION_VIEWS = ['held', 'reported', 'replies', 'log'] as const;
export type ModerationView = (typeof MODERATION_VIEWS)[number];
/** The three queues (the reviews held or reported, and the universities' replies): the views with decisions to take. */
export type QueueKind = Exclude<ModerationView, 'log'>;
export type ModerationPosition = ViewPosition<ModerationView>;

export const readModerationPosition = (search: string): ModerationPosition => readViewPosition(search, MODERATION_VIEWS);
export const moderationSearch = viewSearch;
