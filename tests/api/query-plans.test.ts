// The hot reads of a university's reviews use an index that starts with the university, on both
// databases: the database's own plan for each (EXPLAIN QUERY PLAN on SQLite, EXPLAIN on PostgreSQL
// with sequential scans priced out, so that a missing index shows as one) must not scan Review.
// The cost of these reads then follows the university's reviews, not the whole table.
import { describe, expect, it } from 'vitest';
import { Prisma } from '#server/generated/prisma/client.ts';
import { db } from '#server/infra/db.ts';
import { databaseKind } from '#server/infra/env.ts';
import { countFilteredSql, reviewPageSql } from '#server/reviews/review-queries.ts';
import { laterMonthsSql, reviewsBetweenSql } from '#server/reviews/university-stats.ts';
import { delaysSql } from '#server/reviews/reply-stats.ts';
import { NO_FILTER, REVIEW_SORTS, type ReviewFilter } from '#shared/reviews/review-filters.ts';
import { createUniversity } from '../factories/universities.ts';
import { createReview } from '../factories/reviews.ts';

const isOnPostgres = () => databaseKind() === 'postgresql';

const FILTERS: [string, ReviewFilter][] = [
  ['no filter', NO_FILTER],
  ['a rating', { ...NO_FILTER, rating: 4 }],
  ['verified only', { ...NO_FILTER, verifiedOnly: true }],
  ['a rating, verified only', { ...NO_FILTER, rating: 4, verifiedOnly: true }],
  ['a level', { ...NO_FILTER, level: 'doctoral' }],
  ['a field', { ...NO_FILTER, field: 'health' }],
];

/** The plan's lines as the database gives them. */
async function planOf(query: Prisma.Sql): Promise<string[]> {
  if (!isOnPostgres()) {
    const rows = await db().$queryRaw<{ detail: string }[]>(Prisma.sql`EXPLAIN QUERY PLAN ${query}`);
    return rows.map((row) => row.detail);
  }
  return db().$transaction(async (tx) => {
    await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
    const rows = await tx.$queryRaw<{ 'QUERY PLAN': string }[]>(Prisma.sql`EXPLAIN ${query}`);
    return rows.map((row) => row['QUERY PLAN']);
  });
}

/** How the plan reads Review, when it scans it instead of searching an index from the university. */
function reviewScans(plan: string[]): string[] {
  if (!isOnPostgres()) {
    // SQLite: 'SEARCH r USING INDEX ... (universityId=? ...)' is what we want; 'SCAN r' (also 'USING INDEX') reads it all.
    // A lookup by the primary key (a reply's review) is fine too.
    return plan.filter(
      (line) => /^SCAN r\b/.test(line) || (/^SEARCH r\b/.test(line) && !/\(universityId=\?|PRIMARY KEY \(rowid=\?\)/.test(line)),
    );
  }
  // PostgreSQL: a sequential scan, or an index of Review read without the university in its
  // condition (the line after an index node is its Index Cond); a lookup by primary key is fine.
  return plan.filter((line, index) => {
    if (/Seq Scan on "Review"/.test(line)) return true;
    if (!/(Index Scan|Index Only Scan) using "Review_|Bitmap Index Scan on "Review_/.test(line)) return false;
    const condition = plan[index + 1] ?? '';
    return !/Index Cond: .*(\("universityId" = |\(id = )/.test(condition);
  });
}

describe('the plans of the hot reads', () => {
  it("read a university's reviews through an index that starts with the university", async () => {
    const university = await createUniversity();
    for (let i = 0; i < 3; i += 1) await createReview({ universityId: university.id, studyLevel: 'doctoral' });
    const plans: Record<string, string[]> = {};
    for (const [label, filter] of FILTERS) {
      for (const sort of REVIEW_SORTS) plans[`page, ${sort}, ${label}`] = await planOf(reviewPageSql(university.id, sort, filter, 20, 40));
      plans[`count, ${label}`] = await planOf(countFilteredSql(university.id, filter));
    }
    const since = new Date(Date.UTC(2025, 10, 15, 12));
    plans['reviews of the first month of the last 12'] = await planOf(
      reviewsBetweenSql(university.id, since, new Date(Date.UTC(2025, 11, 1))),
    );
    plans['the later months'] = await planOf(laterMonthsSql(university.id, '2025-11'));
    // A join: PostgreSQL picks its order from the tables' statistics, and on a test's few rows may
    // start from Review either way; SQLite's plan is the one that matters here (by the replies' index).
    if (!isOnPostgres()) plans['the reply share and time'] = await planOf(delaysSql(since, university.id));
    // The plans were read (not vacuous), and none scans Review.
    for (const [label, plan] of Object.entries(plans)) expect(plan.length, label).toBeGreaterThan(0);
    expect(Object.fromEntries(Object.entries(plans).map(([label, plan]) => [label, reviewScans(plan)]))).toEqual(
      Object.fromEntries(Object.keys(plans).map((label) => [label, []])),
    );
  });

  it('would see a scan: the same check flags a read of Review without the university', async () => {
    const plan = await planOf(Prisma.sql`SELECT COUNT(*) FROM "Review" r WHERE r."likeCount" > ${3}`);
    expect(reviewScans(plan).length).toBeGreaterThan(0);
  });
});
