// What a write makes outdated, announced in one place. A service that changes reviews says which
// universities' reviews changed, once its transaction is committed; what is derived from them
// subscribes here, from the module that keeps it, at that module's import: the featured ranking
// (universities/universities.ts), the search order (universities/search-index.ts) and the page
// marks (universities/follow-writes.ts). A service that announces imports
// `#server/universities/follow-writes.ts` too, so the marks are registered in every process that
// writes (the server, the commands, the tests): a cache kept in memory needs nothing, since a
// process that never loaded it has none to make outdated. What is built on a timer (the open-data
// files, open-data/cache.ts) does not listen. Decision 038 says when each is built again.

/** One announcement: the universities whose reviews changed, and how. */
export interface ReviewsChange {
  universityIds: ReadonlySet<number>;
  /**
   * True when which reviews count, or their ratings, changed (a review published, held, removed,
   * edited or deleted); false when only what the pages show did (an author renamed), so counts,
   * averages and order are as they were.
   */
  counted: boolean;
}

export type ReviewsListener = (change: ReviewsChange) => void;

const listeners = new Set<ReviewsListener>();

/** Calls `listener` on every announcement from now on; returns what stops it. */
export function onReviewsChanged(listener: ReviewsListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Announces that the reviews of these universities changed (after the write is committed). Each
 * listener runs at once; one that throws is logged and the others still run: the write itself is
 * stored, and its reply must not turn into an error.
 */
export function reviewsChanged(universityIds: Iterable<number>, { counted = true }: { counted?: boolean } = {}): void {
  const change: ReviewsChange = { universityIds: new Set(universityIds), counted };
  for (const listener of listeners) {
    try {
      listener(change);
    } catch (error) {
      console.error('A listener of review changes failed; the write is stored:', error);
    }
  }
}
