// A university's right of reply (docs/rules/trust-and-moderation.md#university-replies): one
// public reply per published review, written by a representative of its university and shown as
// the university's. Screened like a review (a flagged reply waits for a moderator); editable by
// the university's representatives; appealable once when removed. The review never changes.
import { db } from '#server/infra/db.ts';
import {
  alreadyAppealed,
  alreadyReplied,
  onlyRemovedRepliesAppealable,
  removedReplyNotEditable,
  replyNotFound,
  reviewNotFound,
} from '#server/infra/errors.ts';
import { runInBackground } from '#server/infra/background-tasks.ts';
import { reviewsChanged } from '#server/infra/changes.ts';
import { writeTransaction } from '#server/infra/write-transaction.ts';
import { reviewsHeld } from '#server/infra/metrics.ts';
import { enforceRateLimit } from '#server/ratelimit/rate-limit.ts';
import '#server/universities/follow-writes.ts';
import { reviewWithStatusSelect, toReviewWithStatus, type ReviewRow } from '#server/reviews/review-queries.ts';
import type { Caller } from '#server/auth/current-user.ts';
import { MODERATION_PAGE_SIZE } from '#shared/limits.ts';
import { screenReview } from '#shared/trust/screening.ts';
import { appealFlag } from '#shared/trust/flags.ts';
import type { RepresentativeReviews } from '#shared/types.ts';
import type { RepresentativeReviewsInput } from '#shared/schemas/university-replies.ts';
import { changeReplyStatus, readReplyForChange, replyStateSelect, toReplyWithStatus } from './reply-status.ts';
import { requireOwnUniversity, requireRepresentative } from './representatives.ts';
import { rescreenedFlags } from './screening.ts';
import { withFlags } from './review-status.ts';
import { mailReplyToAuthor } from './reply-mail.ts';

export type ReplyWriteStatus = 'published' | 'held';

/** Reply writes share the review edits' limit (RATE_LIMIT_EDIT), counted per account. */
const limitReplyWrites = (caller: Caller) => enforceRateLimit('edit', [`reply-user:${caller.user.id}`]);

/** The screening flags of a reply's text: the review screening's rules on one text. */
const screenReply = (text: string) => screenReview({ review_text: text, comments: null });

/**
 * Posts the university's reply to a published review of it. Published at once unless screening
 * flags it (held for a moderator). The review's author, when signed, is mailed a published reply.
 */
export async function postReply(reviewId: number, text: string, caller: Caller, now = new Date()): Promise<ReplyWriteStatus> {
  await limitReplyWrites(caller);
  const university = await requireRepresentative(caller.user.id);
  const flags = screenReply(text);
  const status: ReplyWriteStatus = flags.length ? 'held' : 'published';
  const notify = await writeTransaction(async (tx) => {
    const review = await readReplyForChange(tx, reviewId);
    // Held and removed reviews answer like unknown ones: they are not public, so not answered.
    if (!review || review.status !== 'published') throw reviewNotFound();
    requireOwnUniversity(university, review.universityId);
    if (review.reply) throw alreadyReplied();
    await tx.reviewReply.create({
      data: {
        reviewId,
        universityId: review.universityId,
        authorId: caller.user.id,
        text,
        status,
        flags: JSON.stringify(flags),
        createdAt: now,
        reviewCreatedAt: review.createdAt,
        notifiedAt: status === 'published' && review.userId !== null ? now : null,
      },
      select: { reviewId: true },
    });
    return status === 'published' && review.userId !== null;
  });
  afterReplyWrite(reviewId, university.id, status, notify);
  return status;
}

/**
 * Replaces the text of the university's reply, marked edited. Screened again: a published reply
 * that is flagged now is held; a held one stays held. A removed reply is appealed, not edited.
 */
export async function editReply(reviewId: number, text: string, caller: Caller, now = new Date()): Promise<ReplyWriteStatus> {
  await limitReplyWrites(caller);
  const university = await requireRepresentative(caller.user.id);
  const fresh = screenReply(text);
  const { status, notify } = await writeTransaction(async (tx) => {
    const review = await readReplyForChange(tx, reviewId);
    if (!review || review.status !== 'published') throw reviewNotFound();
    requireOwnUniversity(university, review.universityId);
    const reply = review.reply;
    if (!reply) throw replyNotFound();
    if (reply.status === 'removed') throw removedReplyNotEditable();
    const status: ReplyWriteStatus = reply.status === 'held' || fresh.length ? 'held' : 'published';
    const notify = status === 'published' && reply.notifiedAt === null && review.userId !== null;
    await changeReplyStatus(tx, reviewId, status, {
      text,
      flags: JSON.stringify(rescreenedFlags(reply.flags, fresh)),
      editedAt: now,
      author: { connect: { id: caller.user.id } },
      ...(notify && { notifiedAt: now }),
    });
    return { status, notify };
  });
  afterReplyWrite(reviewId, university.id, status, notify);
  return status;
}

/** What follows a stored reply: the page marked, the held count, the author's mail. */
function afterReplyWrite(reviewId: number, universityId: number, status: ReplyWriteStatus, notify: boolean): void {
  if (status === 'held') reviewsHeld.inc({ cause: 'reply' });
  // The page shows the reply and the reply share: it is rendered again; counts and order stay.
  reviewsChanged([universityId], { counted: false });
  if (notify) runInBackground('reply mail', () => mailReplyToAuthor(reviewId));
}

/** A representative appeals the removal of their university's reply, once: it is held again. */
export async function appealReplyRemoval(reviewId: number, message: string, caller: Caller): Promise<'held'> {
  const university = await requireRepresentative(caller.user.id);
  await writeTransaction(async (tx) => {
    const review = await readReplyForChange(tx, reviewId);
    if (!review) throw reviewNotFound();
    requireOwnUniversity(university, review.universityId);
    const reply = review.reply;
    if (!reply) throw replyNotFound();
    if (reply.appealedAt) throw alreadyAppealed();
    if (reply.status !== 'removed') throw onlyRemovedRepliesAppealable();
    await changeReplyStatus(tx, reviewId, 'held', { flags: withFlags(reply.flags, appealFlag(message)), appealedAt: new Date() });
  });
  reviewsHeld.inc({ cause: 'appeal' });
  return 'held';
}

/**
 * A page of the representative's university's reviews: `waiting`, the published reviews without a
 * reply, oldest first; `replied`, the reviews with a reply in any status, newest reply first.
 */
export async function representativeReviews(caller: Caller, { view, page }: RepresentativeReviewsInput): Promise<RepresentativeReviews> {
  const university = await requireRepresentative(caller.user.id);
  const where =
    view === 'waiting'
      ? { universityId: university.id, status: 'published', reply: { is: null } }
      : { universityId: university.id, reply: { isNot: null } };
  const [total, rows] = await Promise.all([
    db().review.count({ where }),
    db().review.findMany({
      where,
      orderBy: view === 'waiting' ? [{ createdAt: 'asc' }, { id: 'asc' }] : [{ reply: { createdAt: 'desc' } }, { id: 'desc' }],
      skip: (page - 1) * MODERATION_PAGE_SIZE,
      take: MODERATION_PAGE_SIZE,
      select: { ...reviewWithStatusSelect, reply: { select: replyStateSelect } },
    }),
  ]);
  return {
    university,
    items: rows.map(({ reply, ...row }) => ({
      review: toReviewWithStatus(row as typeof row & ReviewRow),
      reply: reply && toReplyWithStatus(reply),
    })),
    pagination: {
      currentPage: page,
      totalPages: Math.ceil(total / MODERATION_PAGE_SIZE),
      totalReviews: total,
      reviewsPerPage: MODERATION_PAGE_SIZE,
    },
  };
}
