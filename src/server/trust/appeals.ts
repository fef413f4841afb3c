// Appeals (docs/rules/trust-and-moderation.md#appeals): the author of a removed review may ask
// once for the decision to be looked at again; the review goes back to the queue, held, with the
// appeal's text among its flags.
import { db } from '#server/infra/db.ts';
import { reviewsHeld } from '#server/infra/metrics.ts';
import { alreadyAppealed, notOwnReviewToAppeal, onlyRemovedAppealable, reviewNotFound } from '#server/infra/errors.ts';
import { changeStatus, readForStatusChange, withFlags } from './review-status.ts';
import { appealFlag } from '#shared/trust/flags.ts';

/** Appeals the removal of the caller's own review; it is held again for a moderator. */
export async function appealRemoval(reviewId: number, message: string, userId: number): Promise<'held'> {
  await db().$transaction(async (tx) => {
    const review = await readForStatusChange(tx, reviewId);
    if (!review) throw reviewNotFound();
    if (review.userId === null || review.userId !== userId) throw notOwnReviewToAppeal();
    // Set by an appeal and cleared only when a moderator publishes the review: one appeal per removal.
    if (review.appealedAt) throw alreadyAppealed();
    if (review.status !== 'removed') throw onlyRemovedAppealable();
    // Removed to held: neither is counted, so the aggregate does not move.
    await changeStatus(tx, review, 'held', { flags: withFlags(review.flags, appealFlag(message)), appealedAt: new Date() });
  });
  reviewsHeld.inc({ cause: 'appeal' });
  return 'held';
}
