// The nightly purge (npm run rebuild) forgets ended sessions, expired tokens and closed rate-limit
// windows, and nothing that a signed-in user or a limit still needs.
import { describe, expect, it } from 'vitest';
import { hashSecretToken, newSecretToken } from '#server/auth/secret-tokens.ts';
import { openSession, refreshSession, revokeSession } from '#server/auth/sessions.ts';
import { db } from '#server/infra/db.ts';
import { settings } from '#server/infra/env.ts';
import { PURGE_MARGIN_MS, purgeExpired } from '#server/maintenance/purge-expired.ts';
import { createUser, createUserWithSession } from '../factories/users.ts';
import { createUniversity } from '../factories/universities.ts';
import { api } from '../support/api-request.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);

const sessionExists = async (id: string) => (await db().session.count({ where: { id } })) === 1;
const tokenExists = async (token: string) => (await db().refreshToken.count({ where: { tokenHash: hashSecretToken(token) } })) === 1;

describe('purgeExpired', () => {
  it('forgets ended sessions with their tokens and keeps live and recently ended ones', async () => {
    const { user } = await createUser();
    const live = await openSession(user.id);
    const expired = await openSession(user.id, ago(40 * DAY));
    const revokedLongAgo = await openSession(user.id, ago(3 * DAY));
    await revokeSession(revokedLongAgo.sessionId, ago(2 * DAY));
    const revokedRecently = await openSession(user.id);
    await revokeSession(revokedRecently.sessionId, ago(HOUR));

    await purgeExpired();

    expect(await sessionExists(expired.sessionId)).toBe(false);
    expect(await tokenExists(expired.refreshToken)).toBe(false);
    expect(await sessionExists(revokedLongAgo.sessionId)).toBe(false);
    expect(await tokenExists(revokedLongAgo.refreshToken)).toBe(false);
    expect(await sessionExists(revokedRecently.sessionId)).toBe(true);
    // The live session goes on working.
    expect((await api('GET', '/users/verify', { token: live.token })).status).toBe(200);
    expect((await api('POST', '/users/refresh', { body: { refreshToken: live.refreshToken } })).status).toBe(200);
  });

  it('keeps a rotated token that has not expired, so its reuse still revokes the family', async () => {
    const { user } = await createUser();
    const first = await openSession(user.id, ago(HOUR));
    await refreshSession(first.refreshToken, ago(HOUR));

    await purgeExpired();

    expect(await tokenExists(first.refreshToken)).toBe(true);
    const reuse = await api('POST', '/users/refresh', { body: { refreshToken: first.refreshToken } });
    expect(reuse.status).toBe(401);
    expect((await db().session.findUnique({ where: { id: first.sessionId } }))?.revokedAt).toBeInstanceOf(Date);
  });

  it('forgets reset tokens a day past their expiry and keeps usable ones', async () => {
    const { user } = await createUser();
    const [old, usable] = [newSecretToken(), newSecretToken()];
    await db().passwordResetToken.createMany({
      data: [
        { userId: user.id, tokenHash: hashSecretToken(old), createdAt: ago(3 * DAY), expiresAt: ago(2 * DAY) },
        { userId: user.id, tokenHash: hashSecretToken(usable), expiresAt: new Date(Date.now() + 30 * 60_000) },
      ],
    });

    await purgeExpired();

    expect(await db().passwordResetToken.count({ where: { tokenHash: hashSecretToken(old) } })).toBe(0);
    expect((await api('POST', '/users/validateResetToken', { body: { token: usable } })).status).toBe(200);
  });

  it('forgets student verification codes a day past their expiry and keeps pending ones', async () => {
    const university = await createUniversity();
    const [old, pending] = await Promise.all([createUserWithSession(), createUserWithSession()]);
    const code = (userId: number, expiresAt: Date) => ({
      userId,
      universityId: university.id,
      addressHash: `h${userId}`,
      codeHash: 'c',
      expiresAt,
    });
    await db().studentCode.createMany({
      data: [code(old.user.id, new Date(Date.now() - 2 * PURGE_MARGIN_MS)), code(pending.user.id, new Date(Date.now() + 30 * 60_000))],
    });

    expect((await purgeExpired()).studentCodes).toBeGreaterThanOrEqual(1);
    expect(await db().studentCode.findUnique({ where: { userId: old.user.id } })).toBeNull();
    expect(await db().studentCode.findUnique({ where: { userId: pending.user.id } })).not.toBeNull();
  });

  it('forgets student-code events two days old and keeps those that still count', async () => {
    const subject = `user:purge-${Date.now()}`;
    await db().studentCodeEvent.createMany({
      data: [
        { kind: 'request', subject, createdAt: new Date(Date.now() - 2 * PURGE_MARGIN_MS - 60_000) },
        { kind: 'request', subject, createdAt: new Date(Date.now() - 60_000) },
      ],
    });
    expect((await purgeExpired()).studentCodeEvents).toBeGreaterThanOrEqual(1);
    expect(await db().studentCodeEvent.count({ where: { subject } })).toBe(1);
  });

  it('forgets counters of closed windows and keeps the current window counting', async () => {
    const windowMs = settings().RATE_LIMIT_WINDOW_SECONDS * 1000;
    const current = new Date(Math.floor(Date.now() / windowMs) * windowMs);
    await db().rateLimitCounter.createMany({
      data: [
        { key: 'login:purge-test-old', windowStart: new Date(current.getTime() - 2 * windowMs), count: 9 },
        { key: 'login:purge-test-now', windowStart: current, count: 7 },
      ],
    });

    const purged = await purgeExpired();

    expect(purged.rateLimitCounters).toBeGreaterThanOrEqual(1);
    expect(await db().rateLimitCounter.findUnique({ where: { key: 'login:purge-test-old' } })).toBeNull();
    expect((await db().rateLimitCounter.findUnique({ where: { key: 'login:purge-test-now' } }))?.count).toBe(7);
  });
});
