// Sessions as refresh-token families
// (docs/rules/accounts-and-tokens.md#sessions-and-refresh-tokens). A login opens a Session (its id
// is the access token's `sid`) with one live refresh token; every refresh rotates it. A rotated
// token presented again means a copy leaked, so the whole family is revoked, except within a short
// grace after its rotation (two tabs refreshing at once).
import crypto from 'node:crypto';
import type { Prisma } from '#server/generated/prisma/client.ts';
import { db } from '#server/infra/db.ts';
import { invalidRefreshToken, refreshTokenExpired } from '#server/infra/errors.ts';
import { signAccessToken } from './access-token.ts';
import { hashSecretToken, newSecretToken } from './secret-tokens.ts';
import { TOKEN_TEXT_MAX } from '#shared/limits.ts';

export const REFRESH_TOKEN_DAYS = 30;
export const REUSE_GRACE_SECONDS = 10;
const REFRESH_TOKEN_MS = REFRESH_TOKEN_DAYS * 24 * 60 * 60 * 1000;

export interface TokenPair {
  token: string;
  refreshToken: string;
}

/** Opens a new session for the user and returns its first access and refresh tokens. */
export async function openSession(userId: number, now = new Date()): Promise<TokenPair & { sessionId: string }> {
  const sessionId = crypto.randomUUID();
  const refreshToken = newSecretToken();
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_MS);
  await db().session.create({
    data: {
      id: sessionId,
      userId,
      createdAt: now,
      expiresAt,
      refreshTokens: { create: { tokenHash: hashSecretToken(refreshToken), createdAt: now, expiresAt } },
    },
    select: { id: true },
  });
  const token = await signAccessToken({ userId, sessionId }, now);
  return { sessionId, token, refreshToken };
}

/** Exchanges a live refresh token for a new pair; 401 for unknown, revoked, reused or expired tokens. */
export async function refreshSession(refreshToken: string, now = new Date()): Promise<TokenPair> {
  if (refreshToken.length > TOKEN_TEXT_MAX) throw invalidRefreshToken();
  const stored = await db().refreshToken.findUnique({
    where: { tokenHash: hashSecretToken(refreshToken) },
    select: { id: true, expiresAt: true, rotatedAt: true, session: { select: { id: true, userId: true, revokedAt: true } } },
  });
  if (!stored || stored.session.revokedAt) throw invalidRefreshToken();
  if (stored.rotatedAt) {
    if (now.getTime() - stored.rotatedAt.getTime() > REUSE_GRACE_SECONDS * 1000) await revokeSession(stored.session.id, now);
    throw invalidRefreshToken();
  }
  if (stored.expiresAt.getTime() <= now.getTime()) throw refreshTokenExpired();

  const next = newSecretToken();
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_MS);
  const rotated = await db().$transaction(async (tx) => {
    // Conditional on rotatedAt still being null: of two concurrent refreshes only one wins.
    const { count } = await tx.refreshToken.updateMany({ where: { id: stored.id, rotatedAt: null }, data: { rotatedAt: now } });
    if (count === 0) return false;
    await tx.refreshToken.create({
      data: { sessionId: stored.session.id, tokenHash: hashSecretToken(next), createdAt: now, expiresAt },
      select: { id: true },
    });
    await tx.session.update({ where: { id: stored.session.id }, data: { expiresAt }, select: { id: true } });
    return true;
  });
  if (!rotated) throw invalidRefreshToken();
  const token = await signAccessToken({ userId: stored.session.userId, sessionId: stored.session.id }, now);
  return { token, refreshToken: next };
}

/** Ends the session the refresh token belongs to; unknown tokens are ignored. */
export async function closeSessionOf(refreshToken: string, now = new Date()): Promise<void> {
  if (refreshToken.length > TOKEN_TEXT_MAX) return;
  const stored = await db().refreshToken.findUnique({
    where: { tokenHash: hashSecretToken(refreshToken) },
    select: { sessionId: true },
  });
  if (stored) await revokeSession(stored.sessionId, now);
}

/** Marks one session revoked: its refresh tokens and access tokens stop working. */
export async function revokeSession(sessionId: string, now = new Date()): Promise<void> {
  await db().session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: now } });
}

/** Revokes every live session of a user but `exceptSessionId` (null: all), inside a caller's transaction. */
export async function revokeUserSessions(
  tx: Prisma.TransactionClient,
  userId: number,
  exceptSessionId: string | null,
  now = new Date(),
): Promise<void> {
  await tx.session.updateMany({
    where: { userId, revokedAt: null, ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}) },
    data: { revokedAt: now },
  });
}
