// REST routes under /api/reviews (docs/rules/api-contract.md#reviews). Thin: parse with the shared
// schemas, call a service, shape the reply.
import type { Route } from '../router.ts';
import { bearerToken, json, readJsonBody } from '../http.ts';
import { parseInput } from '#transport/parse-input.ts';
import { checked } from '#transport/checked-input.ts';
import { AppError, badRequest } from '#server/errors.ts';
import { parseId } from '#shared/ids.ts';
import { optionalCaller, requireCaller } from '#server/auth/current-user.ts';
import { submitReview } from '#server/reviews/submit-review.ts';
import { deleteReview } from '#server/reviews/delete-review.ts';
import { hasLiked, likeStatuses, toggleLike } from '#server/reviews/likes.ts';
import { INVALID_REVIEW_ID, bulkReviewIdsInput, checkReviewSubmission, reviewIdInput } from '#shared/schemas/reviews.ts';

/** Submitting and deleting a review carry `message` on their 4xx replies (except 401): the client shows it. */
async function withMessage<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.code !== 'UNAUTHORIZED' && error.extra.message === undefined) {
      throw new AppError(error.code, error.message, { ...error.extra, message: error.message }, error.retryAfter);
    }
    throw error;
  }
}

export const reviewsRoutes: Route[] = [
  {
    method: 'POST',
    path: '/reviews/submit',
    handler: ({ request, clientAddress }) =>
      withMessage(async () => {
        const review = checked(checkReviewSubmission(await readJsonBody(request)));
        const caller = await optionalCaller(bearerToken(request));
        const reviewId = await submitReview(review, caller, clientAddress);
        return json(200, { success: true, message: 'Review submitted successfully', review_id: reviewId });
      }),
  },
  {
    method: 'GET',
    path: '/reviews/bulk-like-status',
    handler: async ({ request, url }) => {
      const ids = parseInput(bulkReviewIdsInput, url.searchParams.get('reviewIds') ?? undefined);
      const { user } = await requireCaller(bearerToken(request));
      return json(200, { likes: await likeStatuses(ids, user.id) });
    },
  },
  {
    method: 'POST',
    path: '/reviews/{id}/like',
    handler: async ({ request, params, clientAddress }) => {
      const reviewId = parseInput(reviewIdInput, params.id);
      // No body is needed; one that is sent still obeys the size and JSON rules.
      await readJsonBody(request);
      const { user } = await requireCaller(bearerToken(request));
      return json(200, { success: true, ...(await toggleLike(reviewId, user.id, clientAddress)) });
    },
  },
  {
    method: 'GET',
    path: '/reviews/{id}/hasLiked',
    handler: async ({ request, params }) => {
      const reviewId = parseInput(reviewIdInput, params.id);
      const { user } = await requireCaller(bearerToken(request));
      return json(200, { hasLiked: await hasLiked(reviewId, user.id) });
    },
  },
  {
    method: 'DELETE',
    path: '/reviews/delete/{id}',
    handler: ({ request, params }) =>
      withMessage(async () => {
        const reviewId = parseId(params.id);
        if (reviewId === null) throw badRequest(INVALID_REVIEW_ID, { message: 'Review ID must be a valid number' });
        await readJsonBody(request);
        const { user } = await requireCaller(bearerToken(request));
        const deleted = await deleteReview(reviewId, user.id);
        return json(200, { success: true, message: 'Review deleted successfully', deleted_review: deleted });
      }),
  },
];
