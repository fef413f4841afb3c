// Inputs and reply shapes of a university's right of reply (docs/rules/trust-and-moderation.md#university-replies):
// the reply's text, the representatives' list and what they see of their replies. Shared by REST,
// tRPC and the forms.
import { z } from 'zod';
import { MAX_ID } from '../ids.ts';
import { REPLY_TEXT_MAX } from '../limits.ts';
import { intInput } from './ids.ts';
import { paginationReply } from './replies.ts';
import { PAGE_MESSAGE, requiredText } from './trust.ts';
import { replyWithStatusReply, reviewWithStatusReply } from './trust-replies.ts';

export const REPRESENTATIVE_VIEW_MESSAGE = "view must be 'waiting' or 'replied'";
export const REPLY_POSTED = 'Your reply is published under the review.';
export const REPLY_HELD = 'Thanks! Your reply will appear once a moderator has checked it.';

/** A reply's text, to post or to replace. */
export const replyTextInput = z.object({ text: requiredText('text', REPLY_TEXT_MAX) }, { error: 'Invalid input' });
export type ReplyTextInput = z.output<typeof replyTextInput>;

/** Which list of the representatives' page, and the page. */
export const representativeReviewsInput = z.object(
  {
    view: z.enum(['waiting', 'replied'], { error: REPRESENTATIVE_VIEW_MESSAGE }).default('waiting'),
    page: intInput(PAGE_MESSAGE, 1, MAX_ID).default(1),
  },
  { error: 'Invalid input' },
);
export type RepresentativeReviewsInput = z.output<typeof representativeReviewsInput>;

const id = z.int().min(1).max(MAX_ID);

export const representativeReviewsReply = z
  .strictObject({
    university: z.strictObject({ id, name: z.string() }),
    items: z.array(z.strictObject({ review: reviewWithStatusReply, reply: replyWithStatusReply.nullable() })),
    pagination: paginationReply,
  })
  .meta({ id: 'RepresentativeReviews', description: "A page of the representative's university's reviews." });

export const replyWriteReply = z.strictObject({
  success: z.literal(true),
  status: z.enum(['published', 'held']),
  message: z.enum([REPLY_POSTED, REPLY_HELD]),
});
