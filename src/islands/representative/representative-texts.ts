// The texts of the /representative page (docs/rules/trust-and-moderation.md#university-replies),
// in one place. Zod-free: the schemas' texts cannot be imported into an island (zod's eval probe
// trips the CSP), so the server's own messages arrive with its replies.
export const PAGE_TITLE = "Your university's replies";
/** The page's heading and title once the account's university is known. */
export const pageTitleFor = (university: string) => `Replies for ${university}`;
export const PAGE_INTRO =
  "Answer reviews of your university in public: one reply to each review, shown under it as your university's. Replies follow the";
export const GUIDELINES_LINK = 'community guidelines';

export const NOT_REPRESENTATIVE_BEFORE_LINK =
  "Only university representatives can reply to reviews. Ask the site's operator to be made one after you verify your university address on ";
export const NOT_REPRESENTATIVE_LINK = 'your profile';
export const NOT_REPRESENTATIVE_AFTER_LINK = '.';
export const LOGIN_MESSAGE = 'Please log in with a university representative account to reply to reviews of your university.';

export const TABS_LABEL = 'Reply views';
export const TAB_NAMES = { waiting: 'Waiting for a reply', replied: 'Replied' } as const;
export const VIEW_HEADINGS = TAB_NAMES;
export const viewNotes = (university: string) =>
  ({
    waiting: `Published reviews of ${university} without a reply, oldest first. You can reply once to each.`,
    replied: `Reviews of ${university} with a reply, newest reply first. Any representative of ${university} can edit a reply.`,
  }) as const;
export const EMPTY_TEXTS = {
  waiting: 'Every published review has a reply.',
  replied: 'No replies yet.',
} as const;
export const REVIEW_PAGES = 'Review pages';

export const REPLY = 'Reply';
export const EDIT = 'Edit';
export const APPEAL = 'Appeal';
/** Completes a button's name for screen readers: 'Reply to the review by X of May 2, 2025'. */
export const aboutReview = (author: string, date: string) => ` to the review by ${author} of ${date}`;
/** 'Edit your reply to the review by X of May 2, 2025'. */
export const aboutReply = (about: string) => ` your reply${about}`;
/** 'Appeal the removal of your reply to the review by X of May 2, 2025'. */
export const aboutRemoval = (about: string) => ` the removal of your reply${about}`;

export const YOUR_REPLY = "Your university's reply";
export const STATUS_LABELS = { published: 'Published', held: 'Waiting for a moderator', removed: 'Removed' } as const;
export const STATUS_PREFIX = 'Status: ';
export const REVIEW_NOT_PUBLISHED = 'The review is not shown to readers now, so neither is the reply.';
export const HELD_EXPLAINED = 'Readers do not see it yet: a moderator will check it first.';
export const REMOVED_REASON = "Moderator's reason:";
export const APPEALED_NOTE = 'You appealed this decision. A moderator will look at it again.';
export const APPEAL_DECIDED = 'You appealed once; this decision stands.';

export const REPLY_DIALOG = {
  post: { title: 'Reply to this review', confirm: 'Publish reply', busy: 'Publishing...' },
  edit: { title: 'Edit your reply', confirm: 'Save reply', busy: 'Saving...' },
} as const;
export const replyDialogIntro = (university: string, author: string, date: string) =>
  `Review by ${author} of ${date}. Your reply is shown under it as the reply from ${university}, never with your name.`;
export const REPLY_LABEL = 'Your reply';
export const REPLY_HINT =
  'Screened like a review: a reply with an e-mail address, a phone number, a link or a word the guidelines do not allow waits for a moderator.';
export const REPLY_EMPTY = 'Please write your reply.';
export const REPLY_FAILED = 'Your reply could not be saved. Please try again.';
export const CANCEL = 'Cancel';

export const APPEAL_TITLE = 'Appeal the removal';
export const appealIntro = (author: string, date: string) =>
  `Tell the moderators why your reply to the review by ${author} of ${date} breaks no guideline. They will look at it again; you can appeal once.`;
export const APPEAL_LABEL = 'Why should it be published?';
export const APPEAL_SEND = 'Send appeal';
export const APPEAL_SENDING = 'Sending...';
export const APPEAL_EMPTY = 'Please write why it should be published.';
export const APPEAL_FAILED = 'Your appeal could not be sent. Please try again.';
export const APPEAL_SENT = 'Appeal sent. Your reply is waiting for a moderator again.';
export const APPEAL_ALREADY = 'This removal was appealed already; the decision stands.';

/** The id of the page's static heading (representative.astro), named after the university once known. */
export const PAGE_HEADING_ID = 'representative-heading';
