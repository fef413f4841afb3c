// The one place a review's status changes (docs/rules/trust-and-moderation.md#review-status):
// reports, moderators, appeals and edits all go through changeStatus, which moves the university's
// aggregate in the same transaction whenever the review enters or leaves 'published'.
import type { Prisma } from '#server/generated/prisma/client.ts';
import type { ReviewStatus } from '#shared/types.ts';
import { applyReviewToStats } from '#server/reviews/stats.ts';
import { statsSelect } from '#server/reviews/stat-columns.ts';
import { lockForWrite } from '#server/infra/write-transaction.ts';

type Tx = Prisma.TransactionClient;

/** What a status change reads of a review: its status, flags and what the aggregate sums. */
export const statusChangeSelect = {
  id: true,
  userId: true,
  status: true,
  flags: true,
  appealedAt: true,
  ...statsSelect,
  // The rest of the study context, which an edit checks its change against.
  studyField: true,
  studyStartYear: true,
  studyEndYear: true,
  studyRelation: true,
} as const;

export type StatusChangeReview = Prisma.ReviewGetPayload<{ select: typeof statusChangeSelect }>;

/**
 * The review as it is inside the transaction, or null when there is none. What is read here
 * cannot change before the transaction's own writes: on SQLite transactions begin IMMEDIATE
 * (db.ts), on PostgreSQL the review's lock is held until commit (write-transaction.ts).
 */
export async function readForStatusChange(tx: Tx, reviewId: number): Promise<StatusChangeReview | null> {
  await lockForWrite(tx, `review:${reviewId}`);
  return tx.review.findUnique({ where: { id: reviewId }, select: statusChangeSelect });
}

/**
 * Sets the review's status (and `data`, such as flags or a reason), adding it to its university's
 * aggregate when it becomes published and taking it out when it stops being published. `review`
 * must have been read in the same transaction. Returns whether the aggregate moved.
 */
export async function changeStatus(
  tx: Tx,
  review: StatusChangeReview,
  to: ReviewStatus,
  data: Prisma.ReviewUpdateInput = {},
): Promise<boolean> {
  await tx.review.update({ where: { id: review.id }, data: { ...data, status: to }, select: { id: true } });
  const wasPublished = review.status === 'published';
  if (wasPublished === (to === 'published')) return false;
  // After the update: taking a review out reads the newest-review date from the published ones left.
  await applyReviewToStats(tx, review, wasPublished ? -1 : 1);
  return true;
}

/** The flags stored with a review (a JSON array of strings). */
export function parseFlags(stored: string): string[] {
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((flag): flag is string => typeof flag === 'string') : [];
  } catch {
    return [];
  }
}

/** The flags with `added` appended, each kind once. */
export function withFlags(stored: string, ...added: string[]): string {
  const flags = parseFlags(stored);
  for (const flag of added) if (!flags.includes(flag)) flags.push(flag);
  return JSON.stringify(flags);
}
