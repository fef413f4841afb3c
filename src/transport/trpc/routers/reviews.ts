// tRPC procedures for reviews, likes, reports, appeals and edits, over the same services as REST.
import { z } from 'zod';
import { protectedProcedure, publicProcedure, router } from '../init.ts';
import { idAndInputOf, inputOf } from '#transport/parse-input.ts';
import { checked } from '#transport/checked-input.ts';
import { AppError } from '#server/infra/errors.ts';
import { optionalCaller } from '#server/auth/current-user.ts';
import { submitReview } from '#server/review-writes/submit-review.ts';
import { deleteReview } from '#server/review-writes/delete-review.ts';
import { editReview } from '#server/review-writes/edit-review.ts';
import { hasLiked, likeStatuses, toggleLike } from '#server/reviews/likes.ts';
import { reportReview } from '#server/trust/reports.ts';
import { appealRemoval } from '#server/trust/appeals.ts';
import {
  INVALID_REVIEW_ID,
  REVIEW_UPDATED_MESSAGE,
  type ReviewEditBody,
  type ReviewSubmissionBody,
  checkReviewEdit,
  checkReviewSubmission,
  reviewIdInput,
  reviewIdListInput,
  submittedMessage,
} from '#shared/schemas/reviews.ts';
import { REPORT_THANKS, appealInput, reportInput } from '#shared/schemas/trust.ts';

const reviewInput = z.object({ reviewId: reviewIdInput }, { error: INVALID_REVIEW_ID });
const reviewListInput = z.object({ reviewIds: reviewIdListInput }, { error: 'reviewIds is required' });

/** An object body, or the documented 400 (with `message`, as the review form's calls carry it). */
function objectBody(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AppError('BAD_REQUEST', 'Invalid JSON body', { message: 'Invalid JSON body' });
  }
  return value as Record<string, unknown>;
}

/** The review form's body, checked by the same rules and texts as REST (docs/rules/api-contract.md#submit-a-review). */
const submissionInput = z.custom<ReviewSubmissionBody>().transform((value) => checked(checkReviewSubmission(objectBody(value))));

/** An edit: the review id, then the body by the submission's rules (docs/rules/api-contract.md#edit-a-review). */
const editInput = z.custom<{ reviewId: number | string } & ReviewEditBody>().transform((value) => {
  const body = objectBody(value);
  const reviewId = reviewIdInput.safeParse(body.reviewId);
  if (!reviewId.success) throw new AppError('BAD_REQUEST', INVALID_REVIEW_ID, { message: INVALID_REVIEW_ID });
  return { reviewId: reviewId.data, content: checked(checkReviewEdit(body)) };
});

export const reviewsRouter = router({
  /** Posts a review; linked to the caller only when logged in and not anonymous; held when screening flags it. */
  submit: publicProcedure
    .meta({ messageOnErrors: true })
    .input(submissionInput)
    .mutation(async ({ ctx, input }) => {
      const caller = await optionalCaller(ctx.bearer);
      const { id, status } = await submitReview(input, caller, ctx.clientAddress);
      return { review_id: id, status, message: submittedMessage(status) };
    }),
  /** Replaces the ratings and texts of the caller's own review; screened again. */
  edit: protectedProcedure
    .meta({ messageOnErrors: true })
    .input(editInput)
    .mutation(async ({ ctx, input }) => {
      const { id, status } = await editReview(input.reviewId, input.content, ctx.caller.user.id);
      return { review_id: id, status, message: REVIEW_UPDATED_MESSAGE };
    }),
  /** Reports a published review; signed in or not. */
  report: publicProcedure.input(idAndInputOf('reviewId', reviewIdInput, reportInput)).mutation(async ({ ctx, input }) => {
    const caller = await optionalCaller(ctx.bearer);
    return { report_id: await reportReview(input.reviewId, input, caller, ctx.clientAddress), message: REPORT_THANKS };
  }),
  /** Appeals the removal of the caller's own review, once. */
  appeal: protectedProcedure
    .input(idAndInputOf('reviewId', reviewIdInput, appealInput))
    .mutation(async ({ ctx, input }) => ({ status: await appealRemoval(input.reviewId, input.message, ctx.caller.user.id) })),
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
  /** Deletes one of the caller's reviews, whatever its status. */
  delete: protectedProcedure.input(inputOf(reviewInput)).mutation(({ ctx, input }) => deleteReview(input.reviewId, ctx.caller.user.id)),
});
