// Reviews for tests: request bodies for the submit endpoint, and stored reviews written the way
// the service writes them (aggregate updated in the same transaction), without spending rate limits.
import { db } from '#server/infra/db.ts';
import { applyReviewToStats } from '#server/reviews/stats.ts';
import { statsSelect } from '#server/reviews/stat-columns.ts';
import { RATING_CATEGORIES, type RatingField } from '#shared/reviews/ratings.ts';

export type Ratings = Partial<Record<RatingField, number>>;

/** All 16 ratings set to `value`, then the overrides. */
export function ratingsOf(value = 4, overrides: Ratings = {}): Record<RatingField, number> {
  return { ...Object.fromEntries(RATING_CATEGORIES.map((c) => [c.field, value])), ...overrides } as Record<RatingField, number>;
}

/** A valid POST /api/reviews/submit body; `extra` adds or replaces fields. */
export function reviewBody(universityId: number | string, extra: Record<string, unknown> = {}) {
  return {
    university_id: universityId,
    ...ratingsOf(4),
    review_text: 'Great campus, tough exams.',
    comments: 'Bring a coat.',
    is_anonymous: false,
    ...extra,
  };
}

export interface StoredReviewOptions {
  universityId: number;
  userId?: number | null;
  ratings?: Ratings;
  createdAt?: Date;
  reviewText?: string | null;
  comments?: string | null;
  /** Users who like it (likeCount follows). */
  likedBy?: number[];
  /** Posted by a verified student of the university. */
  verified?: boolean;
  /** The study level the review names. */
  studyLevel?: string | null;
}

/** A stored review, counted in its university's aggregate. */
export async function createReview(options: StoredReviewOptions) {
  const ratings = ratingsOf(3, options.ratings);
  return db().$transaction(async (tx) => {
    const review = await tx.review.create({
      data: {
        universityId: options.universityId,
        userId: options.userId ?? null,
        createdAt: options.createdAt ?? new Date(),
        reviewText: options.reviewText === undefined ? 'A stored test review.' : options.reviewText,
        comments: options.comments ?? null,
        likeCount: options.likedBy?.length ?? 0,
        verified: options.verified ?? false,
        studyLevel: options.studyLevel ?? null,
        ...Object.fromEntries(RATING_CATEGORIES.map((c) => [c.column, ratings[c.field]])),
        likes: { create: (options.likedBy ?? []).map((userId) => ({ userId })) },
      } as never,
      select: { id: true, ...statsSelect },
    });
    await applyReviewToStats(tx, review as unknown as Record<string, unknown> & { universityId: number; createdAt: Date }, 1);
    return review as unknown as { id: number; universityId: number; createdAt: Date };
  });
}
