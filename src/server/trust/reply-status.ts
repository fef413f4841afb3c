// A university reply's moderation state (docs/rules/trust-and-moderation.md#university-replies):
// read under the review's lock, and moved between published, held and removed. A reply never
// touches its review: no status, place, rating or aggregate of the review changes here.
import type { Prisma } from '#server/generated/prisma/client.ts';
import { lockForWrite } from '#server/infra/write-transaction.ts';
import type { ReplyWithStatus, ReviewStatus } from '#shared/types.ts';
import { parseFlags } from './review-status.ts';

type Tx = Prisma.TransactionClient;

export const replyStateSelect = {
  reviewId: true,
  universityId: true,
  authorId: true,
  text: true,
  status: true,
  flags: true,
  moderationReason: true,
  appealedAt: true,
  createdAt: true,
  editedAt: true,
  notifiedAt: true,
} as const;
export type ReplyState = Prisma.ReviewReplyGetPayload<{ select: typeof replyStateSelect }>;

/** The review (its university, status and author) and its reply, under the review's lock. */
export async function readReplyForChange(tx: Tx, reviewId: number) {
  await lockForWrite(tx, `review:${reviewId}`);
  return tx.review.findUnique({
    where: { id: reviewId },
    select: { id: true, universityId: true, status: true, userId: true, createdAt: true, reply: { select: replyStateSelect } },
  });
}

/** Sets the reply's status and `data`. */
export async function changeReplyStatus(
  tx: Tx,
  reviewId: number,
  to: ReviewStatus,
  data: Prisma.ReviewReplyUpdateInput = {},
): Promise<void> {
  await tx.reviewReply.update({ where: { reviewId }, data: { ...data, status: to }, select: { reviewId: true } });
}

/** A reply as its representatives and the moderators see it. */
export function toReplyWithStatus(reply: Omit<ReplyState, 'reviewId' | 'universityId' | 'authorId' | 'notifiedAt'>): ReplyWithStatus {
  return {
    text: reply.text,
    status: reply.status as ReviewStatus,
    flags: parseFlags(reply.flags),
    moderation_reason: reply.moderationReason,
    appealed: reply.appealedAt !== null,
    created_at: reply.createdAt.toISOString(),
    edited_at: reply.editedAt?.toISOString() ?? null,
  };
}
