// What a failed reply or appeal says: the server's refusal in words ('Removed replies cannot be
// edited', 'You have already appealed this decision'), or the dialog's own text when there is none.
import { apiErrorInfo } from '#lib/trpc.ts';
import { NETWORK_ERROR, TOO_MANY_REQUESTS } from '#shared/site/messages.ts';

export function failureText(caught: unknown, fallback: string): string {
  const info = apiErrorInfo(caught);
  if (info.status === 429) return TOO_MANY_REQUESTS;
  if (info.network) return NETWORK_ERROR;
  return info.message.trim() || fallback;
}
