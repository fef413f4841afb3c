// The counted columns of the per-university aggregate (UniversityStats), one list that the
// in-transaction updates, the set-based recomputation and `check:data` all read: the 16 rating
// sums, the 80 star counts of the distribution (16 ratings x 1..5 stars) and the verified count.
// `reviewCount` and `lastReviewAt` are handled beside them. The per-level aggregate counts the sums.
import { RATING_CATEGORIES } from '#shared/reviews/ratings.ts';

export interface StatColumn {
  /** The aggregate's column. */
  column: string;
  /** What one review adds to it, as SQL over the review row aliased `r` (portable SQL). */
  sql: string;
  /** What one review adds to it, from the review row as Prisma returns it. */
  of: (review: Record<string, unknown>) => number;
}

const sums: StatColumn[] = RATING_CATEGORIES.map((c) => ({
  column: c.sumColumn,
  sql: `r."${c.column}"`,
  of: (review) => Number(review[c.column]),
}));

const stars: StatColumn[] = RATING_CATEGORIES.flatMap((c) =>
  c.starColumns.map((column, index) => ({
    column,
    sql: `CASE WHEN r."${c.column}" = ${index + 1} THEN 1 ELSE 0 END`,
    of: (review: Record<string, unknown>) => (Number(review[c.column]) === index + 1 ? 1 : 0),
  })),
);

const verified: StatColumn = {
  column: 'verifiedCount',
  sql: 'CASE WHEN r."verified" THEN 1 ELSE 0 END',
  of: (review) => (review.verified ? 1 : 0),
};

export const STAT_COLUMNS: readonly StatColumn[] = [...sums, ...stars, verified];

/** The counted columns of a level's aggregate (UniversityLevelStats): the 16 rating sums. */
export const LEVEL_STAT_COLUMNS: readonly StatColumn[] = sums;

/** What the aggregates read of a review (a Prisma select): its university, date, level, ratings and mark. */
export const statsSelect = {
  universityId: true,
  createdAt: true,
  verified: true,
  studyLevel: true,
  ...(Object.fromEntries(RATING_CATEGORIES.map((c) => [c.column, true])) as Record<(typeof RATING_CATEGORIES)[number]['column'], true>),
} as const;
