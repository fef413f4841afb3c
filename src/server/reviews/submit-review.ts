// Publishing a review: rate-limited, tied to an account only when the author asks for it and
// is logged in, and added to the university's aggregate in the same transaction.
import { db } from '../db.ts';
import { AppError, isPrismaError } from '../errors.ts';
import { enforceRateLimit, TOO_MANY_REQUESTS } from '../ratelimit/rate-limit.ts';
import { limitKeys } from '../ratelimit/limit-keys.ts';
import type { Caller } from '../auth/current-user.ts';
import { RATING_CATEGORIES } from '#shared/reviews/ratings.ts';
import type { NewReview } from '#shared/schemas/reviews.ts';
import { applyReviewToStats } from './stats.ts';
import { reviewsChanged } from '../universities/universities.ts';

const universityNotFound = () => new AppError('NOT_FOUND', 'University not found', { message: 'University not found' });

/** Stores a checked review and returns its id; the author is the caller unless anonymous. */
export async function submitReview(review: NewReview, caller: Caller | null, clientAddress: string): Promise<number> {
  await enforceRateLimit('review', [...limitKeys(clientAddress), caller && `user:${caller.user.id}`], { message: TOO_MANY_REQUESTS });
  // Checked before the transaction, so a bad id never opens (and rolls back) one.
  const university = await db().university.findUnique({ where: { id: review.universityId }, select: { id: true } });
  if (!university) throw universityNotFound();

  const data = {
    universityId: review.universityId,
    userId: caller && !review.isAnonymous ? caller.user.id : null,
    reviewText: review.reviewText,
    comments: review.comments,
    ...Object.fromEntries(RATING_CATEGORIES.map((c) => [c.column, review.ratings[c.field]])),
  } as Parameters<ReturnType<typeof db>['review']['create']>[0]['data'];
  try {
    const id = await db().$transaction(async (tx) => {
      // The insert comes first: a transaction that writes first waits for the write lock
      // instead of failing when another process committed since it began.
      const created = await tx.review.create({
        data,
        select: { id: true, universityId: true, createdAt: true, ...Object.fromEntries(RATING_CATEGORIES.map((c) => [c.column, true])) },
      });
      await applyReviewToStats(tx, created as typeof created & Record<string, unknown>, 1);
      return created.id;
    });
    reviewsChanged();
    return id;
  } catch (error) {
    // The university vanished between the check and the insert (foreign key).
    if (isPrismaError(error, 'P2003')) throw universityNotFound();
    throw error;
  }
}
