// Reporting, appealing and editing a review (docs/rules/api-contract.md#trust-and-moderation).
import { z } from 'zod';
import {
  TOO_MANY_REQUESTS,
  alreadyAppealed,
  alreadyReported,
  duplicateReview,
  notOwnReviewToAppeal,
  notOwnReviewToEdit,
  onlyRemovedAppealable,
  removedReviewNotEditable,
  reviewNotFound,
} from '#server/infra/errors.ts';
import { editReview } from '#server/review-writes/edit-review.ts';
import { appealRemoval } from '#server/trust/appeals.ts';
import { reportReview } from '#server/trust/reports.ts';
import {
  APPEAL_MESSAGE_MAX,
  COMMENTS_MAX,
  DUPLICATE_TEXT_DAYS,
  REPORTS_TO_HOLD,
  REPORT_NOTE_MAX,
  REVIEW_TEXT_MAX,
} from '#shared/limits.ts';
import { RATING_CATEGORIES, fieldLabel } from '#shared/reviews/ratings.ts';
import { INVALID_REVIEW_ID, REVIEW_UPDATED_MESSAGE, reviewIdInput } from '#shared/schemas/reviews.ts';
import {
  REPORT_NOTE_NEEDED,
  REPORT_REASONS,
  REPORT_REASON_MESSAGE,
  REPORT_THANKS,
  appealInput,
  reportInput,
} from '#shared/schemas/trust.ts';
import { reviewStatusReply } from '#shared/schemas/trust-replies.ts';
import { reviewEditInput } from '../checked-input.ts';
import { idAndInputOf } from '../parse-input.ts';
import { BEARER_ERRORS, BODY_ERRORS, OPTIONAL_BEARER_ERRORS, RATE_LIMITED, REVIEW_ID_PARAM, invalid, replyOf } from '../rest/route-doc.ts';
import { endpoint } from './endpoint.ts';
import { STUDY_CONTEXT_ERRORS, studyContextBody, studyContextBodyDocs } from '../rest/route-docs/reviews.ts';
import { readReviewIdThenBody } from './rest.ts';

/** The edit body as JSON: the 16 ratings, the two texts and the study context, as a submission has them. */
const reviewEditBody = z.object({
  ...Object.fromEntries(RATING_CATEGORIES.map((c) => [c.field, z.int().min(1).max(5)])),
  review_text: z.string().max(REVIEW_TEXT_MAX).nullable().optional(),
  comments: z.string().max(COMMENTS_MAX).nullable().optional(),
  university_id: z.unknown().optional(),
  is_anonymous: z.unknown().optional(),
  ...studyContextBody,
});
/** The report body as the document shows it, shared by the report of a review and of a reply. */
export const reportBodyDoc = {
  schema: reportInput,
  fields: {
    reason: `One of ${REPORT_REASONS.join(', ')}.`,
    note: `Optional, string or null; trimmed, at most ${REPORT_NOTE_MAX} characters; required when the reason is other.`,
  },
};
export const reportedReply = {
  status: 201 as const,
  description: 'Reported',
  schema: z.strictObject({ success: z.literal(true), report_id: z.int().min(1), message: z.literal(REPORT_THANKS) }),
};
/** A report's 400s, then a bearer's 401 and the limit's 429. */
export const REPORT_INPUT_ERRORS = [
  invalid(INVALID_REVIEW_ID),
  ...BODY_ERRORS,
  invalid(REPORT_REASON_MESSAGE, 'Missing, or not one of the reasons'),
  invalid('note must be a string'),
  invalid(`note must be at most ${REPORT_NOTE_MAX} characters`),
  invalid(REPORT_NOTE_NEEDED, 'The reason is other and there is no note'),
  ...OPTIONAL_BEARER_ERRORS,
  RATE_LIMITED,
];
/** The appeal body as the document shows it, and its 400s. */
export const appealBodyDoc = {
  schema: z.object({ message: z.string().max(APPEAL_MESSAGE_MAX) }),
  fields: { message: `Required; trimmed, 1 to ${APPEAL_MESSAGE_MAX} characters.` },
};
export const backInQueue = {
  status: 200 as const,
  description: 'Back in the queue',
  schema: z.strictObject({ success: z.literal(true), status: z.literal('held') }),
};
export const APPEAL_INPUT_ERRORS = [
  invalid(INVALID_REVIEW_ID),
  ...BODY_ERRORS,
  invalid('message is required', 'Missing, null or blank'),
  invalid('message must be a string'),
  invalid(`message must be at most ${APPEAL_MESSAGE_MAX} characters`),
];
const validation = (message: string) => ({ status: 400, error: 'Validation error', message });

export const reviewTrustEndpoints = {
  /** Reports a published review; signed in or not. */
  report: endpoint({
    auth: 'optional',
    input: idAndInputOf('reviewId', reviewIdInput, reportInput),
    run: async ({ input, caller, clientAddress }) => ({
      report_id: await reportReview(input.reviewId, input, caller, clientAddress),
      message: REPORT_THANKS,
    }),
    trpc: { kind: 'mutation' },
    rest: {
      method: 'POST',
      path: '/reviews/{id}/report',
      read: readReviewIdThenBody,
      reply: (result) => ({ status: 201, body: { success: true, report_id: result.report_id, message: result.message } }),
      doc: {
        summary: 'Report a review',
        description:
          `Anyone may report a published review once (an account, or an anonymous reader's address). Open reports from ${REPORTS_TO_HOLD} independent reporters (distinct accounts or addresses, on distinct networks: IPv4 /24, IPv6 /48) hold the review for a moderator, unless a moderator has kept it. ` +
          'Reporters are never named to anyone.',
        tag: 'Reviews',
        path: { id: REVIEW_ID_PARAM },
        body: reportBodyDoc,
        reply: reportedReply,
        errors: [
          ...REPORT_INPUT_ERRORS,
          replyOf(reviewNotFound(), 'Unknown, or not published'),
          replyOf(alreadyReported(), 'The same account, or for an anonymous reader the same address, reported it before'),
        ],
      },
    },
  }),

  /** Appeals the removal of the caller's own review, once. */
  appeal: endpoint({
    auth: 'bearer',
    input: idAndInputOf('reviewId', reviewIdInput, appealInput),
    run: async ({ input, caller }) => ({ status: await appealRemoval(input.reviewId, input.message, caller.user.id) }),
    trpc: { kind: 'mutation' },
    rest: {
      method: 'POST',
      path: '/reviews/{id}/appeal',
      read: readReviewIdThenBody,
      reply: (result) => ({ status: 200, body: { success: true, status: result.status } }),
      doc: {
        summary: 'Appeal a removal',
        description:
          'The author of a removed review asks once for the decision to be looked at again: the review is held for a moderator with the message.',
        tag: 'Reviews',
        path: { id: REVIEW_ID_PARAM },
        body: appealBodyDoc,
        reply: backInQueue,
        errors: [
          ...APPEAL_INPUT_ERRORS,
          ...BEARER_ERRORS,
          replyOf(reviewNotFound()),
          replyOf(notOwnReviewToAppeal(), "Someone else's review, or an anonymous one"),
          replyOf(alreadyAppealed()),
          replyOf(onlyRemovedAppealable()),
        ],
      },
    },
  }),

  /** Replaces the ratings and texts of the caller's own review; screened again. */
  edit: endpoint({
    auth: 'bearer',
    input: reviewEditInput,
    run: async ({ input, caller }) => {
      const { id, status } = await editReview(input.reviewId, input.content, caller.user.id);
      return { review_id: id, status, message: REVIEW_UPDATED_MESSAGE };
    },
    // Like submitting, an edit carries `message` on its 4xx replies (except 401): the form shows it.
    trpc: { kind: 'mutation', messageOnErrors: true },
    rest: {
      method: 'PUT',
      path: '/reviews/{id}',
      messageOnErrors: true,
      read: readReviewIdThenBody,
      reply: ({ review_id, status, message }) => ({ status: 200, body: { success: true, message, review_id, status } }),
      doc: {
        summary: 'Edit a review',
        description:
          'The author replaces the ratings and texts of their signed review (RATE_LIMIT_EDIT edits a window per account). The texts are screened again: a published review that is flagged now is held; a held review stays held until a moderator decides. ' +
          'A removed review cannot be edited (appeal instead). The aggregates move from the old ratings to the new ones at once. ' +
          'A part of the study context the body leaves out keeps its value; null clears it.',
        tag: 'Reviews',
        path: { id: REVIEW_ID_PARAM },
        body: {
          schema: reviewEditBody,
          fields: {
            ...Object.fromEntries(RATING_CATEGORIES.map((c) => [c.field, `${c.label}, in whole stars.`])),
            review_text: `Optional; trimmed, at most ${REVIEW_TEXT_MAX} characters; empty means null.`,
            comments: `Optional; trimmed, at most ${COMMENTS_MAX} characters; empty means null.`,
            university_id: 'Ignored: a review stays with its university.',
            is_anonymous: 'Ignored: a review stays signed.',
            ...studyContextBodyDocs,
          },
        },
        reply: {
          status: 200,
          description: 'Updated',
          schema: z.strictObject({
            success: z.literal(true),
            message: z.literal(REVIEW_UPDATED_MESSAGE),
            review_id: z.int().min(1),
            status: reviewStatusReply.exclude(['removed']),
          }),
        },
        errors: [
          { status: 400, error: INVALID_REVIEW_ID, message: INVALID_REVIEW_ID },
          ...BODY_ERRORS,
          {
            status: 400,
            error: 'Missing required fields',
            message: 'Missing required fields: overall_rating, food_rating',
            when: 'A rating is absent, null or blank',
          },
          validation(`${fieldLabel('overall_rating')} must be between 1 and 5`),
          { status: 400, error: 'review_text must be a string', message: 'review_text must be a string' },
          { status: 400, error: 'comments must be a string', message: 'comments must be a string' },
          validation(`review_text must be at most ${REVIEW_TEXT_MAX} characters`),
          validation(`comments must be at most ${COMMENTS_MAX} characters`),
          ...STUDY_CONTEXT_ERRORS,
          ...BEARER_ERRORS,
          { ...RATE_LIMITED, message: TOO_MANY_REQUESTS, when: 'Over RATE_LIMIT_EDIT edits a window by the account' },
          { ...replyOf(reviewNotFound()), message: 'Review not found' },
          replyOf(notOwnReviewToEdit(), "Someone else's review, or an anonymous one"),
          replyOf(removedReviewNotEditable()),
          replyOf(
            duplicateReview(),
            `The texts, folded, equal those of another review of the university from the last ${DUPLICATE_TEXT_DAYS} days`,
          ),
        ],
      },
    },
  }),
};
