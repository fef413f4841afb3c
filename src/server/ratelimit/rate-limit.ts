// Fixed-window rate limits with counters in the database, so every server process shares them.
// Limits come from settings (RATE_LIMIT_*), so tests can lower them. Callers check their input
// first: nothing is counted for a request that is refused as malformed, and no key is longer
// than MAX_KEY_LENGTH (a longer one is stored as its hash).
import crypto from 'node:crypto';
import { db } from '#server/infra/db.ts';
import { Prisma } from '#server/generated/prisma/client.ts';
import { groupedWrite, type SqlRunner } from '#server/infra/grouped-writes.ts';
import { tooManyRequests } from '#server/infra/errors.ts';
import { settings } from '#server/infra/env.ts';
import { rateLimitRefusals } from '#server/infra/metrics.ts';

export type RateLimitBucket =
  | 'login'
  | 'loginAccount'
  | 'signup'
  | 'forgotPassword'
  | 'resetPassword'
  | 'passwordChange'
  | 'review'
  | 'like'
  | 'mailForm'
  | 'report'
  | 'edit'
  | 'verifyStudent';

const MAX_KEY_LENGTH = 160;

function limitOf(bucket: RateLimitBucket): number {
  const s = settings();
  return {
    login: s.RATE_LIMIT_LOGIN,
    loginAccount: s.RATE_LIMIT_LOGIN_ACCOUNT,
    signup: s.RATE_LIMIT_SIGNUP,
    forgotPassword: s.RATE_LIMIT_FORGOT_PASSWORD,
    resetPassword: s.RATE_LIMIT_RESET_PASSWORD,
    passwordChange: s.RATE_LIMIT_PASSWORD_CHANGE,
    review: s.RATE_LIMIT_REVIEW,
    like: s.RATE_LIMIT_LIKE,
    mailForm: s.RATE_LIMIT_MAIL_FORM,
    report: s.RATE_LIMIT_REPORT,
    edit: s.RATE_LIMIT_EDIT,
    verifyStudent: s.RATE_LIMIT_VERIFY_STUDENT,
  }[bucket];
}

function storedKey(bucket: RateLimitBucket, identifier: string): string {
  const key = `${bucket}:${identifier.toLowerCase()}`;
  if (key.length <= MAX_KEY_LENGTH) return key;
  return `${bucket}:sha256:${crypto.createHash('sha256').update(key).digest('base64url')}`;
}

interface Window {
  start: Date;
  retryAfter: number;
}

function currentWindow(now: Date): Window {
  const windowMs = settings().RATE_LIMIT_WINDOW_SECONDS * 1000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { start: new Date(start), retryAfter: Math.max(1, Math.ceil((start + windowMs - now.getTime()) / 1000)) };
}

/** Counts one request under the key and returns the count within the current window. */
async function countUp(sql: SqlRunner, key: string, windowStart: Date): Promise<number> {
  // One statement: insert, or count up within the window, or start a new window.
  const rows = await sql.rows<{ count: number }>(Prisma.sql`
    INSERT INTO "RateLimitCounter" ("key", "windowStart", "count") VALUES (${key}, ${windowStart}, 1)
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitCounter"."windowStart" = excluded."windowStart" THEN "RateLimitCounter"."count" + 1 ELSE 1 END,
      "windowStart" = excluded."windowStart"
    RETURNING "count"`);
  return Number(rows[0]?.count ?? 0);
}

/**
 * Counts one request against each identifier (an address, an email, an account) in the bucket,
 * in order, and throws 429 with Retry-After at the first one over the limit; the identifiers
 * after it are not counted. The counts are one small write (grouped-writes.ts), committed before
 * the answer. A (+message) call adds the text as `message` at its transport.
 */
export async function enforceRateLimit(
  bucket: RateLimitBucket,
  identifiers: (string | null | undefined)[],
  now = new Date(),
): Promise<void> {
  const window = currentWindow(now);
  const limit = limitOf(bucket);
  const keys = identifiers
    .filter((identifier): identifier is string => Boolean(identifier))
    .map((identifier) => storedKey(bucket, identifier));
  // Each count stands alone: on PostgreSQL they commit one by one, as single statements did before.
  const overLimit = await groupedWrite(
    async (sql) => {
      for (const key of keys) if ((await countUp(sql, key, window.start)) > limit) return true;
      return false;
    },
    { atomic: false },
  );
  if (overLimit) {
    rateLimitRefusals.inc({ limit: bucket });
    throw tooManyRequests(window.retryAfter);
  }
}

/** Counts one event (such as a failed login) under the identifier without checking the limit. */
export async function countRateLimited(bucket: RateLimitBucket, identifier: string, now = new Date()): Promise<void> {
  await groupedWrite((sql) => countUp(sql, storedKey(bucket, identifier), currentWindow(now).start), { atomic: false });
}

/** Seconds to wait when the identifier has used up the bucket in this window, else 0. */
export async function rateLimitExceeded(bucket: RateLimitBucket, identifier: string, now = new Date()): Promise<number> {
  const window = currentWindow(now);
  const row = await db().rateLimitCounter.findUnique({
    where: { key: storedKey(bucket, identifier) },
    select: { windowStart: true, count: true },
  });
  const used = row && row.windowStart.getTime() === window.start.getTime() ? row.count : 0;
  return used >= limitOf(bucket) ? window.retryAfter : 0;
}
