// What Saved Reviews says about each review's status and its appeal
// (docs/rules/trust-and-moderation.md#who-sees-what, #appeals).
import type { ReviewStatus } from '#shared/types.ts';

export const STATUS_LABELS: Record<ReviewStatus, string> = {
  published: 'Published',
  held: 'Waiting for a moderator',
  removed: 'Removed',
};

export const HELD_EXPLAINED = 'It will appear on the university page once a moderator has checked it.';
export const reasonLine = (reason: string) => `Reason: ${reason}`;
export const APPEALED_NOTE = 'You appealed this decision. A moderator will look at it again.';
/** Removed again after the appeal: a removal is appealed once. */
export const APPEAL_DECIDED = 'You appealed once; this decision stands.';

export const APPEAL_BUTTON = 'Appeal';
export const APPEAL_TITLE = 'Appeal the removal';
export const appealIntro = (universityName: string) =>
  `Tell the moderators why your review of ${universityName} breaks no guideline. They will look at it again; you can appeal once.`;
export const APPEAL_LABEL = 'Why should it be published?';
export const APPEAL_CANCEL = 'Cancel';
export const APPEAL_SEND = 'Send';
export const APPEAL_SENDING = 'Sending...';
export const APPEAL_EMPTY = 'Please write why it should be published.';
export const APPEAL_FAILED = 'Failed to send your appeal. Please try again.';
export const appealSent = (universityName: string) => `Appeal sent. Your review of ${universityName} is waiting for a moderator again.`;
