// The calls marked (+message) carry each error's text twice, as `error` and as `message`, because
// their clients show `message` (docs/rules/api-contract.md#error-shape). One rule for both
// transports: the REST router applies it to routes flagged `messageOnErrors`, tRPC to procedures
// with that meta (trpc/init.ts).
import { AppError } from '#server/infra/errors.ts';

/**
 * The error as a (+message) call answers it: an AppError gets its text as `message` too, unless
 * it is a 401 (a 401 never carries `message`) or already has a `message` of its own.
 */
export function withMessage(error: unknown): unknown {
  if (!(error instanceof AppError) || error.code === 'UNAUTHORIZED' || error.extra.message !== undefined) return error;
  return new AppError(error.code, error.message, { ...error.extra, message: error.message }, error.retryAfter);
}
