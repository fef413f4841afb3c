// Editing a review (docs/rules/trust-and-moderation.md#edits): only its author may, and only a
// signed review that was not removed. The texts are screened again and checked for duplicates;
// the university's aggregate moves from the old ratings to the new ones in the same transaction.
// A part of the study context the edit leaves out keeps its value.
import { db } from '#server/infra/db.ts';
import { badRequest, notOwnReviewToEdit, removedReviewNotEditable, reviewNotFound } from '#server/infra/errors.ts';
import { enforceRateLimit } from '#server/ratelimit/rate-limit.ts';
import { RATING_CATEGORIES } from '#shared/reviews/ratings.ts';
import type { ReviewContent } from '#shared/schemas/reviews.ts';
import { applyReviewToStats } from '#server/reviews/stats.ts';
import { studyColumnsOf, studyContextOf } from '#server/reviews/study-columns.ts';
import { CURRENT_WITH_END_YEAR, yearMessage } from '#shared/schemas/study-context.ts';
import type { StudyContext } from '#shared/reviews/study-context.ts';
import { reviewsChanged } from '#server/infra/changes.ts';
import { reviewsHeld } from '#server/infra/metrics.ts';
import '#server/universities/follow-writes.ts';
import { changeStatus, readForStatusChange } from '#server/trust/review-status.ts';
import { lockForWrite, universityReviewsKey } from '#server/infra/write-transaction.ts';
import { duplicateKeyOf, refuseDuplicate, rescreenedFlags, screeningFlags } from '#server/trust/screening.ts';

/**
 * The context change, checked against the parts it keeps: an end year before a kept start year,
 * or one given for a review that stays 'current', is refused as a whole body's would be.
 */
function checkedContextChange(review: Record<string, unknown>, change: Partial<StudyContext>): Partial<StudyContext> {
  const merged = { ...studyContextOf(review), ...change };
  const { study_start_year: start, study_end_year: end } = merged;
  if (start !== null && end !== null && end < start)
    throw badRequest('Validation error', { message: yearMessage('study_end_year', start) });
  if (merged.study_relation === 'current' && end !== null) throw badRequest('Validation error', { message: CURRENT_WITH_END_YEAR });
  return change;
}

/**
 * Replaces the ratings and texts of the caller's own review. A published review stays published
 * unless screening flags the new texts (then it is held); a held review stays held until a
 * moderator decides. Returns the status after the edit.
 */
export async function editReview(
  reviewId: number,
  content: ReviewContent,
  userId: number,
): Promise<{ id: number; status: 'published' | 'held' }> {
  // Every edit rebuilds what the review's university shows: an account may make a few a window.
  await enforceRateLimit('edit', [`user:${userId}`]);
  const { status, counted, universityId } = await db().$transaction(async (tx) => {
    const review = await readForStatusChange(tx, reviewId);
    if (!review) throw reviewNotFound();
    if (review.userId === null || review.userId !== userId) throw notOwnReviewToEdit();
    if (review.status === 'removed') throw removedReviewNotEditable();
    const textKey = duplicateKeyOf(content);
    // The duplicate check is about the university's reviews, like a new submission's.
    await lockForWrite(tx, universityReviewsKey(review.universityId));
    await refuseDuplicate(tx, review.universityId, textKey, review.id);

    const fresh = await screeningFlags(tx, content, review.id);
    const to: 'published' | 'held' = review.status === 'held' || fresh.length ? 'held' : 'published';
    const ratings = Object.fromEntries(RATING_CATEGORIES.map((c) => [c.column, content.ratings[c.field]]));
    const context = studyColumnsOf(checkedContextChange(review, content.context ?? {}));
    const data = {
      reviewText: content.reviewText,
      comments: content.comments,
      ...ratings,
      ...context,
      flags: JSON.stringify(rescreenedFlags(review.flags, fresh)),
      textKey,
      editedAt: new Date(),
    };
    if (review.status === 'published' && to === 'published') {
      await tx.review.update({ where: { id: review.id }, data, select: { id: true } });
      // Out with the old ratings, in with the new: the count stays, the sums move.
      await applyReviewToStats(tx, review, -1);
      await applyReviewToStats(tx, { ...review, ...ratings, ...context }, 1);
    } else {
      // Held before or after: changeStatus takes the old ratings out if it was published.
      await changeStatus(tx, review, to, data);
    }
    return { status: to, counted: review.status === 'published', universityId: review.universityId };
  });
  if (counted) reviewsChanged([universityId]);
  // Published before: held now, by the screening of the new texts.
  if (counted && status === 'held') reviewsHeld.inc({ cause: 'edit' });
  return { id: reviewId, status };
}
