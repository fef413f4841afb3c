// The texts of a review submission's reply, shown by the review form too. Kept apart from the zod
// schemas: importing zod into an island would bring its eval probe, which the CSP reports.
export const REVIEW_PUBLISHED_MESSAGE = 'Review submitted successfully';
export const REVIEW_HELD_MESSAGE = 'Thanks! Your review will appear once a moderator has checked it.';
export const REVIEW_UPDATED_MESSAGE = 'Review updated';

/** What the reply to a submission says: published at once, or held for a moderator. */
export function submittedMessage(status: 'published' | 'held'): string {
  return status === 'held' ? REVIEW_HELD_MESSAGE : REVIEW_PUBLISHED_MESSAGE;
}
