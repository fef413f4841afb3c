// Inputs of the trust endpoints (docs/rules/api-contract.md#trust-and-moderation): reports,
// the moderation queue, log and decisions, and appeals. Shared by REST, tRPC and the forms.
import { z } from 'zod';
import { intInput } from './ids.ts';
import { isPresent, rule, text } from './form-checks.ts';
import { MAX_ID } from '../ids.ts';
import { REPORT_REASONS, type ReportReason } from '../trust/guidelines.ts';
import { REPORT_NOTE_NEEDED, REPORT_THANKS } from '../trust/report-messages.ts';
import { APPEAL_MESSAGE_MAX, MODERATION_REASON_MAX, REPORT_NOTE_MAX } from '../limits.ts';

export { REPORT_NOTE_NEEDED, REPORT_REASONS, REPORT_THANKS, type ReportReason };

export const REPORT_REASON_MESSAGE = `reason must be one of: ${REPORT_REASONS.join(', ')}`;
export const MODERATION_ACTION_MESSAGE = "action must be 'publish' or 'remove'";
export const MODERATION_VIEW_MESSAGE = "view must be 'held' or 'reported'";
export const PAGE_MESSAGE = 'page must be a positive integer';

/** An optional text: a string or null, trimmed, blank means null, at most `max` characters. */
const optionalText = (field: string, max: number) =>
  text(field)
    .nullish()
    .transform((value) => value?.trim() || null)
    .refine((value) => value === null || value.length <= max, { error: `${field} must be at most ${max} characters` });

/** A required text: present and not blank (`<field> is required`), a string, trimmed, at most `max` characters. */
export const requiredText = (field: string, max: number) =>
  z
    .unknown()
    .refine(isPresent, { error: `${field} is required`, abort: true })
    .pipe(
      text(field)
        .trim()
        .max(max, { error: `${field} must be at most ${max} characters` }),
    );

/** A report of a review (docs/rules/api-contract.md#report-a-review). `note` is needed when the reason is `other`. */
export const reportInput = z
  .object(
    {
      reason: z.enum(REPORT_REASONS, { error: REPORT_REASON_MESSAGE }),
      note: optionalText('note', REPORT_NOTE_MAX),
    },
    { error: 'Invalid input' },
  )
  .refine(
    ...rule<{ reason: ReportReason; note: string | null }>((input) => input.reason !== 'other' || input.note !== null, REPORT_NOTE_NEEDED),
  );
export type ReportInput = z.output<typeof reportInput>;

const pageInput = intInput(PAGE_MESSAGE, 1, MAX_ID).default(1);

/** Which part of the queue, and the page (docs/rules/api-contract.md#moderation-queue). */
export const moderationQueueInput = z.object(
  {
    view: z.enum(['held', 'reported'], { error: MODERATION_VIEW_MESSAGE }).default('held'),
    page: pageInput,
  },
  { error: 'Invalid input' },
);
export type ModerationQueueInput = z.output<typeof moderationQueueInput>;

/** A page of the moderation log (docs/rules/api-contract.md#moderation-log). */
export const moderationLogInput = z.object({ page: pageInput }, { error: 'Invalid input' });

/** A moderator's decision on a review, with the guideline it breaks or why it stays
 * (docs/rules/api-contract.md#moderation-decision). */
export const moderationDecisionInput = z.object(
  {
    action: z.enum(['publish', 'remove'], { error: MODERATION_ACTION_MESSAGE }),
    reason: requiredText('reason', MODERATION_REASON_MAX),
  },
  { error: 'Invalid input' },
);
export type ModerationDecisionInput = z.output<typeof moderationDecisionInput>;

/** The author's appeal against a removal (docs/rules/api-contract.md#appeal-a-removal). */
export const appealInput = z.object({ message: requiredText('message', APPEAL_MESSAGE_MAX) }, { error: 'Invalid input' });
