// `npm run check:data`: every aggregate recomputed from its rows. Finds nothing on data the
// services wrote, finds (and names) drift put in by hand with raw SQL, and --fix repairs it.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { db } from '#server/infra/db.ts';
import { checkData, type CheckProgress, type Drift } from '#server/maintenance/check-data.ts';
import { submitReview } from '#server/review-writes/submit-review.ts';
import { toggleLike } from '#server/reviews/likes.ts';
import { createReview, ratingsOf } from '../factories/reviews.ts';
import { createUniversity } from '../factories/universities.ts';
import { createUser } from '../factories/users.ts';
import { freshAddress } from '../support/api-request.ts';
import { projectRoot } from '../support/paths.ts';

/** Three universities with reviews, likes and one without reviews, written by the services. */
async function consistentData() {
  const users = await Promise.all([1, 2, 3].map(() => createUser().then((u) => u.user)));
  const [busy, quiet, empty] = await Promise.all([createUniversity(), createUniversity(), createUniversity()]);
  const reviews = [];
  for (let i = 0; i < 6; i += 1) {
    reviews.push(
      await createReview({
        universityId: i < 4 ? busy.id : quiet.id,
        ratings: ratingsOf(1 + (i % 5), { academic_rating: 5 - (i % 5) }),
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        likedBy: users.slice(0, i % 4).map((u) => u.id),
      }),
    );
  }
  const submitted = await submitReview(
    { universityId: quiet.id, ratings: ratingsOf(5), reviewText: 'Submitted through the service.', comments: null, isAnonymous: true },
    null,
    freshAddress(),
  );
  return { users, busy, quiet, empty, reviews, submitted };
}

const forRow = (drift: Drift[], table: Drift['table'], id: number) => drift.filter((d) => d.table === table && d.id === id);
const sorted = (drift: Drift[]) =>
  [...drift].sort((a, b) => `${a.table}:${a.id}:${a.field}`.localeCompare(`${b.table}:${b.id}:${b.field}`));

describe('check:data', () => {
  it('finds no drift on data written by the services, and reports progress to the end', async () => {
    await consistentData();
    const seen: CheckProgress[] = [];
    const report = await checkData({ onProgress: (p) => seen.push(p), universitiesPerStep: 2, reviewsPerStep: 3 });

    expect(report.drift).toEqual([]);
    expect(report.fixed).toEqual([]);
    expect(report.universities).toBe(await db().university.count());
    expect(report.reviews).toBe(await db().review.count());
    for (const phase of ['universities', 'reviews'] as const) {
      const last = seen.filter((p) => p.phase === phase).at(-1)!;
      expect(last.done).toBe(last.total);
    }
  });

  it('names every drifted field with stored and recomputed values, and --fix repairs exactly that', async () => {
    const { users, busy, quiet, empty, reviews } = await consistentData();
    const before = await db().universityStats.findMany({
      where: { universityId: { in: [busy.id, quiet.id] } },
      orderBy: { universityId: 'asc' },
    });
    const liked = reviews[3]!;
    const unliked = reviews[0]!;

    // Drift, by hand: wrong count and sums, a lost lastReviewAt, a missing aggregate row for a
    // university with reviews, an orphaned like count and a like that was never counted.
    await db().$executeRaw`
      UPDATE "UniversityStats" SET "reviewCount" = "reviewCount" + 2, "sumOverall" = "sumOverall" - 1, "sumFood" = 999, "lastReviewAt" = NULL
       WHERE "universityId" = ${busy.id}`;
    await db().$executeRaw`DELETE FROM "UniversityStats" WHERE "universityId" = ${quiet.id}`;
    const months = await db().universityMonthStats.findMany({ where: { universityId: busy.id }, orderBy: { month: 'asc' } });
    await db().universityMonthStats.update({
      where: { universityId_month: { universityId: busy.id, month: months[0]!.month } },
      data: { reviewCount: months[0]!.reviewCount + 5 },
    });
    await db().$executeRaw`UPDATE "Review" SET "likeCount" = 7 WHERE "id" = ${liked.id}`;
    await db().reviewLike.create({ data: { reviewId: unliked.id, userId: users[0]!.id } });

    const found = await checkData({ universitiesPerStep: 3, reviewsPerStep: 2 });
    const busyBefore = before.find((row) => row.universityId === busy.id)!;
    expect(forRow(found.drift, 'UniversityStats', busy.id).map(({ field, stored, recomputed }) => ({ field, stored, recomputed }))).toEqual(
      [
        { field: 'reviewCount', stored: busyBefore.reviewCount + 2, recomputed: busyBefore.reviewCount },
        { field: 'sumOverall', stored: busyBefore.sumOverall - 1, recomputed: busyBefore.sumOverall },
        { field: 'sumFood', stored: 999, recomputed: busyBefore.sumFood },
        { field: 'lastReviewAt', stored: null, recomputed: expect.stringMatching(/^2026-01-04T00:00:00\.000/) },
        // The per-month count of the oldest month.
        { field: `${months[0]!.month} reviewCount`, stored: months[0]!.reviewCount + 5, recomputed: months[0]!.reviewCount },
      ],
    );
    expect(forRow(found.drift, 'UniversityStats', busy.id)[0]!.name).toBe(busy.name);
    const quietDrift = forRow(found.drift, 'UniversityStats', quiet.id);
    expect(quietDrift.find((d) => d.field === 'reviewCount')).toMatchObject({ stored: 0, recomputed: 3 });
    expect(quietDrift.find((d) => d.field === 'lastReviewAt')).toMatchObject({ stored: null });
    expect(forRow(found.drift, 'UniversityStats', empty.id)).toEqual([]);
    expect(forRow(found.drift, 'Review', liked.id)).toEqual([
      { table: 'Review', id: liked.id, field: 'likeCount', stored: 7, recomputed: 3 },
    ]);
    expect(forRow(found.drift, 'Review', unliked.id)).toEqual([
      { table: 'Review', id: unliked.id, field: 'likeCount', stored: 0, recomputed: 1 },
    ]);
    // Nothing else: only the rows changed by hand.
    expect(new Set(found.drift.map((d) => `${d.table}:${d.id}`))).toEqual(
      new Set([`UniversityStats:${busy.id}`, `UniversityStats:${quiet.id}`, `Review:${liked.id}`, `Review:${unliked.id}`]),
    );

    const fixed = await checkData({ fix: true });
    expect(sorted(fixed.fixed)).toEqual(sorted(found.drift));
    expect(sorted(fixed.drift)).toEqual(sorted(found.drift));

    expect((await checkData()).drift).toEqual([]);
    const after = await db().universityStats.findMany({
      where: { universityId: { in: [busy.id, quiet.id] } },
      orderBy: { universityId: 'asc' },
    });
    expect(after).toEqual(before);
    expect(await db().universityMonthStats.findMany({ where: { universityId: busy.id }, orderBy: { month: 'asc' } })).toEqual(months);
    expect((await db().review.findUniqueOrThrow({ where: { id: liked.id } })).likeCount).toBe(3);
    expect((await db().review.findUniqueOrThrow({ where: { id: unliked.id } })).likeCount).toBe(1);
    // The repaired counts go on from the right values.
    expect(await toggleLike(unliked.id, users[1]!.id, freshAddress())).toEqual({ likes: 2, hasLiked: true });
  });

  it('npm run check:data exits 1 on drift, lists it, repairs it with --fix and then exits 0', async () => {
    const { busy } = await consistentData();
    await db().$executeRaw`UPDATE "UniversityStats" SET "sumHousing" = "sumHousing" + 5 WHERE "universityId" = ${busy.id}`;
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-data.ts', ...args], {
        cwd: projectRoot,
        env: { ...process.env },
        encoding: 'utf8',
      });

    const check = run();
    expect(check.status, check.stderr).toBe(1);
    expect(check.stdout).toMatch(new RegExp(`University ${busy.id} \\(.*\\): sumHousing stored \\d+, recomputed \\d+`));
    expect(check.stdout).toContain('Drift in 1 university and 0 reviews');

    const fix = run('--fix');
    expect(fix.status, fix.stderr).toBe(0);
    expect(fix.stdout).toContain('Fixed 1 university and 0 reviews');
    expect(fix.stdout).toContain('Checked again: no drift.');

    const clean = run();
    expect(clean.status, clean.stderr).toBe(0);
    expect(clean.stdout).toContain('No drift');
  });
});
