// The moderators' calls (docs/rules/api-contract.md#trust-and-moderation). Every one but `access`
// answers 403 to an account without the moderator role, read from the database on every call.
import { z } from 'zod';
import {
  moderatorRequired,
  ownReplyToDecide,
  ownReviewToDecide,
  replyNotFound,
  reportedReplyToDecide,
  reportedReviewToDecide,
  reviewNotFound,
} from '#server/infra/errors.ts';
import { decideOnReply, replyQueue } from '#server/trust/reply-moderation.ts';
import { isModerator } from '#server/trust/moderators.ts';
import { decideOnReview, moderationLog, moderationQueue } from '#server/trust/moderation.ts';
import { MODERATION_PAGE_SIZE, MODERATION_REASON_MAX } from '#shared/limits.ts';
import { INVALID_REVIEW_ID, reviewIdInput } from '#shared/schemas/reviews.ts';
import {
  MODERATION_ACTION_MESSAGE,
  MODERATION_VIEW_MESSAGE,
  PAGE_MESSAGE,
  moderationDecisionInput,
  moderationLogInput,
  moderationQueueInput,
} from '#shared/schemas/trust.ts';
import { moderationLogReply, moderationQueueReply } from '#shared/schemas/trust-replies.ts';
import { idAndInputOf, inputOf } from '../parse-input.ts';
import { BEARER_ERRORS, BODY_ERRORS, invalid, replyOf, REVIEW_ID_PARAM, type ParamDoc } from '../rest/route-doc.ts';
import { endpoint } from './endpoint.ts';
import { readReviewIdThenBody } from './rest.ts';

const page: ParamDoc = { schema: moderationQueueInput.shape.page, description: `The page, from 1; ${MODERATION_PAGE_SIZE} a page.` };
const MODERATOR_ONLY = [
  ...BEARER_ERRORS,
  replyOf(moderatorRequired(), 'The account is not a moderator (read from the database on every call)'),
];

const decisionBody = (subject: 'review' | 'reply') => ({
  schema: z.object({ action: z.enum(['publish', 'remove']), reason: z.string().min(1).max(MODERATION_REASON_MAX) }),
  fields: {
    action: 'publish or remove.',
    reason: `Required; trimmed, 1 to ${MODERATION_REASON_MAX} characters: the guideline the ${subject} breaks, or why it stays. Shown to the author of a removed ${subject}.`,
  },
});
const decided = {
  status: 200 as const,
  description: 'Decided',
  schema: z.strictObject({ success: z.literal(true), status: z.enum(['published', 'removed']) }),
};
const DECISION_ERRORS = [
  invalid(INVALID_REVIEW_ID),
  ...BODY_ERRORS,
  invalid(MODERATION_ACTION_MESSAGE, 'Missing, or neither publish nor remove'),
  invalid('reason is required', 'Missing, null or blank'),
  invalid('reason must be a string'),
  invalid(`reason must be at most ${MODERATION_REASON_MAX} characters`),
  ...MODERATOR_ONLY,
];

export const moderationEndpoints = {
  /** Whether the caller may moderate (the pages show or hide their links by it); the islands' only. */
  access: endpoint({
    auth: 'bearer',
    run: async ({ caller }) => ({ moderator: await isModerator(caller.user.id) }),
    trpc: { kind: 'query' },
  }),
  /** A page of held reviews, or of published ones with open reports; oldest first. */
  queue: endpoint({
    auth: 'moderator',
    input: inputOf(moderationQueueInput),
    run: ({ input, caller }) => moderationQueue(input, caller.user.id),
    trpc: { kind: 'query' },
    rest: {
      method: 'GET',
      path: '/moderation/queue',
      doc: {
        summary: 'The moderation queue',
        description:
          'Reviews waiting for a moderator, oldest first: held ones (flagged by screening, reported by three readers, or appealed), or published ones with open reports. ' +
          'Each comes with its flags and open reports; who reported is never shown.',
        tag: 'Moderation',
        query: {
          view: {
            schema: moderationQueueInput.shape.view,
            description: 'held (default): held reviews; reported: published reviews with at least one open report.',
          },
          page,
        },
        reply: { status: 200, description: 'A page of the queue', schema: moderationQueueReply },
        errors: [invalid(MODERATION_VIEW_MESSAGE), invalid(PAGE_MESSAGE), ...MODERATOR_ONLY],
      },
    },
  }),
  /** A page of the moderation log, newest first. */
  log: endpoint({
    auth: 'moderator',
    input: inputOf(moderationLogInput),
    run: ({ input }) => moderationLog(input.page),
    trpc: { kind: 'query' },
    rest: {
      method: 'GET',
      path: '/moderation/log',
      doc: {
        summary: 'The moderation log',
        description: 'Every moderator decision, newest first: the review, the moderator, the action and the reason.',
        tag: 'Moderation',
        query: { page: { schema: moderationLogInput.shape.page, description: page.description } },
        reply: { status: 200, description: 'A page of the log', schema: moderationLogReply },
        errors: [invalid(PAGE_MESSAGE), ...MODERATOR_ONLY],
      },
    },
  }),
  /** Publishes or removes a review, with the reason; written to the log. */
  decide: endpoint({
    auth: 'moderator',
    input: idAndInputOf('reviewId', reviewIdInput, moderationDecisionInput),
    run: async ({ input, caller }) => ({ status: await decideOnReview(input.reviewId, input, caller) }),
    trpc: { kind: 'mutation' },
    rest: {
      method: 'POST',
      path: '/moderation/reviews/{id}',
      doc: {
        summary: 'Decide on a review',
        description:
          'publish makes the review public and closes its open reports as kept; remove takes it down and closes them as removed, and mails the author (when the review is signed) the reason. ' +
          'Every decision is written to the moderation log. A moderator never decides on a review they wrote or reported (403).',
        tag: 'Moderation',
        path: { id: REVIEW_ID_PARAM },
        body: decisionBody('review'),
        reply: decided,
        errors: [
          ...DECISION_ERRORS,
          replyOf(ownReviewToDecide(), 'The moderator wrote the review'),
          replyOf(reportedReviewToDecide(), 'The moderator reported the review'),
          replyOf(reviewNotFound()),
        ],
      },
      read: readReviewIdThenBody,
      reply: (result) => ({ status: 200, body: { success: true, ...result } }),
    },
  }),
  /** A page of university replies waiting for a moderator: held, or published with open reports. */
  replyQueue: endpoint({
    auth: 'moderator',
    input: inputOf(moderationLogInput),
    run: ({ input, caller }) => replyQueue(input.page, caller.user.id),
    trpc: { kind: 'query' },
    rest: {
      method: 'GET',
      path: '/moderation/replies',
      doc: {
        summary: 'The queue of university replies',
        description:
          "Universities' replies waiting for a moderator, oldest first: held ones (flagged by screening, reported by three readers, or appealed) and published ones with open reports, each with its review, flags and open reports (subject reply).",
        tag: 'Moderation',
        query: { page },
        reply: { status: 200, description: 'A page of the queue', schema: moderationQueueReply },
        errors: [invalid(PAGE_MESSAGE), ...MODERATOR_ONLY],
      },
    },
  }),
  /** Publishes or removes a university's reply, with the reason; written to the log. */
  decideReply: endpoint({
    auth: 'moderator',
    input: idAndInputOf('reviewId', reviewIdInput, moderationDecisionInput),
    run: async ({ input, caller }) => ({ status: await decideOnReply(input.reviewId, input, caller) }),
    trpc: { kind: 'mutation' },
    rest: {
      method: 'POST',
      path: '/moderation/reviews/{id}/reply',
      doc: {
        summary: 'Decide on a reply',
        description:
          "publish shows the university's reply under its review and closes the reply's open reports as kept; remove takes it down, closes them as removed, and mails the representative who wrote it the reason. " +
          'The review itself never changes. Written to the moderation log (subject reply). A moderator never decides on a reply they wrote or reported (403).',
        tag: 'Moderation',
        path: { id: REVIEW_ID_PARAM },
        body: decisionBody('reply'),
        reply: decided,
        errors: [
          ...DECISION_ERRORS,
          replyOf(ownReplyToDecide(), 'The moderator wrote the reply'),
          replyOf(reportedReplyToDecide(), 'The moderator reported the reply'),
          replyOf(replyNotFound(), 'The review is unknown or has no reply'),
        ],
      },
      read: readReviewIdThenBody,
      reply: (result) => ({ status: 200, body: { success: true, ...result } }),
    },
  }),
};
