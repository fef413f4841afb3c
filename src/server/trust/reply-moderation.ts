// Moderating university replies (docs/rules/trust-and-moderation.md#university-replies): the
// queue's replies view (held replies, and published ones with open reports), a moderator's
// decision on a reply, written to the same log. A decision on a reply never touches its review.
import { db } from '#server/infra/db.ts';
import { ownReplyToDecide, replyNotFound, reportedReplyToDecide } from '#server/infra/errors.ts';
import { runInBackground } from '#server/infra/background-tasks.ts';
import { reviewsChanged } from '#server/infra/changes.ts';
import { moderationDecisions } from '#server/infra/metrics.ts';
import { writeTransaction } from '#server/infra/write-transaction.ts';
import '#server/universities/follow-writes.ts';
import { reviewWithStatusSelect, toReviewWithStatus, type ReviewRow } from '#server/reviews/review-queries.ts';
import type { Caller } from '#server/auth/current-user.ts';
import { MODERATION_PAGE_SIZE } from '#shared/limits.ts';
import type { ModerationDecisionInput } from '#shared/schemas/trust.ts';
import type { ModerationQueuePage, ReviewStatus } from '#shared/types.ts';
import { conflictsOf, pagination, queueReportSelect, toQueueReport } from './moderation.ts';
import { changeReplyStatus, readReplyForChange, replyStateSelect, toReplyWithStatus } from './reply-status.ts';
import { parseFlags } from './review-status.ts';
import { mailReplyRemoval, mailReplyToAuthor } from './reply-mail.ts';

/** Held replies, and published replies with open reports. */
const waitingReply = {
  OR: [{ status: 'held' }, { status: 'published', review: { reports: { some: { subject: 'reply', outcome: 'open' } } } }],
};

/** One page of the replies waiting for a moderator, oldest reply first, each with its review. */
export async function replyQueue(page: number, moderatorId: number): Promise<ModerationQueuePage> {
  const [total, rows] = await Promise.all([
    db().reviewReply.count({ where: waitingReply }),
    db().reviewReply.findMany({
      where: waitingReply,
      orderBy: [{ createdAt: 'asc' }, { reviewId: 'asc' }],
      skip: (page - 1) * MODERATION_PAGE_SIZE,
      take: MODERATION_PAGE_SIZE,
      select: {
        ...replyStateSelect,
        review: {
          select: {
            ...reviewWithStatusSelect,
            // Only what was reported, never by whom.
            reports: {
              where: { subject: 'reply', outcome: 'open' },
              orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
              select: queueReportSelect,
            },
          },
        },
      },
    }),
  ]);
  // Who wrote or reported each reply, in one query for the page.
  const conflicts = await conflictsOf(
    db(),
    moderatorId,
    rows.map((row) => ({ id: row.reviewId, userId: row.authorId })),
    'reply',
  );
  const items = rows.map(({ review, ...reply }) => ({
    subject: 'reply' as const,
    review: toReviewWithStatus(review as typeof review & ReviewRow),
    reply: toReplyWithStatus(reply),
    university_name: review.university.name,
    flags: parseFlags(reply.flags),
    reports: review.reports.map(toQueueReport),
    conflict_of_interest: conflicts.get(reply.reviewId) ?? null,
  }));
  return { items, pagination: pagination(page, total) };
}

/**
 * A moderator's decision on a reply: `publish` shows it under its review (its open reports closed
 * as kept; the review's author mailed if they never were), `remove` takes it down with the reason
 * (reports closed as removed; its writer mailed). Logged like every decision, in one transaction.
 */
export async function decideOnReply(
  reviewId: number,
  { action, reason }: ModerationDecisionInput,
  moderator: Caller,
): Promise<ReviewStatus> {
  const to: ReviewStatus = action === 'publish' ? 'published' : 'removed';
  const { notifyAuthor, writerId, universityId } = await writeTransaction(async (tx) => {
    const review = await readReplyForChange(tx, reviewId);
    const reply = review?.reply;
    if (!review || !reply) throw replyNotFound();
    const conflict = (await conflictsOf(tx, moderator.user.id, [{ id: reviewId, userId: reply.authorId }], 'reply')).get(reviewId);
    if (conflict) throw conflict === 'author' ? ownReplyToDecide() : reportedReplyToDecide();
    const now = new Date();
    const notifyAuthor = action === 'publish' && reply.notifiedAt === null && review.userId !== null;
    await changeReplyStatus(
      tx,
      reviewId,
      to,
      action === 'publish'
        ? { flags: '[]', moderationReason: null, appealedAt: null, ...(notifyAuthor && { notifiedAt: now }) }
        : { moderationReason: reason },
    );
    await tx.reviewReport.updateMany({
      where: { reviewId, subject: 'reply', outcome: 'open' },
      data: { outcome: action === 'publish' ? 'kept' : 'removed', closedAt: now },
    });
    await tx.moderationDecision.create({
      data: { reviewId, subject: 'reply', moderatorId: moderator.user.id, action, reason, createdAt: now },
      select: { id: true },
    });
    return { notifyAuthor, writerId: reply.authorId, universityId: review.universityId };
  });
  moderationDecisions.inc({ action });
  reviewsChanged([universityId], { counted: false });
  if (notifyAuthor) runInBackground('reply mail', () => mailReplyToAuthor(reviewId));
  if (action === 'remove' && writerId !== null) runInBackground('reply removal mail', () => mailReplyRemoval(reviewId, writerId, reason));
  return to;
}
