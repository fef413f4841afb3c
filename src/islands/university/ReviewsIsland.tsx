// The university page's reviews: the one island of the page, hydrated when scrolled to. The build's
// first page of cards arrives as children (server-rendered HTML in the island's slot, not props),
// and shows until the first live page does; sorting, filtering, paging, likes and reports then run
// here. The filter counts follow the live ratings block (LIVE_COUNTS_EVENT). When the server no
// longer knows the university, the page's script shows the not-found view (UNIVERSITY_GONE_EVENT).
// A control used before it is live is carried out once it is (client:intent-visible, useLiveIsland).
import { useEffect, useState, type ReactNode } from 'react';
import {
  LIVE_BLOCK_ID,
  LIVE_COUNTS_EVENT,
  UNIVERSITY_GONE_EVENT,
  readFilterCounts,
  type FilterCounts,
} from '#shared/universities/university-live.ts';
import { useLiveIsland } from '#islands/hooks/use-live-island.ts';
import ReviewsSection from './ReviewsSection';
import type { ListPosition } from '#lib/review-list-url.ts';
import { REVIEWS_PAGE_SIZE } from '#shared/limits.ts';
import { useReviewList } from './use-review-list';

export interface ReviewsIslandProps {
  universityId: number;
  /** The counts at build time (the live block's may be newer). */
  counts: FilterCounts;
  totalPages: number;
  /** The position the page was rendered at: a filtered page (rendered on demand) says which filter. */
  start?: ListPosition;
  /** With `start` filtered: how many reviews the filter keeps. */
  filteredTotal?: number;
  /** The build's first page of cards (ReviewCards). */
  children?: ReactNode;
}

/** The filter counts: the build's, then those of the live ratings block once it was refreshed. */
function useLiveCounts(initial: FilterCounts): FilterCounts {
  const [counts, setCounts] = useState(initial);
  useEffect(() => {
    const read = () => {
      const live = readFilterCounts(document.getElementById(LIVE_BLOCK_ID)?.dataset.counts);
      if (live) setCounts(live);
    };
    read();
    document.addEventListener(LIVE_COUNTS_EVENT, read);
    return () => document.removeEventListener(LIVE_COUNTS_EVENT, read);
  }, []);
  return counts;
}

export default function ReviewsIsland(props: ReviewsIslandProps) {
  const { universityId, counts: buildCounts, totalPages, start, filteredTotal, children } = props;
  const counts = useLiveCounts(buildCounts);
  const list = useReviewList(
    universityId,
    () => ({
      reviews: [],
      totalReviews: filteredTotal ?? buildCounts.all,
      totalPages: filteredTotal === undefined ? totalPages : Math.ceil(filteredTotal / REVIEWS_PAGE_SIZE),
    }),
    start,
  );
  // The sort, filters and page bar are live once hydrated; Like and Report once the island's own
  // cards replace the static ones (or the first load has failed and the static ones stay).
  const live = useLiveIsland<HTMLElement>(list.loadCount > 0 || list.error !== null || list.notFound);

  useEffect(() => {
    if (list.notFound) document.dispatchEvent(new Event(UNIVERSITY_GONE_EVENT));
  }, [list.notFound]);

  return (
    <ReviewsSection
      ref={live}
      universityId={universityId}
      position={list.position}
      shown={list.shown}
      counts={counts}
      reviews={list.data.reviews}
      totalReviews={list.data.totalReviews}
      totalPages={list.data.totalPages}
      loading={list.loading}
      error={list.error}
      loadCount={list.loadCount}
      onNavigate={(position) => void list.load(position, 'push')}
      onRetry={list.retry}
      setLikes={list.setLikes}
      staticList={list.loadCount === 0 ? children : undefined}
    />
  );
}
