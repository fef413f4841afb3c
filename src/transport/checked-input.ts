// The review submission's check gives an `error` and a different `message`; this turns its
// result into the AppError both transports map to that documented 400, and wraps the submission
// and edit checks as the input parsers of their endpoints (endpoints/reviews.ts, review-trust.ts).
import { z } from 'zod';
import { AppError } from '#server/infra/errors.ts';
import { INVALID_JSON_BODY } from './rest/http.ts';
import {
  INVALID_REVIEW_ID,
  checkReviewEdit,
  checkReviewSubmission,
  reviewIdInput,
  type Checked,
  type ReviewEditBody,
  type ReviewSubmissionBody,
} from '#shared/schemas/reviews.ts';

/** The value of a hand-written check, or a 400 with its `error` and `message`. */
export function checked<T>(result: Checked<T>): T {
  if (!result.ok) throw new AppError('BAD_REQUEST', result.problem.error, { message: result.problem.message });
  return result.value;
}

/** An object body, or the documented 400 (REST's JSON reader refuses anything else already; tRPC's input may be anything). */
function objectBody(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AppError('BAD_REQUEST', INVALID_JSON_BODY, { message: INVALID_JSON_BODY });
  }
  return value as Record<string, unknown>;
}

/** The review form's body, by the hand-ordered rules and texts of docs/rules/api-contract.md#submit-a-review. */
export const reviewSubmissionInput = z
  .custom<ReviewSubmissionBody>()
  .transform((value) => checked(checkReviewSubmission(objectBody(value))));

/** An edit: the review id, then the body by the submission's rules (docs/rules/api-contract.md#edit-a-review). */
export const reviewEditInput = z.custom<{ reviewId: number | string } & ReviewEditBody>().transform((value) => {
  const body = objectBody(value);
  const reviewId = reviewIdInput.safeParse(body.reviewId);
  if (!reviewId.success) throw new AppError('BAD_REQUEST', INVALID_REVIEW_ID, { message: INVALID_REVIEW_ID });
  return { reviewId: reviewId.data, content: checked(checkReviewEdit(body)) };
});
