// What the islands and their directive (integrations/first-use.mjs) share: a control used before its
// island is live keeps that first use, and the island says when its controls are live
// (docs/decisions/040-every-control-live-at-once.md).

/** Sent from inside an island (it bubbles) after each render that the island has committed. */
export const ISLAND_LIVE_EVENT = 'island:live';

/** The attribute that names a control, so that a use of the server's copy finds the island's own. */
export const FIRST_USE_KEY = 'data-first-use';

export interface IslandLiveDetail {
  /** False while controls still wait for the island's data (a static list it has not replaced yet). */
  settled: boolean;
}
