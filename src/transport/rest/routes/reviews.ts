// REST routes under /api/reviews (docs/rules/api-contract.md#reviews). Thin: parse with the shared
// schemas, call a service, shape the reply.
import type { Route } from '../router.ts';
import { bearerToken, json, readJsonBody } from '../http.ts';
import { parseInput } from '#transport/parse-input.ts';
import { checked } from '#transport/checked-input.ts';
import { badRequest } from '#server/infra/errors.ts';
import { parseId } from '#shared/ids.ts';
import { optionalCaller, requireCaller } from '#server/auth/current-user.ts';
import { submitReview } from '#server/review-writes/submit-review.ts';
import { deleteReview } from '#server/review-writes/delete-review.ts';
import { hasLiked, likeStatuses, toggleLike } from '#server/reviews/likes.ts';
import { INVALID_REVIEW_ID, bulkReviewIdsInput, checkReviewSubmission, reviewIdInput, submittedMessage } from '#shared/schemas/reviews.ts';
import * as docs from '../route-docs/reviews.ts';

export const reviewsRoutes: Route[] = [
  {
    method: 'POST',
    path: '/reviews/submit',
    // Submitting and deleting a review carry `message` on their 4xx replies (except 401): the client shows it.
    messageOnErrors: true,
    doc: docs.submitReviewDoc,
    handler: async ({ request, clientAddress }) => {
      const review = checked(checkReviewSubmission(await readJsonBody(request)));
      const caller = await optionalCaller(bearerToken(request));
      const { id, status } = await submitReview(review, caller, clientAddress);
      return json(200, { success: true, message: submittedMessage(status), review_id: id, status });
    },
  },
  {
    method: 'GET',
    path: '/reviews/bulk-like-status',
    doc: docs.bulkLikeStatusDoc,
    handler: async ({ request, url }) => {
      const ids = parseInput(bulkReviewIdsInput, url.searchParams.get('reviewIds') ?? undefined);
      const { user } = await requireCaller(bearerToken(request));
      return json(200, { likes: await likeStatuses(ids, user.id) });
    },
  },
  {
    method: 'POST',
    path: '/reviews/{id}/like',
    doc: docs.likeDoc,
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
    doc: docs.hasLikedDoc,
    handler: async ({ request, params }) => {
      const reviewId = parseInput(reviewIdInput, params.id);
      const { user } = await requireCaller(bearerToken(request));
      return json(200, { hasLiked: await hasLiked(reviewId, user.id) });
    },
  },
  {
    method: 'DELETE',
    path: '/reviews/delete/{id}',
    messageOnErrors: true,
    doc: docs.deleteReviewDoc,
    handler: async ({ request, params }) => {
      const reviewId = parseId(params.id);
      if (reviewId === null) throw badRequest(INVALID_REVIEW_ID, { message: 'Review ID must be a valid number' });
      await readJsonBody(request);
      const { user } = await requireCaller(bearerToken(request));
      const deleted = await deleteReview(reviewId, user.id);
      return json(200, { success: true, message: 'Review deleted successfully', deleted_review: deleted });
    },
  },
];
