// The JSON shape of a review submission: the body doc of POST /reviews/submit (endpoints/reviews.ts).
import { z } from 'zod';
import { COMMENTS_MAX, REVIEW_TEXT_MAX } from '#shared/limits.ts';
import { RATING_CATEGORIES } from '#shared/reviews/ratings.ts';
import { universityIdInput } from '#shared/schemas/universities.ts';

/**
 * The review body as JSON. The input is checked with checkReviewSubmission (src/shared/schemas/
 * reviews.ts), a hand-ordered check rather than one schema, so its JSON shape is described here
 * from the same limits and rating list; tests/api/openapi-replies.test.ts submits bodies of this shape.
 */
export const reviewSubmissionBody = z.object({
  university_id: universityIdInput,
  ...Object.fromEntries(RATING_CATEGORIES.map((c) => [c.field, z.int().min(1).max(5)])),
  review_text: z.string().max(REVIEW_TEXT_MAX).nullable().optional(),
  comments: z.string().max(COMMENTS_MAX).nullable().optional(),
  is_anonymous: z.boolean().nullable().optional(),
  user_id: z.unknown().optional(),
  university_name: z.unknown().optional(),
});
