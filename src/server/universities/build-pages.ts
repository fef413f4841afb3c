// What the static build renders for every university (src/pages/university/[id].astro): the
// aggregates of all of them in two whole-table queries up front, and each page's first reviews
// read only when that page renders. Holding the first pages of all universities for the whole
// build (150,000 reviews with the full list and 200,000 reviews) took 300 MB of the heap.
import { REVIEWS_PAGE_SIZE } from '#shared/limits.ts';
import { newestReviews } from '#server/reviews/review-queries.ts';
import {
  levelBreakdownFromStats,
  levelStatsByUniversity,
  recentCountsByUniversity,
  twelveMonthsBefore,
} from '#server/reviews/university-stats.ts';
import { replyDelaysByUniversity, replyStatsOf } from '#server/reviews/reply-stats.ts';
import { listUniversitiesForBuild } from './universities.ts';
import type { Review } from '#shared/types.ts';

/** The page data of every university (getUniversityPageData's shape), by id; `reviews` is read on access. */
export async function universityPagesForBuild(now = new Date()) {
  const since = twelveMonthsBefore(now);
  const [rows, recent, levels, replies] = await Promise.all([
    listUniversitiesForBuild(),
    recentCountsByUniversity(since),
    levelStatsByUniversity(),
    replyDelaysByUniversity(since),
  ]);
  return rows.map((row) => ({
    ...row,
    recentCount: recent.get(row.university.id) ?? 0,
    byLevel: levelBreakdownFromStats(levels.get(row.university.id) ?? []),
    replies: replyStatsOf(replies.get(row.university.id) ?? [], recent.get(row.university.id) ?? 0),
    // A getter: read when the page renders (Astro hands the props to the page as they are, and
    // the page awaits them), and garbage once it is written.
    get reviews(): Promise<Review[]> {
      return row.reviewCount > 0 ? newestReviews(row.university.id, REVIEWS_PAGE_SIZE) : Promise.resolve([]);
    },
  }));
}
