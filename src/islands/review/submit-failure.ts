// The toast text of a failed review submission
// (docs/rules/reviews-and-ratings.md#submitting-a-review): the server's message, else 'Failed to
// submit review'; without an answer at all, 'An error occurred while submitting your review'.
import { apiErrorInfo } from '#lib/trpc.ts';

export const SUBMIT_FAILED = 'Failed to submit review';
export const SUBMIT_ERROR = 'An error occurred while submitting your review';

export function submitFailureMessage(error: unknown): string {
  const info = apiErrorInfo(error);
  if (info.network) return SUBMIT_ERROR;
  const detail = info.extra.message;
  if (typeof detail === 'string' && detail.trim()) return detail;
  return info.message.trim() || SUBMIT_FAILED;
}
