// tRPC procedures of the moderation pages (docs/rules/trust-and-moderation.md#moderation), over
// the same services as REST. The role is read from the database on every call.
import { publicProcedure, protectedProcedure, router } from '../init.ts';
import { idAndInputOf, inputOf } from '#transport/parse-input.ts';
import { isModerator, requireModerator } from '#server/trust/moderators.ts';
import { decideOnReview, moderationLog, moderationQueue } from '#server/trust/moderation.ts';
import { reviewIdInput } from '#shared/schemas/reviews.ts';
import { moderationDecisionInput, moderationLogInput, moderationQueueInput } from '#shared/schemas/trust.ts';

/** 401 without a valid bearer, 403 "Moderator access required" for a member; narrows ctx.moderator. */
const moderatorProcedure = publicProcedure.use(async ({ ctx, next }) =>
  next({ ctx: { ...ctx, moderator: await requireModerator(ctx.bearer) } }),
);

export const moderationRouter = router({
  /** Whether the caller may moderate (the pages show or hide their links by it). */
  access: protectedProcedure.query(async ({ ctx }) => ({ moderator: await isModerator(ctx.caller.user.id) })),
  /** A page of held reviews, or of published ones with open reports; oldest first. */
  queue: moderatorProcedure.input(inputOf(moderationQueueInput)).query(({ ctx, input }) => moderationQueue(input, ctx.moderator.user.id)),
  /** Publishes or removes a review, with the reason; written to the log. */
  decide: moderatorProcedure
    .input(idAndInputOf('reviewId', reviewIdInput, moderationDecisionInput))
    .mutation(async ({ ctx, input }) => ({ status: await decideOnReview(input.reviewId, input, ctx.moderator) })),
  /** A page of the moderation log, newest first. */
  log: moderatorProcedure.input(inputOf(moderationLogInput)).query(({ input }) => moderationLog(input.page)),
});
