// Forgets what can no longer be used, so the account tables do not grow for ever: sessions that
// ended (revoked or expired) with their refresh tokens, refresh and reset tokens past their
// expiry, rate-limit counters whose window has closed, sign-in addresses unused for
// KNOWN_ADDRESS_DAYS, student verification codes past their expiry, and the student-code events
// that no longer count (older than the 24 hours they are counted over). Run nightly by `npm run rebuild`.
// A day's margin keeps recent rows for anyone looking into an incident; none of them grants access.
import { db } from '#server/infra/db.ts';
import { settings } from '#server/infra/env.ts';
import { KNOWN_ADDRESS_DAYS } from '#server/auth/login-limits.ts';

export const PURGE_MARGIN_MS = 24 * 60 * 60 * 1000;

export interface PurgeCounts {
  sessions: number;
  refreshTokens: number;
  resetTokens: number;
  rateLimitCounters: number;
  loginAddresses: number;
  studentCodes: number;
  studentCodeEvents: number;
}

export async function purgeExpired(now = new Date()): Promise<PurgeCounts> {
  const before = new Date(now.getTime() - PURGE_MARGIN_MS);
  const windowClosed = new Date(now.getTime() - settings().RATE_LIMIT_WINDOW_SECONDS * 1000);
  const endedSession = { OR: [{ revokedAt: { lt: before } }, { expiresAt: { lt: before } }] };
  // Separate statements, not one transaction: each is whole on its own, and the server's writes
  // never wait behind a long nightly lock. Tokens go before the sessions they belong to. A rotated
  // token stays until it expires: presenting it again must still revoke its family.
  const refreshTokens = await db().refreshToken.deleteMany({ where: { OR: [{ expiresAt: { lt: before } }, { session: endedSession }] } });
  const sessions = await db().session.deleteMany({ where: endedSession });
  const resetTokens = await db().passwordResetToken.deleteMany({ where: { expiresAt: { lt: before } } });
  const rateLimitCounters = await db().rateLimitCounter.deleteMany({ where: { windowStart: { lt: windowClosed } } });
  const loginAddresses = await db().knownLoginAddress.deleteMany({
    where: { lastLoginAt: { lt: new Date(now.getTime() - KNOWN_ADDRESS_DAYS * 86_400_000) } },
  });
  const studentCodes = await db().studentCode.deleteMany({ where: { expiresAt: { lt: before } } });
  // Counted over 24 hours; the margin keeps another day.
  const studentCodeEvents = await db().studentCodeEvent.deleteMany({
    where: { createdAt: { lt: new Date(before.getTime() - PURGE_MARGIN_MS) } },
  });
  return {
    sessions: sessions.count,
    refreshTokens: refreshTokens.count,
    resetTokens: resetTokens.count,
    rateLimitCounters: rateLimitCounters.count,
    loginAddresses: loginAddresses.count,
    studentCodes: studentCodes.count,
    studentCodeEvents: studentCodeEvents.count,
  };
}
