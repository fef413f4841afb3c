// Reading reviews: the mapping from a row to the API's Review, a university's review page, and
// the build's first page of a university. Public reads show published reviews
// only (docs/rules/trust-and-moderation.md#review-status).
import { universityNotFound } from '#server/infra/errors.ts';
import { RATING_CATEGORIES, categoryByKey } from '#shared/reviews/ratings.ts';
import { NO_FILTER, type ReviewFilter } from '#shared/reviews/review-filters.ts';
import type { Review, ReviewPage, ReviewSort, ReviewStatus, ReviewWithStatus, UniversityReply } from '#shared/types.ts';
import { averagesFromStats, type StatsRow } from './university-stats.ts';
import { STUDY_COLUMNS, studyContextOf } from './study-columns.ts';
import { STUDY_CONTEXT_FIELDS } from '#shared/reviews/study-context.ts';
import { Prisma } from '#server/generated/prisma/client.ts';
import { readRows } from '#server/infra/read-db.ts';

export const reviewSelect = {
  id: true,
  universityId: true,
  createdAt: true,
  reviewText: true,
  comments: true,
  likeCount: true,
  editedAt: true,
  verified: true,
  ...Object.fromEntries(RATING_CATEGORIES.map((c) => [c.column, true])),
  ...Object.fromEntries(STUDY_COLUMNS.map((column) => [column, true])),
  university: { select: { name: true } },
  user: { select: { username: true } },
  reply: { select: { text: true, status: true, createdAt: true, editedAt: true } },
} as const;

/** reviewSelect plus what the author and moderators see: the status and the reason of a removal. */
export const reviewWithStatusSelect = { ...reviewSelect, status: true, moderationReason: true } as const;

export interface ReviewRow {
  id: number;
  universityId: number;
  createdAt: Date | string;
  reviewText: string | null;
  comments: string | null;
  likeCount: number;
  editedAt: Date | string | null;
  /** SQLite's raw reads give 0/1. */
  verified: boolean | number;
  university: { name: string };
  user: { username: string } | null;
  /** The reply as the ORM reads it; the raw reads give replyText, replyCreatedAt and replyEditedAt instead. */
  reply?: { text: string; status: string; createdAt: Date; editedAt: Date | null } | null;
  [column: string]: unknown;
}

const isoOrNull = (value: unknown) => (value == null ? null : new Date(value as string).toISOString());

/** The university's published reply to the review, as readers see it; null without one. */
function publishedReplyOf(row: ReviewRow, universityName: string): UniversityReply | null {
  if (row.replyText != null)
    return {
      university_name: universityName,
      text: row.replyText as string,
      created_at: isoOrNull(row.replyCreatedAt)!,
      edited_at: isoOrNull(row.replyEditedAt),
    };
  const reply = row.reply;
  if (!reply || reply.status !== 'published') return null;
  return {
    university_name: universityName,
    text: reply.text,
    created_at: reply.createdAt.toISOString(),
    edited_at: isoOrNull(reply.editedAt),
  };
}

/**
 * Every field of a Review in the documented order, each null. toReview fills a copy, so every
 * review has the same object shape from the start: built field by field they turned into
 * dictionary-mode objects, which made a page of 20 reviews take 1.7 times as long to build and serialise.
 */
const REVIEW_FIELDS: Readonly<Record<string, null>> = Object.fromEntries(
  [
    'id',
    'university_id',
    'university_name',
    'username',
    'created_at',
    ...RATING_CATEGORIES.map((category) => category.field),
    'review_text',
    'comments',
    'likes',
    'verified',
    'edited_at',
    ...STUDY_CONTEXT_FIELDS,
    'reply',
  ].map((field) => [field, null]),
);

/** A review as the API and pages show it: no user id, the author's current name or null. */
export function toReview(row: ReviewRow): Review {
  // A hot loop: 20 rows per page view.
  const review: Record<string, unknown> = { ...REVIEW_FIELDS };
  review.id = row.id;
  review.university_id = row.universityId;
  review.university_name = row.university.name;
  review.username = row.user?.username ?? null;
  review.created_at = new Date(row.createdAt).toISOString();
  for (const category of RATING_CATEGORIES) review[category.field] = Number(row[category.column]);
  review.review_text = row.reviewText;
  review.comments = row.comments;
  review.likes = row.likeCount;
  review.verified = Boolean(row.verified);
  review.edited_at = row.editedAt == null ? null : new Date(row.editedAt).toISOString();
  Object.assign(review, studyContextOf(row));
  review.reply = publishedReplyOf(row, row.university.name);
  return review as unknown as Review;
}

/** A review with its status and the reason of a removal (the author's list, the moderation queue). */
export function toReviewWithStatus(row: ReviewRow & { status: string; moderationReason: string | null }): ReviewWithStatus {
  return { ...toReview(row), status: row.status as ReviewStatus, moderation_reason: row.moderationReason };
}

// The reviews page is the API's hottest read: two hand-written queries (the aggregate row, then
// the page with its joins) on the read connection (read-db.ts), instead of the four that the
// ORM's relation loading makes. Plain SQL with quoted identifiers, so it runs on PostgreSQL too.
export const pageColumns = Prisma.raw(
  [
    'r."id"',
    'r."universityId"',
    'r."createdAt"',
    'r."reviewText"',
    'r."comments"',
    'r."likeCount"',
    'r."editedAt"',
    'r."verified"',
    ...RATING_CATEGORIES.map((c) => `r."${c.column}"`),
    ...STUDY_COLUMNS.map((column) => `r."${column}"`),
    'rp."text" AS "replyText"',
    'rp."createdAt" AS "replyCreatedAt"',
    'rp."editedAt" AS "replyEditedAt"',
  ].join(', '),
);

/** What pageColumns' reply columns read: the review's published reply, when it has one. */
export const replyJoin = Prisma.raw(`LEFT JOIN "ReviewReply" rp ON rp."reviewId" = r."id" AND rp."status" = 'published'`);

/**
 * What the reviews page reads of the aggregate row: the counts, the overall rating's distribution
 * (filteredCount) and the sums (the averages). A quarter of its hundred columns: reading `s.*`
 * made that one-row query cost twice the page of reviews.
 */
const PAGE_HEAD_COLUMNS = [
  'reviewCount',
  'verifiedCount',
  ...categoryByKey('overall').starColumns,
  ...RATING_CATEGORIES.map((c) => c.sumColumn),
];
const pageHeadColumns = Prisma.raw(PAGE_HEAD_COLUMNS.map((column) => `s."${column}"`).join(', '));

const pageOrder = {
  recent: Prisma.raw('r."createdAt" DESC, r."id" DESC'),
  popular: Prisma.raw('r."likeCount" DESC, r."createdAt" DESC, r."id" DESC'),
  highest: Prisma.raw('r."overallRating" DESC, r."createdAt" DESC, r."id" DESC'),
  lowest: Prisma.raw('r."overallRating" ASC, r."createdAt" DESC, r."id" DESC'),
} satisfies Record<ReviewSort, unknown>;

/** The filter as SQL conditions on `r`, after the university and status. */
function filterSql(filter: ReviewFilter) {
  return Prisma.sql`${filter.rating === null ? Prisma.empty : Prisma.sql` AND r."overallRating" = ${filter.rating}`}${
    // A bare boolean column reads the same on SQLite (0/1) and PostgreSQL.
    filter.verifiedOnly ? Prisma.sql` AND r."verified"` : Prisma.empty
  }${filter.level === null ? Prisma.empty : Prisma.sql` AND r."studyLevel" = ${filter.level}`}${
    filter.field === null ? Prisma.empty : Prisma.sql` AND r."studyField" = ${filter.field}`
  }`;
}

/**
 * How many published reviews the filter leaves. The aggregate row holds the answer for one rating
 * or verified only (its distribution and verified count); both together, a level or a field are
 * counted over the index that starts with the university.
 */
async function filteredCount(universityId: number, head: PageHead, filter: ReviewFilter): Promise<number> {
  if (head.reviewCount === null) return 0;
  if (filter.level !== null || filter.field !== null) return countFiltered(universityId, filter);
  if (filter.rating !== null && !filter.verifiedOnly) return Number(head[categoryByKey('overall').starColumns[filter.rating - 1]!]);
  if (filter.rating === null && filter.verifiedOnly) return Number(head.verifiedCount);
  if (filter.rating === null) return head.reviewCount;
  return countFiltered(universityId, filter);
}

/** Counted from the reviews: a level or field filter, or a rating with verified only. */
async function countFiltered(universityId: number, filter: ReviewFilter): Promise<number> {
  const [row] = await readRows<{ n: number }>(countFilteredSql(universityId, filter));
  return Number(row?.n ?? 0);
}

/** The count of a filtered list (its plan is checked: tests/api/query-plans.test.ts). */
export const countFilteredSql = (universityId: number, filter: ReviewFilter) => Prisma.sql`
  SELECT COUNT(*) AS "n" FROM "Review" r WHERE r."universityId" = ${universityId} AND r."status" = 'published'${filterSql(filter)}`;

/** One page of a university's published reviews that pass the filter, in the sort's order (its plan is checked). */
export const reviewPageSql = (universityId: number, sort: ReviewSort, filter: ReviewFilter, limit: number, offset: number) => Prisma.sql`
  SELECT ${pageColumns}, usr."username" FROM "Review" r LEFT JOIN "User" usr ON usr."id" = r."userId" ${replyJoin}
   WHERE r."universityId" = ${universityId} AND r."status" = 'published'${filterSql(filter)} ORDER BY ${pageOrder[sort]} LIMIT ${limit} OFFSET ${offset}`;

/** The university's name and aggregate row (its columns null when it has none). */
type PageHead = { id: number; name: string; reviewCount: number | null } & Record<string, unknown>;

/**
 * One page of a university's published reviews that pass the filter, in the given order; the
 * paging totals count the filtered list, the averages every published review.
 */
export async function getReviewPage(
  universityId: number,
  page: number,
  limit: number,
  sort: ReviewSort,
  filter: ReviewFilter = NO_FILTER,
): Promise<ReviewPage> {
  const [university] = await readRows<PageHead>(Prisma.sql`
    SELECT u."id", u."name", ${pageHeadColumns} FROM "University" u LEFT JOIN "UniversityStats" s ON s."universityId" = u."id" WHERE u."id" = ${universityId}`);
  if (!university) throw universityNotFound();
  const totalReviews = await filteredCount(universityId, university, filter);
  const offset = (page - 1) * limit;
  const rows =
    totalReviews > offset
      ? await readRows<ReviewRow & { username: string | null }>(reviewPageSql(universityId, sort, filter, limit, offset))
      : [];
  const universityName = { name: university.name };
  return {
    reviews: rows.map((row) =>
      toReview({ ...row, university: universityName, user: row.username === null ? null : { username: row.username } }),
    ),
    averages: averagesFromStats(university.reviewCount === null ? null : (university as StatsRow)),
    pagination: { currentPage: page, totalPages: Math.ceil(totalReviews / limit), totalReviews, reviewsPerPage: limit },
  };
}

/**
 * The newest `limit` published reviews of a university: the first page of its reviews, as the
 * static build renders it, read as each page renders (src/server/universities/build-pages.ts).
 */
export async function newestReviews(universityId: number, limit: number): Promise<Review[]> {
  const rows = await readRows<ReviewRow & { universityName: string; username: string | null }>(Prisma.sql`
    SELECT ${pageColumns}, u."name" AS "universityName", usr."username" AS "username"
      FROM "Review" r JOIN "University" u ON u."id" = r."universityId" LEFT JOIN "User" usr ON usr."id" = r."userId" ${replyJoin}
     WHERE r."universityId" = ${universityId} AND r."status" = 'published' ORDER BY ${pageOrder.recent} LIMIT ${limit}`);
  const universityName = { name: rows[0]?.universityName ?? '' };
  return rows.map((row) =>
    toReview({ ...row, university: universityName, user: row.username === null ? null : { username: row.username } }),
  );
}
