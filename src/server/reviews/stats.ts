// The per-university aggregate (UniversityStats): kept in step by every review write inside the
// same transaction, and rebuilt from the reviews by bulk loaders. Only published reviews count
// (docs/rules/trust-and-moderation.md#review-status): a review enters the aggregate when it is
// published and leaves it when it is held, removed or deleted.
import type { Prisma } from '#server/generated/prisma/client.ts';
import { db } from '#server/infra/db.ts';
import { databaseKind, type DatabaseKind } from '#server/infra/env.ts';
import { LEVEL_STAT_COLUMNS, STAT_COLUMNS } from './stat-columns.ts';

type Tx = Prisma.TransactionClient;
/** A review row with its ratings, `verified`, level, university and date. */
type RatingColumns = Record<string, unknown> & { universityId: number; createdAt: Date; studyLevel?: string | null };

/**
 * Adds (sign 1) or removes (sign -1) one published review's ratings from its university's
 * aggregate. On removal the newest-review date is read from the published reviews left, so call
 * it after the review was deleted or stopped being published.
 */
export async function applyReviewToStats(tx: Tx, review: RatingColumns, sign: 1 | -1): Promise<void> {
  const counted = Object.fromEntries(STAT_COLUMNS.map((c) => [c.column, { increment: sign * c.of(review) }]));
  await tx.universityStats.upsert({
    where: { universityId: review.universityId },
    create: {
      universityId: review.universityId,
      reviewCount: 1,
      lastReviewAt: review.createdAt,
      ...Object.fromEntries(STAT_COLUMNS.map((c) => [c.column, c.of(review)])),
    },
    update: { reviewCount: { increment: sign }, ...counted },
  });
  if (review.studyLevel) await applyReviewToLevelStats(tx, review, review.studyLevel, sign);
  const month = monthOf(review.createdAt);
  await tx.universityMonthStats.upsert({
    where: { universityId_month: { universityId: review.universityId, month } },
    create: { universityId: review.universityId, month, reviewCount: 1 },
    update: { reviewCount: { increment: sign } },
  });
  if (sign === 1) {
    await tx.universityStats.updateMany({
      where: { universityId: review.universityId, OR: [{ lastReviewAt: null }, { lastReviewAt: { lt: review.createdAt } }] },
      data: { lastReviewAt: review.createdAt },
    });
  } else {
    const newest = await tx.review.findFirst({
      where: { universityId: review.universityId, status: 'published' },
      orderBy: { createdAt: 'desc' },
      select: { createdAt: true },
    });
    await tx.universityStats.update({
      where: { universityId: review.universityId },
      data: { lastReviewAt: newest?.createdAt ?? null },
    });
  }
}

/** A date's calendar month in UTC, as UniversityMonthStats keys it: 'YYYY-MM'. */
export const monthOf = (date: Date): string => date.toISOString().slice(0, 7);

/** The SQL of a review's month key (`r."createdAt"`): SQLite keeps ISO text, PostgreSQL a timestamp. */
export const monthSql = (kind: DatabaseKind) =>
  kind === 'sqlite' ? `strftime('%Y-%m', r."createdAt")` : `to_char(r."createdAt", 'YYYY-MM')`;

/**
 * The statement that writes the per-month counts of the universities `where` selects (a condition
 * on `r`), recomputed from their published reviews.
 */
export function recomputeMonthStatsSql(kind: DatabaseKind, where = '1 = 1'): string {
  return `
    INSERT INTO "UniversityMonthStats" ("universityId", "month", "reviewCount")
    SELECT r."universityId", ${monthSql(kind)}, COUNT(*) FROM "Review" r
     WHERE r."status" = 'published' AND ${where}
     GROUP BY r."universityId", ${monthSql(kind)}
    ON CONFLICT ("universityId", "month") DO UPDATE SET "reviewCount" = excluded."reviewCount"`;
}

/** The same for the aggregate of the review's study level (UniversityLevelStats). */
async function applyReviewToLevelStats(tx: Tx, review: RatingColumns, level: string, sign: 1 | -1): Promise<void> {
  await tx.universityLevelStats.upsert({
    where: { universityId_level: { universityId: review.universityId, level } },
    create: {
      universityId: review.universityId,
      level,
      reviewCount: 1,
      ...Object.fromEntries(LEVEL_STAT_COLUMNS.map((c) => [c.column, c.of(review)])),
    },
    update: {
      reviewCount: { increment: sign },
      ...Object.fromEntries(LEVEL_STAT_COLUMNS.map((c) => [c.column, { increment: sign * c.of(review) }])),
    },
  });
}

/**
 * The statement that writes the aggregate of the universities `where` selects (a condition on
 * `u`, the University row), recomputed from their published reviews; an existing row is replaced.
 */
export function recomputeStatsSql(where = '1 = 1'): string {
  const columns = ['reviewCount', ...STAT_COLUMNS.map((c) => c.column), 'lastReviewAt'];
  const values = ['COUNT(r."id")', ...STAT_COLUMNS.map((c) => `COALESCE(SUM(${c.sql}), 0)`), 'MAX(r."createdAt")'];
  return `
    INSERT INTO "UniversityStats" ("universityId", ${columns.map((c) => `"${c}"`).join(', ')})
    SELECT u."id", ${values.join(', ')}
      FROM "University" u LEFT JOIN "Review" r ON r."universityId" = u."id" AND r."status" = 'published'
     WHERE ${where}
     GROUP BY u."id"
    ON CONFLICT ("universityId") DO UPDATE SET ${columns.map((c) => `"${c}" = excluded."${c}"`).join(', ')}`;
}

/**
 * The statement that writes the per-level aggregates of the universities `where` selects (a
 * condition on `r`, the Review row), recomputed from their published reviews with a level.
 */
export function recomputeLevelStatsSql(where = '1 = 1'): string {
  const columns = ['reviewCount', ...LEVEL_STAT_COLUMNS.map((c) => c.column)];
  const values = ['COUNT(*)', ...LEVEL_STAT_COLUMNS.map((c) => `SUM(${c.sql})`)];
  return `
    INSERT INTO "UniversityLevelStats" ("universityId", "level", ${columns.map((c) => `"${c}"`).join(', ')})
    SELECT r."universityId", r."studyLevel", ${values.join(', ')}
      FROM "Review" r
     WHERE r."status" = 'published' AND r."studyLevel" IS NOT NULL AND ${where}
     GROUP BY r."universityId", r."studyLevel"
    ON CONFLICT ("universityId", "level") DO UPDATE SET ${columns.map((c) => `"${c}" = excluded."${c}"`).join(', ')}`;
}

/** Rebuilds every university's aggregates from its reviews, in one statement per step. */
export async function recomputeAllStats(): Promise<void> {
  await db().$transaction([
    db().$executeRawUnsafe('DELETE FROM "UniversityStats"'),
    db().$executeRawUnsafe(recomputeStatsSql()),
    db().$executeRawUnsafe('DELETE FROM "UniversityLevelStats"'),
    db().$executeRawUnsafe(recomputeLevelStatsSql()),
    db().$executeRawUnsafe('DELETE FROM "UniversityMonthStats"'),
    db().$executeRawUnsafe(recomputeMonthStatsSql(databaseKind())),
  ]);
}
