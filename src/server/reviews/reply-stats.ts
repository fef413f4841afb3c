// How a university answers its reviews (docs/rules/trust-and-moderation.md#university-replies): of
// its published reviews of the last 12 months, how many got a published reply, the share, and the
// median time from review to reply. The share and the time show from REPLY_STATS_MINIMUM replies.
// Read from the replies by university and review date (an index), never by walking the reviews.
import { db } from '#server/infra/db.ts';
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

const windowWhere = (since: Date) => ({ status: 'published', reviewCreatedAt: { gte: since }, review: { status: 'published' } });
const select = { universityId: true, createdAt: true, reviewCreatedAt: true } as const;
const delayOf = (row: { createdAt: Date; reviewCreatedAt: Date }) => Math.max(0, row.createdAt.getTime() - row.reviewCreatedAt.getTime());

/** The delays of the university's published replies to its published reviews since `since`. */
export async function replyDelays(universityId: number, since: Date): Promise<number[]> {
  const rows = await db().reviewReply.findMany({ where: { universityId, ...windowWhere(since) }, select });
  return rows.map(delayOf);
}

/** The same for every university that has any, by id, in one query for the static build. */
export async function replyDelaysByUniversity(since: Date): Promise<Map<number, number[]>> {
  const rows = await db().reviewReply.findMany({ where: windowWhere(since), select });
  const delays = new Map<number, number[]>();
  for (const row of rows) delays.set(row.universityId, [...(delays.get(row.universityId) ?? []), delayOf(row)]);
  return delays;
}
