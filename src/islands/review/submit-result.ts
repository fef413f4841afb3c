// What the student is told after a review is accepted, and where they go next
// (docs/rules/trust-and-moderation.md#screening): a review the screening held says so in the
// server's words. A held review is not on the university page, so its author with an account goes
// to Saved Reviews, where its status shows; an anonymous author goes back to the university page.
// The reply is read defensively: a server without `status` means published.
import { REVIEW_HELD_MESSAGE, REVIEW_UPDATED_MESSAGE } from '#shared/reviews/messages.ts';

export const SAVED_REVIEWS_PATH = '/savedReviews';
export const SUCCESS_MESSAGE = 'Review submitted successfully! Taking you back to the university page...';
const BACK_TO_UNIVERSITY = 'Taking you back to the university page...';
const TO_SAVED_REVIEWS = 'Taking you to your Saved Reviews...';
const BACK_TO_SAVED_REVIEWS = 'Taking you back to your Saved Reviews...';

/** The toast's text and the page to go to once it has been read. */
export interface SentOutcome {
  text: string;
  next: string;
}

function readReply(reply: unknown): { held: boolean; message: string | null } {
  const { status, message } = (typeof reply === 'object' && reply !== null ? reply : {}) as { status?: unknown; message?: unknown };
  return { held: status === 'held', message: typeof message === 'string' && message.trim() ? message.trim() : null };
}

/** After a new review: `signed` when it is linked to the author's account. */
export function submittedOutcome(reply: unknown, universityId: number, signed: boolean): SentOutcome {
  const universityPath = `/university/${universityId}`;
  const { held, message } = readReply(reply);
  if (!held) return { text: SUCCESS_MESSAGE, next: universityPath };
  const heldText = message ?? REVIEW_HELD_MESSAGE;
  return signed
    ? { text: `${heldText} ${TO_SAVED_REVIEWS}`, next: SAVED_REVIEWS_PATH }
    : { text: `${heldText} ${BACK_TO_UNIVERSITY}`, next: universityPath };
}

/** After an edit, back to Saved Reviews; an edit the screening held says so. */
export function editedOutcome(reply: unknown): SentOutcome {
  const text = readReply(reply).held ? REVIEW_HELD_MESSAGE : `${REVIEW_UPDATED_MESSAGE}.`;
  return { text: `${text} ${BACK_TO_SAVED_REVIEWS}`, next: SAVED_REVIEWS_PATH };
}
