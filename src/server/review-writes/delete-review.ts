// Deleting a review: only its author may, whatever its status; its likes and reports go with it,
// and the university's aggregate loses it if it was published.
import { db } from '#server/infra/db.ts';
import { notOwnReview, reviewToDeleteNotFound } from '#server/infra/errors.ts';
import { applyReviewToStats } from '#server/reviews/stats.ts';
import { reviewsChanged } from '#server/infra/changes.ts';
import '#server/universities/follow-writes.ts';
import { readForStatusChange } from '#server/trust/review-status.ts';
import { keepFingerprintsOfRemoved } from '#server/trust/removal-fingerprints.ts';
import { releaseVerifiedMark } from '#server/students/student-verification.ts';

/** Deletes the caller's own review; 403 for anyone else's, anonymous ones included. */
export async function deleteReview(reviewId: number, userId: number): Promise<{ id: number; university_name: string }> {
  const review = await db().review.findUnique({
    where: { id: reviewId },
    select: { id: true, userId: true, university: { select: { name: true } } },
  });
  if (!review) throw reviewToDeleteNotFound();
  if (review.userId === null || review.userId !== userId) throw notOwnReview();
  // The university whose page showed the review, when it was published.
  const shownOn = await db().$transaction(async (tx) => {
    // Read again inside the transaction: a moderator may have held or removed it meanwhile, and a
    // concurrent delete of the same review leaves nothing to delete here (404, the aggregate is
    // not touched twice).
    const current = await readForStatusChange(tx, reviewId);
    if (!current || current.userId !== userId) throw reviewToDeleteNotFound();
    // A removal outlives the review: its text's fingerprints stay.
    await keepFingerprintsOfRemoved(tx, { id: reviewId });
    await tx.reviewLike.deleteMany({ where: { reviewId } });
    await tx.review.delete({ where: { id: reviewId }, select: { id: true } });
    // A signed review with the mark is the one that used it: the account may use it again.
    if (current.verified) await releaseVerifiedMark(tx, userId, current.universityId);
    if (current.status === 'published') await applyReviewToStats(tx, current, -1);
    return current.status === 'published' ? current.universityId : null;
  });
  if (shownOn !== null) reviewsChanged([shownOn]);
  return { id: review.id, university_name: review.university.name };
}
