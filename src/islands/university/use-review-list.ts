// The university page's live review list: starts from the build-time counts (the static first page
// shows meanwhile, so nothing moves), then loads the page, sort and filter named in the address.
// Their changes go into the history; back and forward load them again.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Review } from '#shared/types.ts';
import { apiErrorInfo } from '#lib/trpc.ts';
import { FIRST_POSITION, listPositionSearch, readListPosition, robotsFor, type ListPosition } from '#lib/review-list-url.ts';
import { api } from '#stores/auth.ts';

export interface ReviewListData {
  reviews: Review[];
  totalReviews: number;
  totalPages: number;
}

type HistoryMode = 'push' | 'replace' | 'none';

export const LOAD_ERROR = 'Could not load the reviews. Check your connection and try again.';

function setRobots(content: string) {
  document.querySelector('meta[name="robots"]')?.setAttribute('content', content);
}

/** `start`: the position the server rendered (a page asked with a filter is rendered filtered). */
export function useReviewList(universityId: number, snapshot: () => ReviewListData, start: ListPosition = FIRST_POSITION) {
  /** The position asked for (the controls show it at once)... */
  const [position, setPosition] = useState<ListPosition>(start);
  /** ...and the one `data` answers, which the counts describe until the next page arrives. */
  const [shown, setShown] = useState<ListPosition>(start);
  const [data, setData] = useState(snapshot);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notFound, setNotFound] = useState(false);
  /** Counts loads from the server: 0 while the static first page shows. */
  const [loadCount, setLoadCount] = useState(0);
  const latest = useRef(0);

  const load = useCallback(
    async (target: ListPosition, history: HistoryMode) => {
      const request = ++latest.current;
      const search = listPositionSearch(target, window.location.search);
      const url = `${window.location.pathname}${search}${window.location.hash}`;
      if (history === 'push') window.history.pushState(null, '', url);
      if (history === 'replace') window.history.replaceState(null, '', url);
      setPosition(target);
      setLoading(true);
      setError(null);
      try {
        const page = await api.universities.reviews.query({
          universityId,
          page: target.page,
          sort: target.sort,
          rating: target.rating,
          verified: target.verifiedOnly,
          level: target.level,
          field: target.field,
        });
        if (request !== latest.current) return;
        const { totalPages, totalReviews } = page.pagination;
        // A page past the end (an old link, or reviews deleted since): show the last page instead.
        if (totalPages > 0 && target.page > totalPages) {
          void load({ ...target, page: totalPages }, 'replace');
          return;
        }
        setData({ reviews: page.reviews, totalReviews, totalPages });
        setShown(target);
        setLoadCount((count) => count + 1);
      } catch (caught) {
        if (request !== latest.current) return;
        const info = apiErrorInfo(caught);
        // Any answer but success means the university cannot be shown
        // (docs/rules/pages-and-search.md#university-pages); without an answer at all (offline),
        // the static page or the last page stays and a retry is offered.
        if (!info.network) setNotFound(true);
        else setError(LOAD_ERROR);
        console.warn('Failed to load reviews:', info.message);
      }
      if (request === latest.current) setLoading(false);
    },
    [universityId],
  );

  useEffect(() => {
    const initial = readListPosition(window.location.search);
    const normalised = listPositionSearch(initial, window.location.search) !== window.location.search;
    void load(initial, normalised ? 'replace' : 'none');
    const onPopState = () => void load(readListPosition(window.location.search), 'none');
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [load]);

  useEffect(() => setRobots(notFound ? 'noindex, follow' : robotsFor(position)), [position, notFound]);

  /** Sets one review's like count (from the server's reply). */
  const setLikes = useCallback((reviewId: number, likes: number) => {
    setData((current) => ({ ...current, reviews: current.reviews.map((r) => (r.id === reviewId ? { ...r, likes } : r)) }));
  }, []);

  const retry = useCallback(() => void load(position, 'none'), [load, position]);

  return { position, shown, data, loading, error, notFound, loadCount, load, setLikes, retry };
}
