// The side-by-side comparison of two universities: details, review count and unrounded means, of
// every published review or of those that name one study level (the per-level aggregate).
import { Prisma } from '#server/generated/prisma/client.ts';
import { readRows } from '#server/infra/read-db.ts';
import { universityWithIdNotFound } from '#server/infra/errors.ts';
import type { CompareUniversity } from '#shared/types.ts';
import { toUniversity } from '#server/universities/universities.ts';
import { averagesFromStats, type StatsRow } from '#server/reviews/university-stats.ts';
import { LEVEL_STAT_COLUMNS } from '#server/reviews/stat-columns.ts';
import type { StudyLevel } from '#shared/reviews/study-context.ts';

const UNIVERSITY_COLUMNS = 'u."id", u."name", u."country", u."alphaTwoCode", u."stateProvince", u."webPages", u."domains"';
/** One level's count and sums, with the newest review of the university (not tracked per level). */
const LEVEL_COLUMNS = ['reviewCount', ...LEVEL_STAT_COLUMNS.map((c) => c.column)].map((column) => `l."${column}"`).join(', ');

type Row = Parameters<typeof toUniversity>[0] & { reviewCount: number | null } & Record<string, unknown>;

/** Both universities of a comparison; the first unknown id (uni1 first) answers 404. */
export async function compareUniversities(
  uni1: number,
  uni2: number,
  level: StudyLevel | null = null,
): Promise<{ university1: CompareUniversity; university2: CompareUniversity }> {
  // One statement for both sides and their aggregates, on the read connection (read-db.ts).
  const rows = await readRows<Row>(
    level === null
      ? Prisma.sql`
          SELECT ${Prisma.raw(UNIVERSITY_COLUMNS)}, s.*
            FROM "University" u LEFT JOIN "UniversityStats" s ON s."universityId" = u."id"
           WHERE u."id" IN (${uni1}, ${uni2})`
      : Prisma.sql`
          SELECT ${Prisma.raw(UNIVERSITY_COLUMNS)}, ${Prisma.raw(LEVEL_COLUMNS)}, s."lastReviewAt"
            FROM "University" u LEFT JOIN "UniversityStats" s ON s."universityId" = u."id"
            LEFT JOIN "UniversityLevelStats" l ON l."universityId" = u."id" AND l."level" = ${level}
           WHERE u."id" IN (${uni1}, ${uni2})`,
  );
  const side = (id: number): CompareUniversity => {
    const row = rows.find((candidate) => Number(candidate.id) === id);
    if (!row) throw universityWithIdNotFound(id);
    const stats = row.reviewCount === null || Number(row.reviewCount) === 0 ? null : (row as unknown as StatsRow);
    const lastReviewAt = row.lastReviewAt == null ? null : new Date(row.lastReviewAt as string | number).toISOString();
    const reviewCount = Number(stats?.reviewCount ?? 0);
    return {
      ...toUniversity(row),
      reviewCount,
      last_review_at: lastReviewAt,
      averages: averagesFromStats(stats && { ...stats, reviewCount }),
    };
  };
  return { university1: side(uni1), university2: side(uni2) };
}
