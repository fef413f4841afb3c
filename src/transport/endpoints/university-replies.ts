// A university's right of reply (docs/rules/api-contract.md#university-replies): its
// representatives' list, their reply to a review and its edit, and the readers' report of a reply.
import { z } from 'zod';
import {
  alreadyAppealed,
  alreadyReplied,
  alreadyReported,
  onlyRemovedRepliesAppealable,
  otherUniversityReview,
  removedReplyNotEditable,
  replyNotFound,
  representativeRequired,
  reviewNotFound,
} from '#server/infra/errors.ts';
import { representedUniversity } from '#server/trust/representatives.ts';
import {
  appealReplyRemoval,
  editReply,
  postReply,
  representativeReviews,
  type ReplyWriteStatus,
} from '#server/trust/university-replies.ts';
import { reportReply } from '#server/trust/reports.ts';
import { MODERATION_PAGE_SIZE, REPLY_TEXT_MAX, REPORTS_TO_HOLD } from '#shared/limits.ts';
import { INVALID_REVIEW_ID, reviewIdInput } from '#shared/schemas/reviews.ts';
import { PAGE_MESSAGE, REPORT_THANKS, appealInput, reportInput } from '#shared/schemas/trust.ts';
import {
  REPLY_HELD,
  REPLY_POSTED,
  REPRESENTATIVE_VIEW_MESSAGE,
  replyTextInput,
  replyWriteReply,
  representativeReviewsInput,
  representativeReviewsReply,
} from '#shared/schemas/university-replies.ts';
import { idAndInputOf, inputOf } from '../parse-input.ts';
import { BEARER_ERRORS, BODY_ERRORS, RATE_LIMITED, REVIEW_ID_PARAM, invalid, replyOf } from '../rest/route-doc.ts';
import { endpoint } from './endpoint.ts';
import { readReviewIdThenBody } from './rest.ts';
import { APPEAL_INPUT_ERRORS, REPORT_INPUT_ERRORS, appealBodyDoc, backInQueue, reportBodyDoc, reportedReply } from './review-trust.ts';

const REPRESENTATIVE_ONLY = [
  ...BEARER_ERRORS,
  replyOf(representativeRequired(), 'The account represents no university (read from the database on every call)'),
];
const textBody = {
  schema: z.object({ text: z.string().min(1).max(REPLY_TEXT_MAX) }),
  fields: { text: `Required; trimmed, 1 to ${REPLY_TEXT_MAX} characters. Screened like a review's texts.` },
};
const TEXT_ERRORS = [
  invalid(INVALID_REVIEW_ID),
  ...BODY_ERRORS,
  invalid('text is required', 'Missing, null or blank'),
  invalid('text must be a string'),
  invalid(`text must be at most ${REPLY_TEXT_MAX} characters`),
];
const written = (status: ReplyWriteStatus) => ({ status, message: status === 'published' ? REPLY_POSTED : REPLY_HELD });

export const universityRepliesEndpoints = {
  /** The university the caller represents, or null (the pages show the replies link by it); the islands' only. */
  access: endpoint({
    auth: 'bearer',
    run: async ({ caller }) => ({ university: await representedUniversity(caller.user.id) }),
    trpc: { kind: 'query' },
  }),

  /** The representative's list: reviews waiting for a reply, or those replied to. */
  reviews: endpoint({
    auth: 'bearer',
    input: inputOf(representativeReviewsInput),
    run: ({ input, caller }) => representativeReviews(caller, input),
    trpc: { kind: 'query' },
    rest: {
      method: 'GET',
      path: '/representative/reviews',
      doc: {
        summary: "A representative's reviews",
        description:
          "The reviews of the caller's university: waiting, the published reviews without a reply, oldest first; replied, the reviews with a reply (in any status, with its flags and a moderator's reason), newest reply first.",
        tag: 'University replies',
        query: {
          view: { schema: representativeReviewsInput.shape.view, description: 'waiting (default) or replied.' },
          page: { schema: representativeReviewsInput.shape.page, description: `The page, from 1; ${MODERATION_PAGE_SIZE} a page.` },
        },
        reply: { status: 200, description: 'A page of reviews', schema: representativeReviewsReply },
        errors: [invalid(REPRESENTATIVE_VIEW_MESSAGE), invalid(PAGE_MESSAGE), ...REPRESENTATIVE_ONLY],
      },
    },
  }),

  /** The university's one reply to a published review of it. */
  post: endpoint({
    auth: 'bearer',
    input: idAndInputOf('reviewId', reviewIdInput, replyTextInput),
    run: async ({ input, caller }) => written(await postReply(input.reviewId, input.text, caller)),
    trpc: { kind: 'mutation' },
    rest: {
      method: 'POST',
      path: '/reviews/{id}/reply',
      read: readReviewIdThenBody,
      reply: (result) => ({ status: 201, body: { success: true, ...result } }),
      doc: {
        summary: 'Reply to a review',
        description:
          "A representative of the review's university answers it in public, once; shown under the review as the university's, never the person's. " +
          "Screened like a review: a flagged reply is held for a moderator. The review's author, when signed, is mailed a published reply. " +
          'A reply never changes the review. Held and removed reviews cannot be answered (404).',
        tag: 'University replies',
        path: { id: REVIEW_ID_PARAM },
        body: textBody,
        reply: { status: 201, description: 'Replied', schema: replyWriteReply },
        errors: [
          ...TEXT_ERRORS,
          ...REPRESENTATIVE_ONLY,
          RATE_LIMITED,
          replyOf(otherUniversityReview()),
          replyOf(reviewNotFound(), 'Unknown, or not published'),
          replyOf(alreadyReplied(), 'One reply per review: edit it instead (PUT)'),
        ],
      },
    },
  }),

  /** Replaces the text of the university's reply; marked edited and screened again. */
  edit: endpoint({
    auth: 'bearer',
    input: idAndInputOf('reviewId', reviewIdInput, replyTextInput),
    run: async ({ input, caller }) => written(await editReply(input.reviewId, input.text, caller)),
    trpc: { kind: 'mutation' },
    rest: {
      method: 'PUT',
      path: '/reviews/{id}/reply',
      read: readReviewIdThenBody,
      reply: (result) => ({ status: 200, body: { success: true, ...result } }),
      doc: {
        summary: 'Edit a reply',
        description:
          "Any representative of the university replaces its reply's text (shown with 'Edited'). Screened again: a published reply that is flagged now is held; a held one stays held. A removed reply is appealed, not edited.",
        tag: 'University replies',
        path: { id: REVIEW_ID_PARAM },
        body: textBody,
        reply: { status: 200, description: 'Updated', schema: replyWriteReply },
        errors: [
          ...TEXT_ERRORS,
          ...REPRESENTATIVE_ONLY,
          RATE_LIMITED,
          replyOf(otherUniversityReview()),
          replyOf(reviewNotFound(), 'Unknown, or not published'),
          replyOf(replyNotFound(), 'The review has no reply'),
          replyOf(removedReplyNotEditable()),
        ],
      },
    },
  }),

  /** Reports the university's published reply; signed in or not. */
  report: endpoint({
    auth: 'optional',
    input: idAndInputOf('reviewId', reviewIdInput, reportInput),
    run: async ({ input, caller, clientAddress }) => ({
      report_id: await reportReply(input.reviewId, input, caller, clientAddress),
      message: REPORT_THANKS,
    }),
    trpc: { kind: 'mutation' },
    rest: {
      method: 'POST',
      path: '/reviews/{id}/reply/report',
      read: readReviewIdThenBody,
      reply: (result) => ({ status: 201, body: { success: true, report_id: result.report_id, message: result.message } }),
      doc: {
        summary: 'Report a reply',
        description: `Anyone may report the university's published reply once, under the rules for reviews: open reports from ${REPORTS_TO_HOLD} independent reporters (distinct networks) hold the reply (never the review) for a moderator, unless a moderator has kept it.`,
        tag: 'University replies',
        path: { id: REVIEW_ID_PARAM },
        body: reportBodyDoc,
        reply: reportedReply,
        errors: [
          ...REPORT_INPUT_ERRORS,
          replyOf(reviewNotFound(), 'The review is unknown, or not published'),
          replyOf(replyNotFound(), 'The review has no published reply'),
          replyOf(alreadyReported(), 'The same account, or for an anonymous reader the same address, reported it before'),
        ],
      },
    },
  }),

  /** Appeals the removal of the university's reply, once. */
  appeal: endpoint({
    auth: 'bearer',
    input: idAndInputOf('reviewId', reviewIdInput, appealInput),
    run: async ({ input, caller }) => ({ status: await appealReplyRemoval(input.reviewId, input.message, caller) }),
    trpc: { kind: 'mutation' },
    rest: {
      method: 'POST',
      path: '/reviews/{id}/reply/appeal',
      read: readReviewIdThenBody,
      reply: (result) => ({ status: 200, body: { success: true, status: result.status } }),
      doc: {
        summary: 'Appeal the removal of a reply',
        description:
          'A representative of the university asks once for a removed reply to be looked at again: it is held for a moderator with the message.',
        tag: 'University replies',
        path: { id: REVIEW_ID_PARAM },
        body: appealBodyDoc,
        reply: backInQueue,
        errors: [
          ...APPEAL_INPUT_ERRORS,
          ...REPRESENTATIVE_ONLY,
          replyOf(otherUniversityReview()),
          replyOf(reviewNotFound()),
          replyOf(replyNotFound(), 'The review has no reply'),
          replyOf(alreadyAppealed()),
          replyOf(onlyRemovedRepliesAppealable()),
        ],
      },
    },
  }),
};
