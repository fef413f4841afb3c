// REST routes of the trust features for readers and authors (docs/rules/api-contract.md#trust-and-moderation):
// reporting a review, the caller's reports, appealing a removal and editing a review.
import type { Route } from '../router.ts';
import { bearerToken, json, readJsonBody } from '../http.ts';
import { parseInput } from '#transport/parse-input.ts';
import { checked } from '#transport/checked-input.ts';
import { optionalCaller, requireCaller } from '#server/auth/current-user.ts';
import { ownReports, reportReview } from '#server/trust/reports.ts';
import { appealRemoval } from '#server/trust/appeals.ts';
import { editReview } from '#server/review-writes/edit-review.ts';
import { REVIEW_UPDATED_MESSAGE, checkReviewEdit, reviewIdInput } from '#shared/schemas/reviews.ts';
import { REPORT_THANKS, appealInput, reportInput } from '#shared/schemas/trust.ts';
import * as docs from '../route-docs/trust.ts';

export const trustRoutes: Route[] = [
  {
    method: 'GET',
    path: '/users/reports',
    doc: docs.ownReportsDoc,
    handler: async ({ request }) => {
      const { user } = await requireCaller(bearerToken(request));
      return json(200, await ownReports(user.id));
    },
  },
  {
    method: 'POST',
    path: '/reviews/{id}/report',
    doc: docs.reportDoc,
    handler: async ({ request, params, clientAddress }) => {
      const reviewId = parseInput(reviewIdInput, params.id);
      const report = parseInput(reportInput, await readJsonBody(request));
      const caller = await optionalCaller(bearerToken(request));
      const reportId = await reportReview(reviewId, report, caller, clientAddress);
      return json(201, { success: true, report_id: reportId, message: REPORT_THANKS });
    },
  },
  {
    method: 'POST',
    path: '/reviews/{id}/appeal',
    doc: docs.appealDoc,
    handler: async ({ request, params }) => {
      const reviewId = parseInput(reviewIdInput, params.id);
      const { message } = parseInput(appealInput, await readJsonBody(request));
      const { user } = await requireCaller(bearerToken(request));
      return json(200, { success: true, status: await appealRemoval(reviewId, message, user.id) });
    },
  },
  {
    method: 'PUT',
    path: '/reviews/{id}',
    // Like submitting, an edit carries `message` on its 4xx replies (except 401): the form shows it.
    messageOnErrors: true,
    doc: docs.editReviewDoc,
    handler: async ({ request, params }) => {
      const reviewId = parseInput(reviewIdInput, params.id);
      const content = checked(checkReviewEdit(await readJsonBody(request)));
      const { user } = await requireCaller(bearerToken(request));
      const { id, status } = await editReview(reviewId, content, user.id);
      return json(200, { success: true, message: REVIEW_UPDATED_MESSAGE, review_id: id, status });
    },
  },
];
