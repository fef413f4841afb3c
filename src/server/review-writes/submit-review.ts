// Posting a review: rate-limited, tied to an account only when the author asks for it and is
// logged in, screened (docs/rules/trust-and-moderation.md#screening), and, when published, added
// to the university's aggregate in the same transaction. A flagged review is stored as held.
import { db } from '#server/infra/db.ts';
import { universityReviewsKey, writeTransaction } from '#server/infra/write-transaction.ts';
import { alreadyReviewed, isPrismaError, universityNotFound } from '#server/infra/errors.ts';
import { enforceRateLimit } from '#server/ratelimit/rate-limit.ts';
import { limitKeys } from '#server/ratelimit/limit-keys.ts';
import type { Caller } from '#server/auth/current-user.ts';
import { RATING_CATEGORIES } from '#shared/reviews/ratings.ts';
import type { NewReview } from '#shared/schemas/reviews.ts';
import { applyReviewToStats } from '#server/reviews/stats.ts';
import { statsSelect } from '#server/reviews/stat-columns.ts';
import { studyColumnsOf } from '#server/reviews/study-columns.ts';
import { claimVerifiedMark } from '#server/students/student-verification.ts';
import { reviewsChanged } from '#server/infra/changes.ts';
import { reviewsHeld } from '#server/infra/metrics.ts';
import '#server/universities/follow-writes.ts';
import { duplicateKeyOf, refuseDuplicate, screeningFlags } from '#server/trust/screening.ts';

/** A new review is published at once, or held when screening flags it. */
export type NewReviewStatus = 'published' | 'held';

/** Stores a checked review; the author is the caller unless anonymous. Returns its id and status. */
export async function submitReview(
  review: NewReview,
  caller: Caller | null,
  clientAddress: string,
): Promise<{ id: number; status: NewReviewStatus }> {
  await enforceRateLimit('review', [...limitKeys(clientAddress), caller && `user:${caller.user.id}`]);
  // Checked before the transaction, so a bad id never opens (and rolls back) one.
  const university = await db().university.findUnique({ where: { id: review.universityId }, select: { id: true } });
  if (!university) throw universityNotFound();

  // Read before the write transaction: a removal decided in between is caught by a moderator.
  const flags = await screeningFlags(db(), review);
  const status: NewReviewStatus = flags.length ? 'held' : 'published';
  const userId = caller && !review.isAnonymous ? caller.user.id : null;
  const textKey = duplicateKeyOf(review);
  const data = {
    universityId: review.universityId,
    userId,
    reviewText: review.reviewText,
    comments: review.comments,
    status,
    flags: JSON.stringify(flags),
    textKey,
    ...Object.fromEntries(RATING_CATEGORIES.map((c) => [c.column, review.ratings[c.field]])),
    ...studyColumnsOf(review.context),
  } as Parameters<ReturnType<typeof db>['review']['create']>[0]['data'];
  try {
    // Both checks are about the university's reviews: under its lock, two submissions at once
    // cannot both pass them.
    const id = await writeTransaction(
      async (tx) => {
        if (
          userId !== null &&
          (await tx.review.findFirst({ where: { userId, universityId: review.universityId }, select: { id: true } }))
        ) {
          throw alreadyReviewed();
        }
        await refuseDuplicate(tx, review.universityId, textKey);
        // A verified student's first review of their university is marked, anonymous ones too:
        // only the mark is kept, never a link to the account; later ones are not marked
        // (docs/rules/accounts-and-tokens.md#verified-students).
        const verified = caller !== null && (await claimVerifiedMark(tx, caller.user.id, review.universityId));
        const created = await tx.review.create({
          data: { ...data, verified },
          select: { id: true, ...statsSelect },
        });
        if (status === 'published') await applyReviewToStats(tx, created, 1);
        return created.id;
      },
      { lockKeys: [universityReviewsKey(review.universityId)] },
    );
    if (status === 'published') reviewsChanged([review.universityId]);
    else reviewsHeld.inc({ cause: 'screening' });
    return { id, status };
  } catch (error) {
    // The university vanished between the check and the insert (foreign key).
    if (isPrismaError(error, 'P2003')) throw universityNotFound();
    throw error;
  }
}
