// The read path's hand-written queries (readRows in src/server/read-db.ts) give the same value
// types on SQLite and PostgreSQL: counts and sums as numbers, DateTime columns as ISO text,
// booleans as 0/1. So the services' replies do not depend on the database. Bulk reads
// (readRowSlices) come a slice at a time, from one snapshot, with the event loop free between slices.
import { describe, expect, it } from 'vitest';
import { Prisma } from '#server/generated/prisma/client.ts';
import { readRowSlices, readRows } from '#server/infra/read-db.ts';
import { createUniversity } from '../factories/universities.ts';
import { createReview } from '../factories/reviews.ts';

const STORED_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/;

describe('readRows', () => {
  it('gives aggregates as numbers, times as ISO text and booleans as 0/1', async () => {
    const uni = await createUniversity();
    const createdAt = new Date('2026-01-02T03:04:05.678Z');
    await createReview({ universityId: uni.id, createdAt, verified: true, ratings: { overall_rating: 5 } });
    await createReview({ universityId: uni.id, createdAt: new Date('2025-06-07T08:09:10.011Z'), ratings: { overall_rating: 2 } });
    const [totals] = await readRows<Record<string, unknown>>(Prisma.sql`
      SELECT COUNT(*) AS "n", SUM(r."overallRating") AS "sum", AVG(r."overallRating") AS "mean", MAX(r."createdAt") AS "newest"
        FROM "Review" r WHERE r."universityId" = ${uni.id}`);
    expect(totals).toEqual({ n: 2, sum: 7, mean: 3.5, newest: '2026-01-02T03:04:05.678+00:00' });
    const rows = await readRows<Record<string, unknown>>(Prisma.sql`
      SELECT r."verified", r."createdAt", r."editedAt" FROM "Review" r WHERE r."universityId" = ${uni.id} ORDER BY r."createdAt" DESC`);
    expect(rows).toEqual([
      { verified: 1, createdAt: expect.stringMatching(STORED_TIME), editedAt: null },
      { verified: 0, createdAt: '2025-06-07T08:09:10.011+00:00', editedAt: null },
    ]);
    expect(JSON.stringify(rows)).toContain('"verified":1');
  });

  it('compares a DateTime column with a time passed as stored text', async () => {
    const uni = await createUniversity();
    await createReview({ universityId: uni.id, createdAt: new Date('2026-01-02T03:04:05.678Z') });
    const count = async (since: string) =>
      (
        await readRows<{ n: number }>(Prisma.sql`
        SELECT COUNT(*) AS "n" FROM "Review" r WHERE r."universityId" = ${uni.id} AND r."createdAt" >= ${since}`)
      )[0]!.n;
    expect(await count('2026-01-02T03:04:05.678+00:00')).toBe(1);
    expect(await count('2026-01-02T03:04:05.679+00:00')).toBe(0);
  });
});

describe('readRowSlices', () => {
  it('hands the rows on in slices, from one snapshot, letting other work run between slices', async () => {
    const country = `Sliceland ${process.pid}-${Date.now()}`;
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await createUniversity({ country })).id);
    const slices: number[][] = [];
    const between: string[] = [];
    for await (const rows of readRowSlices<{ id: number; name: string }>(
      Prisma.sql`SELECT u."id", u."name" FROM "University" u WHERE u."country" = ${country} ORDER BY u."id"`,
      2,
    )) {
      slices.push(rows.map((row) => row.id));
      if (slices.length === 1) {
        // Written after the read began: not in it.
        await createUniversity({ country });
        setImmediate(() => between.push(`ran before slice ${slices.length + 1}`));
      }
    }
    expect(slices).toEqual([ids.slice(0, 2), ids.slice(2, 4), ids.slice(4)]);
    expect(between).toEqual(['ran before slice 2']);
    expect(await readRows(Prisma.sql`SELECT u."id" FROM "University" u WHERE u."country" = ${country}`)).toHaveLength(6);
  });
});
