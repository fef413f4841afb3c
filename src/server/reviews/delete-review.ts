// Deleting a review: only its author may, and its likes and the university's aggregate go with it.
import { db } from '../db.ts';
import { AppError } from '../errors.ts';
import { RATING_CATEGORIES } from '#shared/reviews/ratings.ts';
import { applyReviewToStats } from './stats.ts';
import { reviewsChanged } from '../universities/universities.ts';

const notFound = () =>
  new AppError('NOT_FOUND', 'Review not found', { message: 'The review you are trying to delete does not exist' });

/** Deletes the caller's own review; 403 for anyone else's, anonymous ones included. */
export async function deleteReview(reviewId: number, userId: number): Promise<{ id: number; university_name: string }> {
  const review = await db().review.findUnique({
    where: { id: reviewId },
    select: {
      id: true,
      userId: true,
      universityId: true,
      createdAt: true,
      university: { select: { name: true } },
      ...Object.fromEntries(RATING_CATEGORIES.map((c) => [c.column, true])),
    },
  });
  if (!review) throw notFound();
  if (review.userId === null || review.userId !== userId) {
    throw new AppError('FORBIDDEN', 'Access denied', { message: 'You can only delete your own reviews' });
  }
  await db().$transaction(async (tx) => {
    await tx.reviewLike.deleteMany({ where: { reviewId } });
    // A concurrent delete of the same review leaves nothing to delete here: 404, and the
    // aggregate is not touched twice.
    const removed = await tx.review.deleteMany({ where: { id: reviewId, userId } });
    if (removed.count === 0) throw notFound();
    await applyReviewToStats(tx, review as typeof review & Record<string, unknown>, -1);
  });
  reviewsChanged();
  return { id: review.id, university_name: review.university.name };
}
