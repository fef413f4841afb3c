// Reports of reviews (docs/rules/trust-and-moderation.md#reports): anyone may report a published
// review once; open reports from REPORTS_TO_HOLD independent reporters (distinct accounts or
// addresses on distinct networks) hold it for a moderator, unless a moderator already kept it.
// A reporter is an account or, for anonymous readers, a keyed hash of the client address: never
// shown to anyone. A reporter with an account can follow what became of each report.
import type { Prisma } from '#server/generated/prisma/client.ts';
import { db } from '#server/infra/db.ts';
import { alreadyReported, replyNotFound, reviewNotFound } from '#server/infra/errors.ts';
import { keyedHash } from '#server/auth/keyed-hash.ts';
import { addressKey, limitKeys, networkKey } from '#server/ratelimit/limit-keys.ts';
import { enforceRateLimit } from '#server/ratelimit/rate-limit.ts';
import { reviewsChanged } from '#server/infra/changes.ts';
import { reportsFiled, reviewsHeld } from '#server/infra/metrics.ts';
import '#server/universities/follow-writes.ts';
import type { Caller } from '#server/auth/current-user.ts';
import { REPORTS_TO_HOLD } from '#shared/limits.ts';
import type { ReportInput, ReportReason } from '#shared/schemas/trust.ts';
import type { OwnReport, ReportOutcome } from '#shared/types.ts';
import { changeStatus, readForStatusChange, withFlags } from './review-status.ts';
import { REPORTED_FLAG } from '#shared/trust/flags.ts';
import { changeReplyStatus } from './reply-status.ts';

/** Who reports: the account, or a keyed hash of the address (IPv6 by its /64), never the address. */
function reporterKey(caller: Caller | null, clientAddress: string): string {
  if (caller) return `user:${caller.user.id}`;
  return `addr:${keyedHash('report-address', addressKey(clientAddress))}`;
}

/** The reporter's network (IPv4 /24, IPv6 /48) as a keyed hash: one network counts once. */
const reporterNetworkKey = (clientAddress: string) => `net:${keyedHash('report-network', networkKey(clientAddress))}`;

type Tx = Prisma.TransactionClient;

/**
 * Whether a moderator published the review (or its reply) as it reads now: a later edit by its author (which a
 * moderator has not seen) lets reports hold it again.
 */
async function keptByModerator(tx: Tx, reviewId: number, subject: ReportSubject): Promise<boolean> {
  const [kept, edited] = await Promise.all([
    tx.moderationDecision.findFirst({
      where: { reviewId, subject, action: 'publish' },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { createdAt: true },
    }),
    subject === 'review'
      ? tx.review.findUnique({ where: { id: reviewId }, select: { editedAt: true } })
      : tx.reviewReply.findUnique({ where: { reviewId }, select: { editedAt: true } }),
  ]);
  if (!kept) return false;
  return !edited?.editedAt || edited.editedAt.getTime() <= kept.createdAt.getTime();
}

/** How many networks the open reports of the review (or of its reply) come from: each counts once towards a hold. */
async function reportingNetworks(tx: Tx, reviewId: number, subject: ReportSubject): Promise<number> {
  const rows = await tx.reviewReport.findMany({
    where: { reviewId, subject, outcome: 'open' },
    distinct: ['networkKey'],
    select: { networkKey: true },
  });
  return rows.length;
}

/** What a report is about: the review, or the university's reply to it. */
export type ReportSubject = 'review' | 'reply';

/** Files a report of a published review and returns its id; the review is held at the threshold. */
export const reportReview = (reviewId: number, input: ReportInput, caller: Caller | null, clientAddress: string) =>
  fileReport('review', reviewId, input, caller, clientAddress);

/**
 * Files a report of the university's published reply to a published review; the reply (never the
 * review) is held at the threshold, under the same rules.
 */
export const reportReply = (reviewId: number, input: ReportInput, caller: Caller | null, clientAddress: string) =>
  fileReport('reply', reviewId, input, caller, clientAddress);

async function fileReport(
  subject: ReportSubject,
  reviewId: number,
  input: ReportInput,
  caller: Caller | null,
  clientAddress: string,
): Promise<number> {
  await enforceRateLimit('report', [...limitKeys(clientAddress), caller && `user:${caller.user.id}`]);
  const key = reporterKey(caller, clientAddress);
  const network = reporterNetworkKey(clientAddress);
  const { reportId, heldOn } = await db().$transaction(async (tx) => {
    const review = await readForStatusChange(tx, reviewId);
    if (!review || review.status !== 'published') throw reviewNotFound();
    const reply =
      subject === 'reply' ? await tx.reviewReply.findUnique({ where: { reviewId }, select: { status: true, flags: true } }) : null;
    if (subject === 'reply' && reply?.status !== 'published') throw replyNotFound();
    const earlier = await tx.reviewReport.findUnique({
      where: { reviewId_subject_reporterKey: { reviewId, subject, reporterKey: key } },
      select: { id: true },
    });
    if (earlier) throw alreadyReported();
    const report = await tx.reviewReport.create({
      data: {
        reviewId,
        subject,
        userId: caller?.user.id ?? null,
        reporterKey: key,
        networkKey: network,
        reason: input.reason,
        note: input.note,
      },
      select: { id: true },
    });
    // One report per reporter and subject (unique), so counting networks counts distinct reporters
    // on distinct networks. Every report is kept and shows in the reported view; only independent
    // ones hold, and never what a moderator has kept.
    if ((await reportingNetworks(tx, reviewId, subject)) < REPORTS_TO_HOLD || (await keptByModerator(tx, reviewId, subject)))
      return { reportId: report.id, heldOn: null };
    if (reply) await changeReplyStatus(tx, reviewId, 'held', { flags: withFlags(reply.flags, REPORTED_FLAG) });
    const held = reply !== null || (await changeStatus(tx, review, 'held', { flags: withFlags(review.flags, REPORTED_FLAG) }));
    return { reportId: report.id, heldOn: held ? review.universityId : null };
  });
  reportsFiled.inc({ reason: input.reason });
  if (heldOn !== null) {
    reviewsHeld.inc({ cause: subject === 'reply' ? 'reported reply' : 'reports' });
    reviewsChanged([heldOn], { counted: subject === 'review' });
  }
  return reportId;
}

/** The caller's own reports, newest first, with what became of each. */
export async function ownReports(userId: number): Promise<OwnReport[]> {
  const rows = await db().reviewReport.findMany({
    where: { userId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: {
      id: true,
      subject: true,
      reviewId: true,
      reason: true,
      createdAt: true,
      outcome: true,
      review: { select: { universityId: true, university: { select: { name: true } } } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject as ReportSubject,
    review_id: row.reviewId,
    university_id: row.review.universityId,
    university_name: row.review.university.name,
    reason: row.reason as ReportReason,
    created_at: row.createdAt.toISOString(),
    outcome: row.outcome as ReportOutcome,
  }));
}
