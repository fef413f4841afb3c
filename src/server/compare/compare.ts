// The side-by-side comparison of two universities: details, review count and unrounded means.
import { Prisma } from '#server/generated/prisma/client.ts';
import { readRows } from '#server/infra/read-db.ts';
import { universityWithIdNotFound } from '#server/infra/errors.ts';
import type { CompareUniversity } from '#shared/types.ts';
import { toUniversity } from '#server/universities/universities.ts';
import { averagesFromStats, type StatsRow } from '#server/reviews/university-stats.ts';

type Row = Parameters<typeof toUniversity>[0] & { reviewCount: number | null } & Record<string, unknown>;

/** Both universities of a comparison; the first unknown id (uni1 first) answers 404. */
export async function compareUniversities(
  uni1: number,
  uni2: number,
): Promise<{ university1: CompareUniversity; university2: CompareUniversity }> {
  // One statement for both sides and their aggregates, on the read connection (read-db.ts).
  const rows = await readRows<Row>(Prisma.sql`
    SELECT u."id", u."name", u."country", u."alphaTwoCode", u."stateProvince", u."webPages", u."domains", s.*
      FROM "University" u LEFT JOIN "UniversityStats" s ON s."universityId" = u."id"
     WHERE u."id" IN (${uni1}, ${uni2})`);
  const side = (id: number): CompareUniversity => {
    const row = rows.find((candidate) => Number(candidate.id) === id);
    if (!row) throw universityWithIdNotFound(id);
    const stats = row.reviewCount === null ? null : (row as unknown as StatsRow);
    const lastReviewAt = stats?.lastReviewAt == null ? null : new Date(stats.lastReviewAt as string | number).toISOString();
    return { ...toUniversity(row), reviewCount: stats?.reviewCount ?? 0, last_review_at: lastReviewAt, averages: averagesFromStats(stats) };
  };
  return { university1: side(uni1), university2: side(uni2) };
}
