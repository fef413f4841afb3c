// The texts of the /moderation page (docs/rules/trust-and-moderation.md#moderation), in one place.
// Zod-free: the schemas' texts cannot be imported into an island (zod's eval probe trips the CSP).
import { REPORTS_TO_HOLD } from '#shared/limits.ts';
// Only the type: the screening module brings its matchers and the blocked-terms list with it.
import type { FlagKind } from '#shared/trust/screening.ts';
import { REPORTED_FLAG, REPOSTED_FLAG, appealMessageOf } from '#shared/trust/flags.ts';

export const PAGE_TITLE = 'Moderation';
export const PAGE_INTRO =
  "Held and reported reviews, and universities' replies, wait here for a decision. Remove one only when it breaks a";
export const GUIDELINES_LINK = 'community guideline';
export const NOT_ALLOWED_TITLE = 'Not allowed';
export const NOT_ALLOWED_TEXT = 'This page is for moderators.';
export const HOME_LINK = 'Back to the home page';
export const TABS_LABEL = 'Moderation views';
export const TAB_NAMES = { held: 'Held', reported: 'Reported', replies: 'Replies', log: 'Log' } as const;

export const VIEW_HEADINGS = {
  held: 'Held reviews',
  reported: 'Reported reviews',
  replies: 'University replies',
  log: 'Moderation log',
} as const;
export const VIEW_NOTES = {
  held: `Held by screening, by ${REPORTS_TO_HOLD} reports or by an appeal. Not shown to readers until published. Oldest first.`,
  reported: 'Published reviews with open reports. Still shown to readers. Oldest first.',
  replies: `Universities' replies held by screening, by ${REPORTS_TO_HOLD} reports or by an appeal, and published ones with open reports. A decision on a reply never changes its review. Oldest first.`,
  log: 'Every decision, newest first.',
} as const;
export const EMPTY_TEXTS = {
  held: 'No held reviews. Nothing waits for a decision.',
  reported: 'No reported reviews. Nothing waits for a decision.',
  replies: 'No replies wait for a decision.',
  log: 'No decisions yet.',
} as const;
export const LOADING = 'Loading...';
export const LOAD_FAILED = 'The list could not be loaded. Please try again.';
export const RETRY = 'Try again';
export const DECISION_FAILED = 'The decision could not be saved. Please try again.';

export { ANONYMOUS_AUTHOR as ANONYMOUS } from '#shared/reviews/messages.ts';
export const WHY_HERE = 'Why it is here';
export const EARLIER_REMOVAL = 'Removed earlier:';
export const REPORTS_HEADING = 'Reports';
export const REPORT_NO_NOTE = 'No note.';
export const PUBLISH = 'Publish';
/** Shown instead of the decisions on a review, or a reply, the moderator may not decide on. */
export const CONFLICT_TEXTS = {
  review: {
    author: 'You wrote this review, so another moderator decides on it.',
    reporter: 'You reported this review, so another moderator decides on it.',
  },
  reply: {
    author: 'You wrote this reply, so another moderator decides on it.',
    reporter: 'You reported this reply, so another moderator decides on it.',
  },
} as const;
export const REMOVE = 'Remove';
/** Completes a decision button's name for screen readers: 'Publish review of X by Y'. */
export const aboutReview = (university: string, author: string) => ` review of ${university} by ${author}`;
/** The same for a reply: 'Publish reply from X to the review by Y'. */
export const aboutReply = (university: string, author: string) => ` reply from ${university} to the review by ${author}`;

/** The reply under decision, and the review it answers (shown smaller, to read it against). */
export const replyHeading = (university: string) => `Reply from ${university}`;
export const reviewContextHeading = (author: string) => `The review, by ${author}`;
export const STATUS_PREFIX = 'Status: ';
export const REPLY_STATUS = {
  held: 'Held, not shown to readers',
  published: 'Published, shown under the review',
  removed: 'Removed',
} as const;

/** The decision dialog's texts, for a review and for a reply. */
export const DIALOG_TEXTS = {
  review: {
    titles: { publish: 'Publish this review?', remove: 'Remove this review?' },
    intros: {
      publish: 'It will be shown to readers and count in the ratings. Its reports are closed as kept.',
      remove: 'It will no longer be shown. Its author sees the reason and may appeal once.',
    },
    hints: { publish: 'Recorded in the log.', remove: 'Recorded in the log and shown to the author.' },
    confirm: { publish: 'Publish review', remove: 'Remove review' },
    /** Which review the dialog decides on: 'Review of X by Y.' */
    subject: (university: string, author: string) => `Review of ${university} by ${author}.`,
  },
  reply: {
    titles: { publish: 'Publish this reply?', remove: 'Remove this reply?' },
    intros: {
      publish: 'It will be shown under the review. Its reports are closed as kept. The review does not change.',
      remove:
        "It will no longer be shown. The university's representative sees the reason and may appeal once. The review does not change.",
    },
    hints: { publish: 'Recorded in the log.', remove: "Recorded in the log and shown to the university's representative." },
    confirm: { publish: 'Publish reply', remove: 'Remove reply' },
    /** Which reply the dialog decides on: 'Reply from X to the review by Y.' */
    subject: (university: string, author: string) => `Reply from ${university} to the review by ${author}.`,
  },
} as const;
export const REASON_LEGEND = 'Reason';
export const OWN_REASON_CHOICE = 'Write another reason';
export const OWN_REASON_LABEL = 'Your reason';
export const WRITE_A_REASON = 'Write the reason, or choose one above.';
export const CANCEL = 'Cancel';
export const CONFIRM_BUSY = { publish: 'Publishing...', remove: 'Removing...' } as const;
export const DECIDED = {
  publish: 'Published. The decision is in the log.',
  remove: 'Removed. The author has been told why.',
  /** An anonymous review has no account to tell. */
  removeAnonymous: 'Removed. The decision is in the log.',
  /** Its writer is mailed the reason (while the account exists); every representative of the university sees it. */
  removeReply: "Removed. The university's representatives see why and may appeal once.",
} as const;

export const LOG_CAPTION = 'Decisions, newest first';
export const LOG_PAGES = 'Log pages';
export const LOG_COLUMNS = ['Date', 'What', 'Review', 'Moderator', 'Decision', 'Reason'] as const;
export const LOG_SUBJECTS = { review: 'Review', reply: 'Reply' } as const;
export const LOG_ACTIONS = { publish: 'Published', remove: 'Removed' } as const;

/** A screening flag in words; the stored kinds come from the shared screening rules. */
const SCREENING_LABELS: Readonly<Record<FlagKind, string>> = {
  email: 'Contains an e-mail address',
  phone: 'Contains a phone number',
  link: 'Contains a link',
  blocked_term: 'Contains a word the guidelines do not allow',
};

/** A stored flag as a moderator reads it; an unknown flag is shown as stored. */
export function flagLabel(flag: string): string {
  if (Object.hasOwn(SCREENING_LABELS, flag)) return SCREENING_LABELS[flag as FlagKind];
  if (flag === REPORTED_FLAG) return `Reported by ${REPORTS_TO_HOLD} independent readers`;
  if (flag === REPOSTED_FLAG) return 'Posted again after a removal';
  const appeal = appealMessageOf(flag);
  if (appeal !== null) return `Appeal: ${appeal}`;
  return flag;
}
