// Submitting, liking and deleting reviews (docs/rules/api-contract.md#reviews); with the trust
// calls of review-trust.ts they make the islands' `reviews` procedures.
import { z } from 'zod';
import {
  alreadyReviewed,
  badRequest,
  duplicateReview,
  notOwnReview,
  reviewNotFound,
  reviewToDeleteNotFound,
  universityNotFound,
} from '#server/infra/errors.ts';
import { deleteReview } from '#server/review-writes/delete-review.ts';
import { submitReview } from '#server/review-writes/submit-review.ts';
import { hasLiked, likeStatuses, toggleLike } from '#server/reviews/likes.ts';
import { MAX_ID, parseId } from '#shared/ids.ts';
import { BULK_LIKE_IDS_MAX, COMMENTS_MAX, DUPLICATE_TEXT_DAYS, REVIEW_TEXT_MAX } from '#shared/limits.ts';
import { RATING_CATEGORIES, fieldLabel } from '#shared/reviews/ratings.ts';
import {
  INVALID_REVIEW_ID,
  REVIEW_HELD_MESSAGE,
  REVIEW_PUBLISHED_MESSAGE,
  bulkReviewIdsInput,
  reviewIdInput,
  reviewIdListInput,
  submittedMessage,
} from '#shared/schemas/reviews.ts';
import { INVALID_UNIVERSITY_ID } from '#shared/schemas/universities.ts';
import { reviewSubmissionInput } from '../checked-input.ts';
import { inputOf, parseInput } from '../parse-input.ts';
import { readJsonBody } from '../rest/http.ts';
import { STUDY_CONTEXT_ERRORS, reviewSubmissionBody, studyContextBodyDocs } from '../rest/route-docs/reviews.ts';
import { BEARER_ERRORS, BODY_ERRORS, OPTIONAL_BEARER_ERRORS, RATE_LIMITED, REVIEW_ID_PARAM, invalid, replyOf } from '../rest/route-doc.ts';
import { endpoint } from './endpoint.ts';
import { readReviewIdThenBody } from './rest.ts';
import { reviewTrustEndpoints } from './review-trust.ts';

const reviewInput = z.object({ reviewId: reviewIdInput }, { error: INVALID_REVIEW_ID });
const reviewListInput = z.object({ reviewIds: reviewIdListInput }, { error: 'reviewIds is required' });

const ratingFields = Object.fromEntries(
  RATING_CATEGORIES.map((c) => [c.field, `${c.label}, in whole stars (a string or 4.5 is refused).`]),
);
const validation = (message: string) => ({ status: 400, error: 'Validation error', message });

/** The calls under /api/reviews other than the trust ones, in the REST router's order. */
export const reviewAndLikeEndpoints = {
  /** Posts a review; linked to the caller only when logged in and not anonymous; held when screening flags it. */
  submit: endpoint({
    auth: 'optional',
    input: reviewSubmissionInput,
    run: async ({ input, caller, clientAddress }) => {
      const { id, status } = await submitReview(input, caller, clientAddress);
      return { review_id: id, status, message: submittedMessage(status) };
    },
    // A submission's 4xx replies (except 401) carry `message` on both transports: the form shows it.
    trpc: { kind: 'mutation', messageOnErrors: true },
    rest: {
      method: 'POST',
      path: '/reviews/submit',
      messageOnErrors: true,
      reply: ({ review_id, status, message }) => ({ status: 200, body: { success: true, message, review_id, status } }),
      doc: {
        summary: 'Submit a review',
        description:
          "Posts a review. With a valid bearer and is_anonymous false it shows the author's name; otherwise it is anonymous and linked to no one. " +
          'The texts are screened: a review with an e-mail address, a phone number, a link or a blocked term is held for a moderator (status held) instead of published. ' +
          'An account reviews each university once, and a text already posted for the university in the last 90 days is refused. Exactly 200 on success.',
        tag: 'Reviews',
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
            ...studyContextBodyDocs,
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
          ...STUDY_CONTEXT_ERRORS,
          ...OPTIONAL_BEARER_ERRORS,
          RATE_LIMITED,
          replyOf(universityNotFound()),
          replyOf(alreadyReviewed(), 'The account has a review of this university already (anonymous reviews are not counted)'),
          replyOf(
            duplicateReview(),
            `The texts, folded, equal those of a review of the university from the last ${DUPLICATE_TEXT_DAYS} days`,
          ),
        ],
      },
    },
  }),

  /** The caller's like state for a page of reviews. */
  likeStatus: endpoint({
    auth: 'bearer',
    input: inputOf(reviewListInput),
    run: async ({ input, caller }) => ({ likes: await likeStatuses(input.reviewIds, caller.user.id) }),
    trpc: { kind: 'query' },
    rest: {
      method: 'GET',
      path: '/reviews/bulk-like-status',
      // REST sends the ids comma-separated; checked here, they are the list tRPC sends.
      read: ({ url }) => ({ reviewIds: parseInput(bulkReviewIdsInput, url.searchParams.get('reviewIds') ?? undefined) }),
      doc: {
        summary: 'Like states of many reviews',
        description: 'Whether the caller likes each review asked about: a key for every id, false when unknown or not published.',
        tag: 'Reviews',
        query: {
          reviewIds: { schema: bulkReviewIdsInput, description: `1 to ${BULK_LIKE_IDS_MAX} review ids, comma-separated.`, required: true },
        },
        reply: {
          status: 200,
          description: 'The like states',
          schema: z.strictObject({ likes: z.record(z.string().regex(/^\d+$/), z.boolean()) }),
        },
        errors: [
          invalid('reviewIds is required'),
          invalid(`reviewIds must be 1 to ${BULK_LIKE_IDS_MAX} comma-separated IDs`),
          ...BEARER_ERRORS,
        ],
      },
    },
  }),

  /** Likes the review, or takes the like back. */
  toggleLike: endpoint({
    auth: 'bearer',
    input: inputOf(reviewInput),
    run: ({ input, caller, clientAddress }) => toggleLike(input.reviewId, caller.user.id, clientAddress),
    trpc: { kind: 'mutation' },
    rest: {
      method: 'POST',
      path: '/reviews/{id}/like',
      // No body is needed; one that is sent still obeys the size and JSON rules.
      read: readReviewIdThenBody,
      reply: (result) => ({ status: 200, body: { success: true, ...result } }),
      doc: {
        summary: 'Like a review, or take the like back',
        description: "Toggles the caller's like. No body is needed; one that is sent must be valid JSON.",
        tag: 'Reviews',
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
      },
    },
  }),

  /** Whether the caller likes one review. */
  hasLiked: endpoint({
    auth: 'bearer',
    input: inputOf(reviewInput),
    run: async ({ input, caller }) => ({ hasLiked: await hasLiked(input.reviewId, caller.user.id) }),
    trpc: { kind: 'query' },
    rest: {
      method: 'GET',
      path: '/reviews/{id}/hasLiked',
      read: ({ params }) => ({ reviewId: params.id }),
      doc: {
        summary: 'Whether the caller likes a review',
        description: 'False for an unknown review, and for one that is not published.',
        tag: 'Reviews',
        path: { id: REVIEW_ID_PARAM },
        reply: { status: 200, description: 'The like state', schema: z.strictObject({ hasLiked: z.boolean() }) },
        errors: [invalid(INVALID_REVIEW_ID), ...BEARER_ERRORS],
      },
    },
  }),

  /** Deletes one of the caller's reviews, whatever its status. */
  delete: endpoint({
    auth: 'bearer',
    input: inputOf(reviewInput),
    run: ({ input, caller }) => deleteReview(input.reviewId, caller.user.id),
    trpc: { kind: 'mutation' },
    rest: {
      method: 'DELETE',
      path: '/reviews/delete/{id}',
      messageOnErrors: true,
      // REST's bad id has a `message` of its own; the body, though unused, obeys the size and JSON rules.
      read: async ({ request, params }) => {
        const reviewId = parseId(params.id);
        if (reviewId === null) throw badRequest(INVALID_REVIEW_ID, { message: 'Review ID must be a valid number' });
        await readJsonBody(request);
        return { reviewId };
      },
      reply: (deleted) => ({ status: 200, body: { success: true, message: 'Review deleted successfully', deleted_review: deleted } }),
      doc: {
        summary: 'Delete a review',
        description:
          'Only the author may delete a review, whatever its status; an anonymous review belongs to no one and cannot be deleted.',
        tag: 'Reviews',
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
      },
    },
  }),
};

/** Every `reviews` procedure of the islands: these with the trust calls. */
export const reviewsEndpoints = { ...reviewAndLikeEndpoints, ...reviewTrustEndpoints };
