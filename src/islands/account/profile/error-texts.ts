// What the profile's editors say when the server refuses (docs/rules/accounts-and-tokens.md#account-error-texts).
import { apiErrorInfo } from '#lib/trpc.ts';
import { NETWORK_ERROR } from '#shared/site/messages.ts';

/** The error texts for username and password updates. */
export function profileErrorText(error: unknown): string {
  const info = apiErrorInfo(error);
  if (info.network) return 'No response from server. Please try again.';
  const message = typeof info.extra.message === 'string' ? info.extra.message : undefined;
  return info.message || message || 'An error occurred';
}

/** The error texts for account deletion. */
export function deleteAccountErrorText(error: unknown): string {
  const info = apiErrorInfo(error);
  if (typeof info.extra.message === 'string') return info.extra.message;
  if (info.network) return NETWORK_ERROR;
  if (info.status === 401) return 'You must be logged in to delete your account.';
  if (info.status === 404) return 'Account not found.';
  return 'Failed to delete account. Please try again.';
}
