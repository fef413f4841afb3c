// The texts of a review: its author label and verified mark, and a submission's reply (shown by the
// review form too). Kept apart from the zod schemas: importing zod into an island would bring its
// eval probe, which the CSP reports.
export const REVIEW_PUBLISHED_MESSAGE = 'Review submitted successfully';
export const REVIEW_HELD_MESSAGE = 'Thanks! Your review will appear once a moderator has checked it.';
export const REVIEW_UPDATED_MESSAGE = 'Review updated';

/** What the reply to a submission says: published at once, or held for a moderator. */
export function submittedMessage(status: 'published' | 'held'): string {
  return status === 'held' ? REVIEW_HELD_MESSAGE : REVIEW_PUBLISHED_MESSAGE;
}

/** The author shown for a review posted without an account name. */
export const ANONYMOUS_AUTHOR = 'Anonymous';

/** A review's author as readers see it. */
export const authorName = (review: { username: string | null }) => review.username ?? ANONYMOUS_AUTHOR;

/** The mark of a review posted by a verified student of its university. */
export const VERIFIED_STUDENT_LABEL = 'Verified student';
