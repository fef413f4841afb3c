// The reply shapes of the trust calls (docs/rules/api-contract.md#trust-and-moderation) as zod
// schemas: the OpenAPI document and the tests read them; src/shared/types.ts infers its types.
import { z } from 'zod';
import { MAX_ID } from '../ids.ts';
import { paginationReply, reviewReply } from './replies.ts';
import { REPORT_REASONS } from './trust.ts';

const id = z.int().min(1).max(MAX_ID);
const time = z.iso.datetime().meta({ description: 'ISO 8601, UTC.' });
export const reviewStatusReply = z.enum(['published', 'held', 'removed']);
const reason = z.enum(REPORT_REASONS);

export const reviewWithStatusReply = reviewReply
  .extend({
    status: reviewStatusReply.meta({ description: 'Only published reviews are public.' }),
    moderation_reason: z.string().nullable().meta({ description: "The moderator's reason when it was removed; null otherwise." }),
  })
  .meta({ id: 'ReviewWithStatus', description: 'A review as its author and the moderators see it.' });

/** A reply as the university's representatives and the moderators see it, whatever its status. */
export const replyWithStatusReply = z
  .strictObject({
    text: z.string(),
    status: reviewStatusReply.meta({ description: 'Only a published reply shows under the review.' }),
    flags: z.array(z.string()).meta({ description: "Why it waits: screening flags, 'reported', 'appeal: <text>'." }),
    moderation_reason: z.string().nullable().meta({ description: "The moderator's reason when it was removed; null otherwise." }),
    appealed: z.boolean().meta({ description: 'Whether its removal was appealed: one appeal per removal.' }),
    created_at: time,
    edited_at: time.nullable(),
  })
  .meta({ id: 'ReplyWithStatus' });

const subject = z.enum(['review', 'reply']).meta({ description: "What it is about: the review, or the university's reply to it." });

export const moderationQueueReply = z
  .strictObject({
    items: z.array(
      z.strictObject({
        subject,
        review: reviewWithStatusReply,
        reply: replyWithStatusReply
          .nullable()
          .meta({ description: "The university's reply under decision (subject reply); null for a review." }),
        university_name: z.string(),
        flags: z.array(z.string()).meta({ description: "Why it waits: screening flags, 'reported', 'appeal: <the author's text>'." }),
        reports: z
          .array(z.strictObject({ id, reason, note: z.string().nullable(), created_at: time }))
          .meta({ description: 'Its open reports, oldest first; never who made them.' }),
        conflict_of_interest: z.enum(['author', 'reporter']).nullable().meta({
          description:
            'Why the calling moderator may not decide on it: they wrote it or reported it (403 if they try); null when they may.',
        }),
      }),
    ),
    pagination: paginationReply,
  })
  .meta({ id: 'ModerationQueuePage' });

export const moderationLogReply = z
  .strictObject({
    entries: z.array(
      z.strictObject({
        id,
        subject,
        review_id: id,
        university_id: id.nullable().meta({ description: "The review's university; null once the review was deleted." }),
        moderator: z.string().meta({ description: "The moderator's username ('Former moderator' once the account is deleted)." }),
        action: z.enum(['publish', 'remove']),
        reason: z.string(),
        created_at: time,
      }),
    ),
    pagination: paginationReply,
  })
  .meta({ id: 'ModerationLogPage' });

export const ownReviewReply = reviewWithStatusReply
  .extend({
    appealed: z.boolean().meta({ description: 'Whether its author already appealed its removal: one appeal per removal.' }),
  })
  .meta({ id: 'OwnReview', description: 'A review as its author sees it.' });

export const ownReportReply = z
  .strictObject({
    id,
    subject,
    review_id: id,
    university_id: id,
    university_name: z.string(),
    reason,
    created_at: time,
    outcome: z.enum(['open', 'kept', 'removed']),
  })
  .meta({ id: 'OwnReport', description: "One of the caller's reports and what became of it; never anyone else's." });
