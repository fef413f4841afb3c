// Forgets what can no longer be used, so the account tables do not grow for ever: sessions that
// ended (revoked or expired) with their refresh tokens, refresh and reset tokens past their
// expiry, rate-limit counters whose window has closed, sign-in addresses unused for
// KNOWN_ADDRESS_DAYS, and student verification codes past their expiry. Run nightly by `npm run rebuild`.
// A day's margin keeps recent rows for anyone looking into an incident; none of them grants access.
import { db } from '../db.ts';
import { settings } from '../env.ts';
import { KNOWN_ADDRESS_DAYS } from '../auth/login-limits.ts';

export const PURGE_MARGIN_MS = 24 * 60 * 60 * 1000;

export interface PurgeCounts {
  sessions: number;
  refreshTokens: number;
  resetTokens: number;
  rateLimitCounters: number;
  loginAddresses: number;
  studentCodes: number;
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
  return {
    sessions: sessions.count,
    refreshTokens: refreshTokens.count,
    resetTokens: resetTokens.count,
    rateLimitCounters: rateLimitCounters.count,
    loginAddresses: loginAddresses.count,
    studentCodes: studentCodes.count,
  };
}
