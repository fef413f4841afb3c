// Everything a university page shows, read live (for universities added after the last build).
import { db } from '../db.ts';
import { REVIEWS_PAGE_SIZE } from '#shared/limits.ts';
import { getReviewPage } from '../reviews/review-queries.ts';
import { toUniversity, universitySelect } from './universities.ts';

/** The page data of one university, or null when there is none with that id. */
export async function getUniversityPageData(id: number) {
  const row = await db().university.findUnique({ where: { id }, select: universitySelect });
  if (!row) return null;
  const page = await getReviewPage(id, 1, REVIEWS_PAGE_SIZE, 'recent');
  return {
    university: toUniversity(row),
    reviewCount: page.pagination.totalReviews,
    averages: page.averages,
    reviews: page.reviews,
  };
}
