// The toast text of an accepted review submission (docs/rules/trust-and-moderation.md#screening):
// a review the screening held says so in the server's words; a published one keeps the usual text.
// The reply is read defensively: a server without `status` means published.
import { REVIEW_HELD_MESSAGE } from '#shared/reviews/messages.ts';

export const SUCCESS_MESSAGE = 'Review submitted successfully! Taking you back to the university page...';
const BACK_TO_UNIVERSITY = 'Taking you back to the university page...';

export function submittedToast(reply: unknown): string {
  const { status, message } = (typeof reply === 'object' && reply !== null ? reply : {}) as { status?: unknown; message?: unknown };
  if (status !== 'held') return SUCCESS_MESSAGE;
  const held = typeof message === 'string' && message.trim() ? message.trim() : REVIEW_HELD_MESSAGE;
  return `${held} ${BACK_TO_UNIVERSITY}`;
}
