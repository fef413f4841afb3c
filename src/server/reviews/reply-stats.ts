// How a university answers its reviews (docs/rules/trust-and-moderation.md#university-replies): of
// its published reviews of the last 12 months, how many got a published reply, the share, and the
// median time from review to reply. The share and the time show from REPLY_STATS_MINIMUM replies.
// Read from the replies by university and review date (an index), never by walking the reviews.
import { Prisma } from '#server/generated/prisma/client.ts';
import { readRows, sqliteTime } from '#server/infra/read-db.ts';
import { REPLY_STATS_MINIMUM } from '#shared/limits.ts';
import type { UniversityStatistics } from '#shared/types.ts';

export type ReplyStats = UniversityStatistics['replies'];
const HOUR_MS = 3_600_000;

/** The median of the delays (in ms), in hours with one decimal. */
function medianHours(delays: number[]): number {
  const sorted = delays.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round((median / HOUR_MS) * 10) / 10;
}

/** The statistics from the delays of the replies in the window and the reviews of the window. */
export function replyStatsOf(delays: number[], recentReviews: number): ReplyStats {
  const enough = delays.length >= REPLY_STATS_MINIMUM && recentReviews > 0;
  return {
    replied_count: delays.length,
    reply_share: enough ? Math.min(1, delays.length / recentReviews) : null,
    median_reply_hours: enough ? medianHours(delays) : null,
  };
}

type DelayRow = { universityId: number; createdAt: string | Date; reviewCreatedAt: string | Date };
const delayOf = (row: DelayRow) => Math.max(0, new Date(row.createdAt).getTime() - new Date(row.reviewCreatedAt).getTime());

/**
 * The published replies to published reviews written since `since` (of one university, or all):
 * by the replies' (university, status, review date) index, each review looked up by its key. The
 * ORM's relation filter read every published review instead.
 */
export const delaysSql = (since: Date, universityId?: number) => Prisma.sql`
  SELECT rp."universityId" AS "universityId", rp."createdAt" AS "createdAt", rp."reviewCreatedAt" AS "reviewCreatedAt"
    FROM "ReviewReply" rp JOIN "Review" r ON r."id" = rp."reviewId"
   WHERE ${universityId === undefined ? Prisma.empty : Prisma.sql`rp."universityId" = ${universityId} AND `}rp."status" = 'published'
     AND rp."reviewCreatedAt" >= ${sqliteTime(since)} AND r."status" = 'published'`;

/** The delays of the university's published replies to its published reviews since `since`. */
export async function replyDelays(universityId: number, since: Date): Promise<number[]> {
  return (await readRows<DelayRow>(delaysSql(since, universityId))).map(delayOf);
}

/** The same for every university that has any, by id, in one query for the static build. */
export async function replyDelaysByUniversity(since: Date): Promise<Map<number, number[]>> {
  const delays = new Map<number, number[]>();
  for (const row of await readRows<DelayRow>(delaysSql(since))) {
    const id = Number(row.universityId);
    let list = delays.get(id);
    if (!list) delays.set(id, (list = []));
    list.push(delayOf(row));
  }
  return delays;
}
