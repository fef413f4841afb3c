// Everything a university page shows, read live (for universities added after the last build, a
// page rendered again after a change, and a page asked with a filter: its first page filtered).
import { db } from '#server/infra/db.ts';
import { REVIEWS_PAGE_SIZE } from '#shared/limits.ts';
import { getReviewPage } from '#server/reviews/review-queries.ts';
import { readUniversityStatistics } from '#server/reviews/university-stats.ts';
import { toUniversity, universitySelect } from './universities.ts';
import { NO_FILTER, type ReviewFilter } from '#shared/reviews/review-filters.ts';

/** The page data of one university (the build's shape), or null when there is none with that id. */
export async function getUniversityPageData(id: number, filter: ReviewFilter = NO_FILTER) {
  const row = await db().university.findUnique({ where: { id }, select: universitySelect });
  if (!row) return null;
  const page = await getReviewPage(id, 1, REVIEWS_PAGE_SIZE, 'recent', filter);
  const statistics = await readUniversityStatistics(id);
  return {
    university: toUniversity(row),
    reviewCount: statistics.review_count,
    averages: statistics.averages,
    verifiedCount: statistics.verified_count,
    recentCount: statistics.reviews_last_12_months,
    lastReviewAt: statistics.last_review_at,
    distribution: statistics.distribution,
    byLevel: statistics.by_level,
    replies: statistics.replies,
    reviews: page.reviews,
    /** The filtered list's total: the first page's heading says 'N of M' with a filter on. */
    filteredCount: page.pagination.totalReviews,
  };
}
