// The docs of the routes under /api/reviews (docs/rules/api-contract.md#reviews), in
// routes/reviews.ts.
import { z } from 'zod';
import {
  alreadyReviewed,
  duplicateReview,
  notOwnReview,
  reviewNotFound,
  reviewToDeleteNotFound,
  universityNotFound,
} from '#server/infra/errors.ts';
import { MAX_ID } from '#shared/ids.ts';
import { BULK_LIKE_IDS_MAX, COMMENTS_MAX, DUPLICATE_TEXT_DAYS, REVIEW_TEXT_MAX } from '#shared/limits.ts';
import { RATING_CATEGORIES, fieldLabel } from '#shared/reviews/ratings.ts';
import { INVALID_REVIEW_ID, REVIEW_HELD_MESSAGE, REVIEW_PUBLISHED_MESSAGE, bulkReviewIdsInput } from '#shared/schemas/reviews.ts';
import { INVALID_UNIVERSITY_ID, universityIdInput } from '#shared/schemas/universities.ts';
import {
  BEARER_ERRORS,
  BODY_ERRORS,
  OPTIONAL_BEARER_ERRORS,
  RATE_LIMITED,
  REVIEW_ID_PARAM,
  invalid,
  replyOf,
  type RouteDoc,
} from '../route-doc.ts';

/**
 * The review body as JSON. The handler checks it with checkReviewSubmission (src/shared/schemas/
 * reviews.ts), a hand-ordered check rather than one schema, so its JSON shape is described here
 * from the same limits and rating list; tests/api/openapi.test.ts submits bodies of this shape.
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

const ratingFields = Object.fromEntries(
  RATING_CATEGORIES.map((c) => [c.field, `${c.label}, in whole stars (a string or 4.5 is refused).`]),
);
const validation = (message: string) => ({ status: 400, error: 'Validation error', message });

export const submitReviewDoc: RouteDoc = {
  summary: 'Submit a review',
  description:
    "Posts a review. With a valid bearer and is_anonymous false it shows the author's name; otherwise it is anonymous and linked to no one. " +
    'The texts are screened: a review with an e-mail address, a phone number, a link or a blocked term is held for a moderator (status held) instead of published. ' +
    'An account reviews each university once, and a text already posted for the university in the last 90 days is refused. Exactly 200 on success.',
  tag: 'Reviews',
  auth: 'optional',
  body: {
    schema: reviewSubmissionBody,
    fields: {
      university_id: `A university id: a number or a digit string, 1 to ${MAX_ID}.`,
      ...ratingFields,
      review_text: `Optional; trimmed, at most ${REVIEW_TEXT_MAX} characters; empty means null.`,
      comments: `Optional; trimmed, at most ${COMMENTS_MAX} characters; empty means null.`,
      is_anonymous: 'Optional; absent or null means false.',
      user_id: 'Accepted and ignored: the account comes from the bearer.',
      university_name: 'Accepted and ignored: the name comes from the database.',
    },
  },
  reply: {
    status: 200,
    description: 'Published',
    schema: z.strictObject({
      success: z.literal(true),
      message: z.enum([REVIEW_PUBLISHED_MESSAGE, REVIEW_HELD_MESSAGE]),
      review_id: z.int().min(1),
      status: z.enum(['published', 'held']).meta({ description: 'held: it waits for a moderator and is not public yet.' }),
    }),
  },
  errors: [
    ...BODY_ERRORS,
    {
      status: 400,
      error: 'Missing required fields',
      message: 'Missing required fields: overall_rating, food_rating',
      when: 'university_id or a rating is absent, null or blank',
    },
    invalid(INVALID_UNIVERSITY_ID),
    {
      ...validation(`${fieldLabel('overall_rating')} must be between 1 and 5`),
      when: 'The first bad rating, in display order; a string or 4.5 fails too',
    },
    invalid('is_anonymous must be a boolean'),
    invalid('review_text must be a string'),
    invalid('comments must be a string'),
    validation(`review_text must be at most ${REVIEW_TEXT_MAX} characters`),
    validation(`comments must be at most ${COMMENTS_MAX} characters`),
    ...OPTIONAL_BEARER_ERRORS,
    RATE_LIMITED,
    replyOf(universityNotFound({ withMessage: true })),
    replyOf(alreadyReviewed(), 'The account has a review of this university already (anonymous reviews are not counted)'),
    replyOf(duplicateReview(), `The texts, folded, equal those of a review of the university from the last ${DUPLICATE_TEXT_DAYS} days`),
  ],
};

export const bulkLikeStatusDoc: RouteDoc = {
  summary: 'Like states of many reviews',
  description: 'Whether the caller likes each review asked about: a key for every id, false when unknown or not published.',
  tag: 'Reviews',
  auth: 'bearer',
  query: {
    reviewIds: { schema: bulkReviewIdsInput, description: `1 to ${BULK_LIKE_IDS_MAX} review ids, comma-separated.`, required: true },
  },
  reply: {
    status: 200,
    description: 'The like states',
    schema: z.strictObject({ likes: z.record(z.string().regex(/^\d+$/), z.boolean()) }),
  },
  errors: [invalid('reviewIds is required'), invalid(`reviewIds must be 1 to ${BULK_LIKE_IDS_MAX} comma-separated IDs`), ...BEARER_ERRORS],
};

export const likeDoc: RouteDoc = {
  summary: 'Like a review, or take the like back',
  description: "Toggles the caller's like. No body is needed; one that is sent must be valid JSON.",
  tag: 'Reviews',
  auth: 'bearer',
  path: { id: REVIEW_ID_PARAM },
  reply: {
    status: 200,
    description: "The count after the toggle and the caller's new state",
    schema: z.strictObject({ success: z.literal(true), likes: z.int().min(0), hasLiked: z.boolean() }),
  },
  errors: [
    invalid(INVALID_REVIEW_ID),
    ...BODY_ERRORS,
    ...BEARER_ERRORS,
    RATE_LIMITED,
    replyOf(reviewNotFound(), 'Unknown, or not published'),
  ],
};

export const hasLikedDoc: RouteDoc = {
  summary: 'Whether the caller likes a review',
  description: 'False for an unknown review, and for one that is not published.',
  tag: 'Reviews',
  auth: 'bearer',
  path: { id: REVIEW_ID_PARAM },
  reply: { status: 200, description: 'The like state', schema: z.strictObject({ hasLiked: z.boolean() }) },
  errors: [invalid(INVALID_REVIEW_ID), ...BEARER_ERRORS],
};

export const deleteReviewDoc: RouteDoc = {
  summary: 'Delete a review',
  description: 'Only the author may delete a review, whatever its status; an anonymous review belongs to no one and cannot be deleted.',
  tag: 'Reviews',
  auth: 'bearer',
  path: { id: REVIEW_ID_PARAM },
  reply: {
    status: 200,
    description: 'Deleted',
    schema: z.strictObject({
      success: z.literal(true),
      message: z.literal('Review deleted successfully'),
      deleted_review: z.strictObject({ id: z.int().min(1), university_name: z.string() }),
    }),
  },
  errors: [
    { status: 400, error: INVALID_REVIEW_ID, message: 'Review ID must be a valid number' },
    ...BODY_ERRORS,
    ...BEARER_ERRORS,
    replyOf(reviewToDeleteNotFound()),
    replyOf(notOwnReview()),
  ],
};
