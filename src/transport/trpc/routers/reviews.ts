// tRPC procedures for reviews and likes, over the same services as REST.
import { z } from 'zod';
import { protectedProcedure, publicProcedure, router } from '../init.ts';
import { inputOf } from '#transport/parse-input.ts';
import { checked } from '#transport/checked-input.ts';
import { AppError } from '#server/errors.ts';
import { optionalCaller } from '#server/auth/current-user.ts';
import { submitReview } from '#server/reviews/submit-review.ts';
import { deleteReview } from '#server/reviews/delete-review.ts';
import { hasLiked, likeStatuses, toggleLike } from '#server/reviews/likes.ts';
import { INVALID_REVIEW_ID, type ReviewSubmissionBody, checkReviewSubmission, reviewIdInput, reviewIdListInput } from '#shared/schemas/reviews.ts';

const reviewInput = z.object({ reviewId: reviewIdInput }, { error: INVALID_REVIEW_ID });
const reviewListInput = z.object({ reviewIds: reviewIdListInput }, { error: 'reviewIds is required' });

/** The review form's body, checked by the same rules and texts as REST (docs/rules/api-contract.md#submit-a-review). */
const submissionInput = z.custom<ReviewSubmissionBody>().transform((value) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AppError('BAD_REQUEST', 'Invalid JSON body', { message: 'Invalid JSON body' });
  }
  return checked(checkReviewSubmission(value as Record<string, unknown>));
});

export const reviewsRouter = router({
  /** Publishes a review; linked to the caller only when logged in and not anonymous. */
  submit: publicProcedure.input(submissionInput).mutation(async ({ ctx, input }) => {
    const caller = await optionalCaller(ctx.bearer);
    return { review_id: await submitReview(input, caller, ctx.clientAddress) };
  }),
  /** Likes the review, or takes the like back. */
  toggleLike: protectedProcedure
    .input(inputOf(reviewInput))
    .mutation(({ ctx, input }) => toggleLike(input.reviewId, ctx.caller.user.id, ctx.clientAddress)),
  /** Whether the caller likes one review. */
  hasLiked: protectedProcedure
    .input(inputOf(reviewInput))
    .query(async ({ ctx, input }) => ({ hasLiked: await hasLiked(input.reviewId, ctx.caller.user.id) })),
  /** The caller's like state for a page of reviews. */
  likeStatus: protectedProcedure
    .input(inputOf(reviewListInput))
    .query(async ({ ctx, input }) => ({ likes: await likeStatuses(input.reviewIds, ctx.caller.user.id) })),
  /** Deletes one of the caller's reviews. */
  delete: protectedProcedure
    .input(inputOf(reviewInput))
    .mutation(({ ctx, input }) => deleteReview(input.reviewId, ctx.caller.user.id)),
});
