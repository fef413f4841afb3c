// Reading reviews: the mapping from a row to the API's Review, a university's review page, and
// the build's first pages for every university in one query.
import { db } from '../db.ts';
import { notFound } from '../errors.ts';
import { RATING_CATEGORIES } from '../../shared/ratings.ts';
import type { Review, ReviewPage, ReviewSort } from '../../shared/types.ts';
import { averagesFromStats } from '../universities/universities.ts';

export const reviewSelect = {
  id: true,
  universityId: true,
  createdAt: true,
  reviewText: true,
  comments: true,
  likeCount: true,
  ...Object.fromEntries(RATING_CATEGORIES.map((c) => [c.column, true])),
  university: { select: { name: true } },
  user: { select: { username: true } },
} as const;

export interface ReviewRow {
  id: number;
  universityId: number;
  createdAt: Date | string;
  reviewText: string | null;
  comments: string | null;
  likeCount: number;
  university: { name: string };
  user: { username: string } | null;
  [column: string]: unknown;
}

/** A review as the API and pages show it: no user id, the author's current name or null. */
export function toReview(row: ReviewRow): Review {
  const ratings = Object.fromEntries(RATING_CATEGORIES.map((c) => [c.field, Number(row[c.column])]));
  return {
    id: row.id,
    university_id: row.universityId,
    university_name: row.university.name,
    username: row.user?.username ?? null,
    created_at: new Date(row.createdAt).toISOString(),
    ...ratings,
    review_text: row.reviewText,
    comments: row.comments,
    likes: row.likeCount,
  } as Review;
}

export function orderFor(sort: ReviewSort) {
  return sort === 'popular'
    ? [{ likeCount: 'desc' as const }, { createdAt: 'desc' as const }, { id: 'desc' as const }]
    : [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
}

/** One page of a university's reviews with averages and totals over all its reviews. */
export async function getReviewPage(universityId: number, page: number, limit: number, sort: ReviewSort): Promise<ReviewPage> {
  const university = await db().university.findUnique({ where: { id: universityId }, select: { id: true, stats: true } });
  if (!university) throw notFound('University not found');
  const totalReviews = university.stats?.reviewCount ?? 0;
  const rows =
    totalReviews > (page - 1) * limit
      ? await db().review.findMany({
          where: { universityId },
          select: reviewSelect,
          orderBy: orderFor(sort),
          skip: (page - 1) * limit,
          take: limit,
        })
      : [];
  return {
    reviews: rows.map((row) => toReview(row as ReviewRow)),
    averages: averagesFromStats(university.stats),
    pagination: { currentPage: page, totalPages: Math.ceil(totalReviews / limit), totalReviews, reviewsPerPage: limit },
  };
}

/** The newest `perUniversity` reviews of every university, grouped by university id. */
export async function firstReviewPages(perUniversity: number): Promise<Map<number, Review[]>> {
  const columns = RATING_CATEGORIES.map((c) => `r."${c.column}"`).join(', ');
  const rows = await db().$queryRawUnsafe<Record<string, unknown>[]>(
    `SELECT r."id", r."universityId", r."createdAt", r."reviewText", r."comments", r."likeCount", ${columns},
            u."name" AS "universityName", usr."username" AS "username"
       FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY "universityId" ORDER BY "createdAt" DESC, "id" DESC) AS "rank"
               FROM "Review") r
       JOIN "University" u ON u."id" = r."universityId"
       LEFT JOIN "User" usr ON usr."id" = r."userId"
      WHERE r."rank" <= ?
      ORDER BY r."universityId", r."rank"`,
    perUniversity,
  );
  const pages = new Map<number, Review[]>();
  for (const row of rows) {
    const review = toReview({
      ...row,
      id: Number(row.id),
      universityId: Number(row.universityId),
      likeCount: Number(row.likeCount),
      university: { name: String(row.universityName) },
      user: row.username == null ? null : { username: String(row.username) },
    } as ReviewRow);
    const list = pages.get(review.university_id) ?? [];
    list.push(review);
    pages.set(review.university_id, list);
  }
  return pages;
}
