// "Download my data" (docs/rules/open-data.md#your-own-data): everything the site keeps that the
// account made, as one JSON document for its owner. Only the caller's own rows: their reviews
// (any status), the ids of the reviews they liked, and their own reports with their outcome.
import { db } from '#server/infra/db.ts';
import { accountGone } from '#server/infra/errors.ts';
import { ownReports } from '#server/trust/reports.ts';
import type { OwnReport, ReviewWithStatus } from '#shared/types.ts';
import type { Caller } from '#server/auth/current-user.ts';
import { ownReviews } from './profile.ts';

export interface AccountExport {
  exported_at: string;
  account: {
    username: string;
    email: string;
    created_at: string;
    /** The university the account is a verified student of, or null. */
    verified_university: { id: number; name: string } | null;
  };
  reviews: ReviewWithStatus[];
  liked_review_ids: number[];
  reports: OwnReport[];
}

/** The caller's data; 401 `User not found` when the account is gone meanwhile. */
export async function exportAccount(caller: Caller, now = new Date()): Promise<AccountExport> {
  const userId = caller.user.id;
  const account = await db().user.findUnique({
    where: { id: userId },
    select: {
      username: true,
      email: true,
      createdAt: true,
      studentAddress: { select: { university: { select: { id: true, name: true } } } },
    },
  });
  if (!account) throw accountGone();
  const [reviews, likes, reports] = await Promise.all([
    ownReviews(caller),
    db().reviewLike.findMany({ where: { userId }, select: { reviewId: true }, orderBy: { reviewId: 'asc' } }),
    ownReports(userId),
  ]);
  return {
    exported_at: now.toISOString(),
    account: {
      username: account.username,
      email: account.email,
      created_at: account.createdAt.toISOString(),
      verified_university: account.studentAddress?.university ?? null,
    },
    reviews,
    liked_review_ids: likes.map((like) => like.reviewId),
    reports,
  };
}
