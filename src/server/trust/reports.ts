// Reports of reviews (docs/rules/trust-and-moderation.md#reports): anyone may report a published
// review once; open reports from REPORTS_TO_HOLD distinct reporters hold it for a moderator.
// A reporter is an account or, for anonymous readers, a keyed hash of the client address: never
// shown to anyone. A reporter with an account can follow what became of each report.
import { db } from '../db.ts';
import { alreadyReported, reviewNotFound } from '../errors.ts';
import { keyedHash } from '../auth/keyed-hash.ts';
import { addressKey, limitKeys } from '../ratelimit/limit-keys.ts';
import { enforceRateLimit } from '../ratelimit/rate-limit.ts';
import { reviewsChanged } from '../universities/universities.ts';
import type { Caller } from '../auth/current-user.ts';
import { REPORTS_TO_HOLD } from '#shared/limits.ts';
import type { ReportInput, ReportReason } from '#shared/schemas/trust.ts';
import type { OwnReport, ReportOutcome } from '#shared/types.ts';
import { changeStatus, readForStatusChange, withFlags } from './review-status.ts';
import { REPORTED_FLAG } from '#shared/trust/flags.ts';

/** Who reports: the account, or a keyed hash of the address (IPv6 by its /64), never the address. */
function reporterKey(caller: Caller | null, clientAddress: string): string {
  if (caller) return `user:${caller.user.id}`;
  return `addr:${keyedHash('report-address', addressKey(clientAddress))}`;
}

/** Files a report of a published review and returns its id; the review is held at the threshold. */
export async function reportReview(reviewId: number, input: ReportInput, caller: Caller | null, clientAddress: string): Promise<number> {
  await enforceRateLimit('report', limitKeys(clientAddress));
  const key = reporterKey(caller, clientAddress);
  const { reportId, heldOn } = await db().$transaction(async (tx) => {
    const review = await readForStatusChange(tx, reviewId);
    if (!review || review.status !== 'published') throw reviewNotFound();
    const earlier = await tx.reviewReport.findUnique({
      where: { reviewId_reporterKey: { reviewId, reporterKey: key } },
      select: { id: true },
    });
    if (earlier) throw alreadyReported();
    const report = await tx.reviewReport.create({
      data: { reviewId, userId: caller?.user.id ?? null, reporterKey: key, reason: input.reason, note: input.note },
      select: { id: true },
    });
    // One report per reporter and review (unique), so the open reports are from distinct reporters.
    const open = await tx.reviewReport.count({ where: { reviewId, outcome: 'open' } });
    const hold = open >= REPORTS_TO_HOLD && (await changeStatus(tx, review, 'held', { flags: withFlags(review.flags, REPORTED_FLAG) }));
    return { reportId: report.id, heldOn: hold ? review.universityId : null };
  });
  if (heldOn !== null) reviewsChanged([heldOn]);
  return reportId;
}

/** The caller's own reports, newest first, with what became of each. */
export async function ownReports(userId: number): Promise<OwnReport[]> {
  const rows = await db().reviewReport.findMany({
    where: { userId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: {
      id: true,
      reviewId: true,
      reason: true,
      createdAt: true,
      outcome: true,
      review: { select: { universityId: true, university: { select: { name: true } } } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    review_id: row.reviewId,
    university_id: row.review.universityId,
    university_name: row.review.university.name,
    reason: row.reason as ReportReason,
    created_at: row.createdAt.toISOString(),
    outcome: row.outcome as ReportOutcome,
  }));
}
