// Moderation (docs/rules/trust-and-moderation.md#moderation): the queue of held and reported
// reviews, a moderator's decision (publish or remove, with a reason), and the audit log of every
// decision. Reporters never appear in any of them.
import { db } from '../db.ts';
import { reviewNotFound } from '../errors.ts';
import { runInBackground } from '../background-tasks.ts';
import { reviewsChanged } from '../universities/universities.ts';
import { reviewWithStatusSelect, toReviewWithStatus, type ReviewRow } from '../reviews/review-queries.ts';
import type { Caller } from '../auth/current-user.ts';
import { MODERATION_PAGE_SIZE } from '#shared/limits.ts';
import type { ModerationDecisionInput, ModerationQueueInput, ReportReason } from '#shared/schemas/trust.ts';
import type { ModerationAction, ModerationLogPage, ModerationQueuePage, Pagination, ReviewStatus } from '#shared/types.ts';
import { changeStatus, parseFlags, readForStatusChange } from './review-status.ts';
import { mailRemovalToAuthor } from './removal-mail.ts';

/** Shown in the log for a decision whose moderator's account has since been deleted. */
export const FORMER_MODERATOR = 'Former moderator';

function pagination(page: number, total: number): Pagination {
  return {
    currentPage: page,
    totalPages: Math.ceil(total / MODERATION_PAGE_SIZE),
    totalReviews: total,
    reviewsPerPage: MODERATION_PAGE_SIZE,
  };
}

/**
 * One page of the queue, oldest review first: `held` lists held reviews (screened, reported three
 * times, or appealed); `reported` lists published reviews with at least one open report.
 */
export async function moderationQueue({ view, page }: ModerationQueueInput): Promise<ModerationQueuePage> {
  const where = view === 'held' ? { status: 'held' } : { status: 'published', reports: { some: { outcome: 'open' } } };
  const [total, rows] = await Promise.all([
    db().review.count({ where }),
    db().review.findMany({
      where,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      skip: (page - 1) * MODERATION_PAGE_SIZE,
      take: MODERATION_PAGE_SIZE,
      select: {
        ...reviewWithStatusSelect,
        flags: true,
        // Only what was reported, never by whom.
        reports: {
          where: { outcome: 'open' },
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          select: { id: true, reason: true, note: true, createdAt: true },
        },
      },
    }),
  ]);
  return {
    items: rows.map((row) => ({
      review: toReviewWithStatus(row as typeof row & ReviewRow),
      university_name: row.university.name,
      flags: parseFlags(row.flags),
      reports: row.reports.map((report) => ({
        id: report.id,
        reason: report.reason as ReportReason,
        note: report.note,
        created_at: report.createdAt.toISOString(),
      })),
    })),
    pagination: pagination(page, total),
  };
}

/**
 * A moderator's decision: `publish` makes the review public (its open reports closed as kept),
 * `remove` takes it down with the reason (its open reports closed as removed) and mails its
 * author, when it has one. Either way the decision goes into the audit log, in one transaction.
 */
export async function decideOnReview(
  reviewId: number,
  { action, reason }: ModerationDecisionInput,
  moderator: Caller,
): Promise<ReviewStatus> {
  const to: ReviewStatus = action === 'publish' ? 'published' : 'removed';
  const { moved, authorId, universityId } = await db().$transaction(async (tx) => {
    const review = await readForStatusChange(tx, reviewId);
    if (!review) throw reviewNotFound();
    const now = new Date();
    const moved = await changeStatus(
      tx,
      review,
      to,
      // A published review is waiting for nothing: its flags go, and an appeal may be made again
      // against a later removal.
      action === 'publish' ? { flags: '[]', moderationReason: null, appealedAt: null } : { moderationReason: reason },
    );
    await tx.reviewReport.updateMany({
      where: { reviewId, outcome: 'open' },
      data: { outcome: action === 'publish' ? 'kept' : 'removed', closedAt: now },
    });
    await tx.moderationDecision.create({
      data: { reviewId, moderatorId: moderator.user.id, action, reason, createdAt: now },
      select: { id: true },
    });
    return { moved, authorId: review.userId, universityId: review.universityId };
  });
  if (moved) reviewsChanged([universityId]);
  if (action === 'remove' && authorId !== null) runInBackground('removal mail', () => mailRemovalToAuthor(reviewId, authorId, reason));
  return to;
}

/** One page of the audit log, newest decision first. */
export async function moderationLog(page: number): Promise<ModerationLogPage> {
  const [total, rows] = await Promise.all([
    db().moderationDecision.count(),
    db().moderationDecision.findMany({
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (page - 1) * MODERATION_PAGE_SIZE,
      take: MODERATION_PAGE_SIZE,
      select: { id: true, reviewId: true, action: true, reason: true, createdAt: true, moderator: { select: { username: true } } },
    }),
  ]);
  // The log keeps no foreign key to the review (it outlives it), so the universities are looked up.
  const reviews = await db().review.findMany({
    where: { id: { in: [...new Set(rows.map((row) => row.reviewId))] } },
    select: { id: true, universityId: true },
  });
  const universityOf = new Map(reviews.map((review) => [review.id, review.universityId]));
  return {
    entries: rows.map((row) => ({
      id: row.id,
      review_id: row.reviewId,
      university_id: universityOf.get(row.reviewId) ?? null,
      moderator: row.moderator?.username ?? FORMER_MODERATOR,
      action: row.action as ModerationAction,
      reason: row.reason,
      created_at: row.createdAt.toISOString(),
    })),
    pagination: pagination(page, total),
  };
}
