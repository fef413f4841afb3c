// Moderation (docs/rules/trust-and-moderation.md#moderation): the queue of held and reported
// reviews, a moderator's decision (publish or remove, with a reason), and the audit log of every
// decision. Reporters never appear in any of them.
import { db } from '#server/infra/db.ts';
import { ownReviewToDecide, reportedReviewToDecide, reviewNotFound } from '#server/infra/errors.ts';
import { runInBackground } from '#server/infra/background-tasks.ts';
import { reviewsChanged } from '#server/infra/changes.ts';
import { moderationDecisions } from '#server/infra/metrics.ts';
import '#server/universities/follow-writes.ts';
import { reviewWithStatusSelect, toReviewWithStatus, type ReviewRow } from '#server/reviews/review-queries.ts';
import type { Caller } from '#server/auth/current-user.ts';
import { MODERATION_PAGE_SIZE } from '#shared/limits.ts';
import type { ModerationDecisionInput, ModerationQueueInput, ReportReason } from '#shared/schemas/trust.ts';
import type {
  ModerationAction,
  ModerationConflict,
  ModerationLogPage,
  ModerationQueuePage,
  Pagination,
  QueueReport,
  ReviewStatus,
} from '#shared/types.ts';
import type { Prisma } from '#server/generated/prisma/client.ts';
import { changeStatus, parseFlags, readForStatusChange } from './review-status.ts';
import { mailRemovalToAuthor } from './removal-mail.ts';
import { dropRemovalFingerprints, keepFingerprintsOfRemoved } from './removal-fingerprints.ts';
import type { ReportSubject } from './reports.ts';

/** What the queue shows of an open report: never who made it. */
export const queueReportSelect = { id: true, reason: true, note: true, createdAt: true } as const;
export function toQueueReport(report: { id: number; reason: string; note: string | null; createdAt: Date }): QueueReport {
  return { id: report.id, reason: report.reason as ReportReason, note: report.note, created_at: report.createdAt.toISOString() };
}

/** Shown in the log for a decision whose moderator's account has since been deleted. */
export const FORMER_MODERATOR = 'Former moderator';

export function pagination(page: number, total: number): Pagination {
  return {
    currentPage: page,
    totalPages: Math.ceil(total / MODERATION_PAGE_SIZE),
    totalReviews: total,
    reviewsPerPage: MODERATION_PAGE_SIZE,
  };
}

/**
 * Which of the reviews (or, with subject 'reply', their university replies) the moderator may not
 * decide on, and why: they wrote it (`userId`: a signed review's author, a reply's last writer;
 * anonymous reviews are linked to no account) or reported it from their account, whatever the outcome.
 */
export async function conflictsOf(
  client: Prisma.TransactionClient,
  moderatorId: number,
  items: { id: number; userId: number | null }[],
  subject: ReportSubject = 'review',
): Promise<Map<number, ModerationConflict>> {
  const conflicts = new Map<number, ModerationConflict>();
  const reported = await client.reviewReport.findMany({
    where: { userId: moderatorId, subject, reviewId: { in: items.map((item) => item.id) } },
    select: { reviewId: true },
  });
  for (const { reviewId } of reported) conflicts.set(reviewId, 'reporter');
  for (const item of items) if (item.userId === moderatorId) conflicts.set(item.id, 'author');
  return conflicts;
}

/**
 * One page of the queue, oldest review first: `held` lists held reviews (screened, reported by
 * three independent readers, or appealed); `reported` lists published reviews with at least one
 * open report. Each item says whether the moderator asking may decide on it.
 */
export async function moderationQueue({ view, page }: ModerationQueueInput, moderatorId: number): Promise<ModerationQueuePage> {
  const where = view === 'held' ? { status: 'held' } : { status: 'published', reports: { some: { subject: 'review', outcome: 'open' } } };
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
        userId: true,
        // Only what was reported, never by whom.
        reports: {
          where: { subject: 'review', outcome: 'open' },
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          select: queueReportSelect,
        },
      },
    }),
  ]);
  const conflicts = await conflictsOf(
    db(),
    moderatorId,
    rows.map((row) => ({ id: row.id, userId: row.userId })),
  );
  return {
    items: rows.map((row) => ({
      subject: 'review' as const,
      review: toReviewWithStatus(row as typeof row & ReviewRow),
      reply: null,
      university_name: row.university.name,
      flags: parseFlags(row.flags),
      reports: row.reports.map(toQueueReport),
      conflict_of_interest: conflicts.get(row.id) ?? null,
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
    const conflict = (await conflictsOf(tx, moderator.user.id, [review])).get(reviewId);
    if (conflict) throw conflict === 'author' ? ownReviewToDecide() : reportedReviewToDecide();
    const now = new Date();
    const moved = await changeStatus(
      tx,
      review,
      to,
      // A published review is waiting for nothing: its flags go, and an appeal may be made again
      // against a later removal.
      action === 'publish' ? { flags: '[]', moderationReason: null, appealedAt: null } : { moderationReason: reason },
    );
    if (action === 'remove') await keepFingerprintsOfRemoved(tx, { id: reviewId });
    else await dropRemovalFingerprints(tx, reviewId);
    await tx.reviewReport.updateMany({
      where: { reviewId, subject: 'review', outcome: 'open' },
      data: { outcome: action === 'publish' ? 'kept' : 'removed', closedAt: now },
    });
    await tx.moderationDecision.create({
      data: { reviewId, moderatorId: moderator.user.id, action, reason, createdAt: now },
      select: { id: true },
    });
    return { moved, authorId: review.userId, universityId: review.universityId };
  });
  moderationDecisions.inc({ action });
  if (moved) reviewsChanged([universityId]);
  if (action === 'remove' && authorId !== null) runInBackground('removal mail', () => mailRemovalToAuthor(reviewId, authorId, reason));
  return to;
}

/** One page of the audit log, newest decision first: decisions on reviews and on university replies. */
export async function moderationLog(page: number): Promise<ModerationLogPage> {
  const [total, rows] = await Promise.all([
    db().moderationDecision.count(),
    db().moderationDecision.findMany({
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (page - 1) * MODERATION_PAGE_SIZE,
      take: MODERATION_PAGE_SIZE,
      select: {
        id: true,
        subject: true,
        reviewId: true,
        action: true,
        reason: true,
        createdAt: true,
        moderator: { select: { username: true } },
      },
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
      subject: row.subject as ReportSubject,
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
