// Texts that the server sends and the islands show alike. Zod-free, so islands may import it.

/** Every 429 reply's error, and what a form shows for it. */
export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

/** What a form shows when the request did not reach the server, or its answer did not come back. */
export const NETWORK_ERROR = 'Network error. Please check your connection and try again.';

/**
 * Every 400 for input holding U+0000, over REST and tRPC alike: PostgreSQL text cannot store it,
 * and no field has a use for it (docs/rules/api-contract.md#always-json).
 */
export const TEXT_WITH_NUL = 'Text must not contain NUL characters.';
