// A university's rating statistics (docs/rules/api-contract.md#statistics,
// docs/rules/reviews-and-ratings.md#statistics): the counts, the averages and the star distribution
// come from its aggregate row (UniversityStats, kept in step by every write: stats.ts, over the
// columns of stat-columns.ts), the per-level breakdown from UniversityLevelStats; only the
// last-12-months count from the per-month counts (UniversityMonthStats), the replies' share and time
// from the replies.
import { db } from '#server/infra/db.ts';
import { universityNotFound } from '#server/infra/errors.ts';
import { RATING_CATEGORIES, type Averages, type Distribution } from '#shared/reviews/ratings.ts';
import type { UniversityStatistics } from '#shared/types.ts';
import { STUDY_LEVELS } from '#shared/reviews/study-context.ts';
import { LEVEL_MINIMUM } from '#shared/reviews/level-breakdown.ts';
import { Prisma } from '#server/generated/prisma/client.ts';
import { keptUntilWrite, readRows, sqliteTime } from '#server/infra/read-db.ts';
import { replyDelays, replyStatsOf } from './reply-stats.ts';
import { monthOf } from './stats.ts';

/** An aggregate row (UniversityStats) as read: its count and its counted columns. */
export type StatsRow = { reviewCount: number } & Record<string, unknown>;

/** Means per category from an aggregate row; 0 where there are no reviews. Unrounded. */
export function averagesFromStats(stats: StatsRow | null | undefined): Averages {
  const count = stats?.reviewCount ?? 0;
  const averages = {} as Averages;
  for (const category of RATING_CATEGORIES) {
    averages[category.key] = count ? Number(stats![category.sumColumn]) / count : 0;
  }
  return averages;
}

/** The distribution of an aggregate row: for each rating, the reviews that gave 1..5 stars. */
export function distributionFromStats(stats: Record<string, unknown> | null | undefined): Distribution {
  return Object.fromEntries(
    RATING_CATEGORIES.map((c) => [c.key, c.starColumns.map((column) => (stats ? Number(stats[column]) : 0))]),
  ) as Distribution;
}

type LevelRow = { level: string } & StatsRow;

/** Each study level's count, and its averages once it has LEVEL_MINIMUM reviews, from its aggregate rows. */
export function levelBreakdownFromStats(rows: readonly LevelRow[]): UniversityStatistics['by_level'] {
  return Object.fromEntries(
    STUDY_LEVELS.map(({ code }) => {
      const row = rows.find((candidate) => candidate.level === code);
      const count = Number(row?.reviewCount ?? 0);
      const stats = row && { ...row, reviewCount: count };
      return [code, { review_count: count, averages: count >= LEVEL_MINIMUM ? averagesFromStats(stats) : null }];
    }),
  ) as UniversityStatistics['by_level'];
}

/** The per-level aggregate rows of every university, by id, in one query for the static build. */
export async function levelStatsByUniversity(): Promise<Map<number, LevelRow[]>> {
  const rows = await db().universityLevelStats.findMany({ where: { reviewCount: { gt: 0 } } });
  return Map.groupBy(rows, (row) => row.universityId);
}

/** The start of the last 12 months: the same day and time a year before `now`. */
export function twelveMonthsBefore(now: Date): Date {
  const since = new Date(now);
  since.setUTCFullYear(since.getUTCFullYear() - 1);
  return since;
}

/** Published reviews since `since`, per university (absent: none), in one grouped query for the static build. */
export async function recentCountsByUniversity(since: Date): Promise<Map<number, number>> {
  const rows = await db().review.groupBy({
    by: ['universityId'],
    where: { status: 'published', createdAt: { gte: since } },
    _count: { _all: true },
  });
  return new Map(rows.map((row) => [row.universityId, row._count._all]));
}

/** The reviews of the months after `month`, from the per-month counts (its plan is checked: tests/api/query-plans.test.ts). */
export const laterMonthsSql = (universityId: number, month: string) => Prisma.sql`
  SELECT SUM("reviewCount") AS "n" FROM "UniversityMonthStats" WHERE "universityId" = ${universityId} AND "month" > ${month}`;

/** The published reviews of a university from `from` until `until` (its plan is checked). */
export const reviewsBetweenSql = (universityId: number, from: Date, until: Date) => Prisma.sql`
  SELECT COUNT(*) AS "n" FROM "Review" r
   WHERE r."universityId" = ${universityId} AND r."status" = 'published'
     AND r."createdAt" >= ${sqliteTime(from)} AND r."createdAt" < ${sqliteTime(until)}`;

/**
 * The university's published reviews since `since`: the months after since's month from the
 * per-month counts (at most 12 rows), and since's own month from its reviews (an index walk of at
 * most one month's reviews), so the cost does not grow with the university's reviews.
 */
async function reviewsSince(universityId: number, since: Date): Promise<number> {
  const month = monthOf(since);
  const nextMonth = new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth() + 1, 1));
  const [later, first] = await Promise.all([
    readRows<{ n: number | null }>(laterMonthsSql(universityId, month)),
    readRows<{ n: number }>(reviewsBetweenSql(universityId, since, nextMonth)),
  ]);
  return Number(later[0]?.n ?? 0) + Number(first[0]?.n ?? 0);
}

/** The statistics of one university; NOT_FOUND for an unknown id. On the read connection (read-db.ts). */
/**
 * The statistics, kept per university until the next write to the database (in any process) and
 * for a minute at most, as the last 12 months move on: `/stats` is asked for on every university
 * page a visitor opens, and reading it is four queries.
 */
export function getUniversityStatistics(universityId: number): Promise<UniversityStatistics> {
  return keptUntilWrite(`university-stats:${universityId}`, () => readUniversityStatistics(universityId), {
    atLeastMs: 0,
    atMostMs: STATISTICS_KEPT_AT_MOST_MS,
  });
}

const STATISTICS_KEPT_AT_MOST_MS = 60_000;

/** The statistics as the database has them now (`now` decides the last 12 months). */
export async function readUniversityStatistics(universityId: number, now = new Date()): Promise<UniversityStatistics> {
  const [university] = await readRows<{ id: number; reviewCount: number | null } & Record<string, unknown>>(Prisma.sql`
    SELECT u."id", s.* FROM "University" u LEFT JOIN "UniversityStats" s ON s."universityId" = u."id" WHERE u."id" = ${universityId}`);
  if (!university) throw universityNotFound();
  const stats = university.reviewCount === null ? null : (university as StatsRow);
  const since = twelveMonthsBefore(now);
  const recent = stats?.reviewCount ? await reviewsSince(universityId, since) : 0;
  const delays = stats?.reviewCount ? await replyDelays(universityId, since) : [];
  const levels = stats?.reviewCount
    ? await readRows<LevelRow>(Prisma.sql`SELECT * FROM "UniversityLevelStats" WHERE "universityId" = ${universityId}`)
    : [];
  return {
    review_count: stats?.reviewCount ?? 0,
    verified_count: Number(stats?.verifiedCount ?? 0),
    reviews_last_12_months: recent,
    last_review_at: stats?.lastReviewAt == null ? null : new Date(stats.lastReviewAt as string).toISOString(),
    averages: averagesFromStats(stats),
    distribution: distributionFromStats(stats),
    by_level: levelBreakdownFromStats(levels),
    replies: replyStatsOf(delays, recent),
  };
}
