// The per-university aggregate (UniversityStats): kept in step by every review write inside the
// same transaction, and rebuilt from the reviews by bulk loaders.
import type { Prisma } from '../generated/prisma/client.ts';
import { db } from '../db.ts';
import { RATING_CATEGORIES } from '../../shared/ratings.ts';

type Tx = Prisma.TransactionClient;
type RatingColumns = Record<string, unknown> & { universityId: number; createdAt: Date };

/** Adds (sign 1) or removes (sign -1) one review's ratings from its university's aggregate. */
export async function applyReviewToStats(tx: Tx, review: RatingColumns, sign: 1 | -1): Promise<void> {
  const sums = Object.fromEntries(
    RATING_CATEGORIES.map((c) => [c.sumColumn, { increment: sign * Number(review[c.column]) }]),
  );
  await tx.universityStats.upsert({
    where: { universityId: review.universityId },
    create: {
      universityId: review.universityId,
      reviewCount: 1,
      lastReviewAt: review.createdAt,
      ...Object.fromEntries(RATING_CATEGORIES.map((c) => [c.sumColumn, Number(review[c.column])])),
    },
    update: { reviewCount: { increment: sign }, ...sums },
  });
  if (sign === 1) {
    await tx.universityStats.updateMany({
      where: { universityId: review.universityId, OR: [{ lastReviewAt: null }, { lastReviewAt: { lt: review.createdAt } }] },
      data: { lastReviewAt: review.createdAt },
    });
  } else {
    const newest = await tx.review.findFirst({
      where: { universityId: review.universityId },
      orderBy: { createdAt: 'desc' },
      select: { createdAt: true },
    });
    await tx.universityStats.update({
      where: { universityId: review.universityId },
      data: { lastReviewAt: newest?.createdAt ?? null },
    });
  }
}

/** Rebuilds every university's aggregate from its reviews, in one statement per step. */
export async function recomputeAllStats(): Promise<void> {
  const sums = RATING_CATEGORIES.map((c) => `COALESCE(SUM(r."${c.column}"), 0)`).join(', ');
  const sumColumns = RATING_CATEGORIES.map((c) => `"${c.sumColumn}"`).join(', ');
  await db().$transaction([
    db().$executeRawUnsafe('DELETE FROM "UniversityStats"'),
    db().$executeRawUnsafe(
      `INSERT INTO "UniversityStats" ("universityId", "reviewCount", ${sumColumns}, "lastReviewAt")
       SELECT u."id", COUNT(r."id"), ${sums}, MAX(r."createdAt")
         FROM "University" u LEFT JOIN "Review" r ON r."universityId" = u."id"
        GROUP BY u."id"`,
    ),
  ]);
}
