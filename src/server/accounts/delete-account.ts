// Deleting an account: its reviews (and the likes on them), its likes, its sessions and tokens,
// and the per-university aggregate, in one transaction. Anonymous reviews were never linked to
// the account and stay.
import { db } from '#server/infra/db.ts';
import { lockForWrite } from '#server/infra/write-transaction.ts';
import { accountDeletionFailed, userNotFound } from '#server/infra/errors.ts';
import { applyReviewToStats } from '#server/reviews/stats.ts';
import { statsSelect } from '#server/reviews/stat-columns.ts';
import { reviewsChanged } from '#server/infra/changes.ts';
import '#server/universities/follow-writes.ts';
import type { Caller } from '#server/auth/current-user.ts';
import { keepFingerprintsOfRemoved } from '#server/trust/removal-fingerprints.ts';

/** Deletes the caller's account and everything linked to it. */
export async function deleteAccount(caller: Caller): Promise<void> {
  const userId = caller.user.id;
  // The universities whose pages showed the account's reviews; null when there was no account.
  let deleted: number[] | null;
  try {
    deleted = await db().$transaction(async (tx) => {
      // Each review's lock, as a status change takes it (write-transaction.ts): none of them can
      // be published or held meanwhile, so the aggregate loses exactly the published ones.
      for (const { id } of await tx.review.findMany({ where: { userId }, select: { id: true }, orderBy: { id: 'asc' } })) {
        await lockForWrite(tx, `review:${id}`);
      }
      // Each review the user liked loses that like (their own reviews go below anyway).
      await tx.review.updateMany({ where: { likes: { some: { userId } } }, data: { likeCount: { decrement: 1 } } });
      await tx.reviewLike.deleteMany({ where: { userId } });
      const reviews = await tx.review.findMany({
        // Held and removed reviews were never counted in the aggregate.
        where: { userId, status: 'published' },
        select: { id: true, ...statsSelect },
        // Aggregate rows are updated in university order, so two deletions never wait on each other in a cycle.
        orderBy: { universityId: 'asc' },
      });
      // Likes on these reviews go with them (cascade); the aggregate is updated after the delete
      // so its newest-review date is read from the reviews that remain.
      // Their removals outlive them (older removals may have no fingerprints yet).
      await keepFingerprintsOfRemoved(tx, { userId });
      await tx.review.deleteMany({ where: { userId } });
      for (const review of reviews) await applyReviewToStats(tx, review, -1);
      // Sessions, refresh and reset tokens, a verified student address and a pending student code
      // cascade with the user.
      const { count } = await tx.user.deleteMany({ where: { id: userId } });
      return count > 0 ? reviews.map((review) => review.universityId) : null;
    });
  } catch (error) {
    console.error('Account deletion failed:', error);
    throw accountDeletionFailed();
  }
  if (deleted === null) throw userNotFound();
  // Featured and search order derive from review counts, which just changed; the pages that
  // showed the reviews no longer may.
  reviewsChanged(deleted);
}
