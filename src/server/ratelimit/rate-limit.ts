// Fixed-window rate limits with counters in the database, so every server process shares them.
// Limits come from settings (RATE_LIMIT_*), so tests can lower them.
import { db } from '../db.ts';
import { AppError } from '../errors.ts';
import { settings } from '../env.ts';

export type RateLimitBucket = 'login' | 'signup' | 'forgotPassword' | 'resetPassword' | 'review' | 'like' | 'mailForm';

function limitOf(bucket: RateLimitBucket): number {
  const s = settings();
  return {
    login: s.RATE_LIMIT_LOGIN,
    signup: s.RATE_LIMIT_SIGNUP,
    forgotPassword: s.RATE_LIMIT_FORGOT_PASSWORD,
    resetPassword: s.RATE_LIMIT_RESET_PASSWORD,
    review: s.RATE_LIMIT_REVIEW,
    like: s.RATE_LIMIT_LIKE,
    mailForm: s.RATE_LIMIT_MAIL_FORM,
  }[bucket];
}

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

/**
 * Counts one request against each identifier (an address, an email, an account) in the bucket;
 * throws 429 with Retry-After when any of them is over the limit. `extra` adds documented fields.
 */
export async function enforceRateLimit(
  bucket: RateLimitBucket,
  identifiers: (string | null | undefined)[],
  extra: Record<string, unknown> = {},
  now = new Date(),
): Promise<void> {
  const windowMs = settings().RATE_LIMIT_WINDOW_SECONDS * 1000;
  const limit = limitOf(bucket);
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  let retryAfter = 0;
  for (const identifier of identifiers) {
    if (!identifier) continue;
    const key = `${bucket}:${identifier.toLowerCase()}`;
    // One statement: insert, or count up within the window, or start a new window.
    const rows = await db().$queryRaw<{ count: number | bigint }[]>`
      INSERT INTO "RateLimitCounter" ("key", "windowStart", "count") VALUES (${key}, ${windowStart}, 1)
      ON CONFLICT ("key") DO UPDATE SET
        "count" = CASE WHEN "RateLimitCounter"."windowStart" = excluded."windowStart" THEN "RateLimitCounter"."count" + 1 ELSE 1 END,
        "windowStart" = excluded."windowStart"
      RETURNING "count"`;
    if (Number(rows[0]?.count ?? 0) > limit) {
      retryAfter = Math.max(retryAfter, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
    }
  }
  if (retryAfter > 0) throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_REQUESTS, extra, retryAfter);
}
