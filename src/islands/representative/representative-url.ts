// Where the representative is on /representative (src/lib/view-position.ts): the waiting list first.
import { readViewPosition, viewSearch, type ViewPosition } from '#lib/view-position.ts';

export const REPRESENTATIVE_VIEWS = ['waiting', 'replied'] as const;
export type RepresentativeView = (typeof REPRESENTATIVE_VIEWS)[number];
export type RepresentativePosition = ViewPosition<RepresentativeView>;

export const readRepresentativePosition = (search: string): RepresentativePosition => readViewPosition(search, REPRESENTATIVE_VIEWS);
export const representativeSearch = viewSearch;
