import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken } from '#server/auth/access-token.ts';
import { hashSecretToken } from '#server/auth/secret-tokens.ts';
import { db } from '#server/infra/db.ts';
import { createUser, createUserWithSession, loginAs } from '../factories/users.ts';
import { api, freshAddress } from '../support/api-request.ts';
import { assertNoSecrets } from '../support/leak-check.ts';

const login = (body: unknown) => api('POST', '/users/login', { body, address: freshAddress() });
const refresh = (refreshToken: unknown) => api('POST', '/users/refresh', { body: { refreshToken } });
const verify = (token?: string) => api('GET', '/users/verify', { token });

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function sessionOf(refreshToken: string) {
  const row = await db().refreshToken.findUnique({ where: { tokenHash: hashSecretToken(refreshToken) }, select: { sessionId: true } });
  return db().session.findUnique({ where: { id: row!.sessionId }, select: { id: true, revokedAt: true } });
}

describe('POST /api/users/login', () => {
  it('answers the User and a working token pair, for the email in any case', async () => {
    const { user, password } = await createUser();
    const reply = await login({ email: `  ${user.email.toUpperCase()} `, password });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ user, token: expect.any(String), refreshToken: expect.any(String) });
    assertNoSecrets(reply.body);
    expect((await verify(reply.body.token)).body).toEqual({ user });
    // The refresh token is stored only as its hash.
    expect(await db().refreshToken.count({ where: { tokenHash: reply.body.refreshToken } })).toBe(0);
    expect(await db().refreshToken.count({ where: { tokenHash: hashSecretToken(reply.body.refreshToken) } })).toBe(1);
  });

  it('answers one 401 text for a wrong password, an unknown email and over-long input, opening no session', async () => {
    const { user } = await createUser();
    const before = await db().session.count();
    for (const body of [
      { email: user.email, password: 'Wrong-pass-1' },
      { email: 'nobody@example.com', password: 'Wrong-pass-1' },
      { email: 'not an email', password: 'x' },
      { email: user.email, password: 'x'.repeat(257) },
      { email: `${'a'.repeat(260)}@example.com`, password: 'x' },
    ]) {
      const reply = await login(body);
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ error: 'Invalid email or password' });
    }
    expect(await db().session.count()).toBe(before);
  });

  it('takes about as long for an unknown email as for a wrong password', async () => {
    const { user } = await createUser();
    const time = async (email: string) => {
      const start = performance.now();
      await login({ email, password: 'Wrong-pass-1' });
      return performance.now() - start;
    };
    const median = async (email: string) => {
      const runs = [await time(email), await time(email), await time(email), await time(email), await time(email)].sort((a, b) => a - b);
      return runs[2]!;
    };
    const known = await median(user.email);
    const unknown = await median('nobody-at-all@example.com');
    // Both run one argon2id verify; without the dummy hash the unknown case would be ~0 ms.
    expect(unknown).toBeGreaterThan(known * 0.4);
  });

  it.each([
    [{}, 'Email and password are required'],
    [{ email: 'a@example.com' }, 'Email and password are required'],
    [{ email: '  ', password: 'x' }, 'Email and password are required'],
    [{ email: 1, password: 'x' }, 'email must be a string'],
    [{ email: 'a@example.com', password: ['x'] }, 'password must be a string'],
  ])('answers 400 for %j', async (body, error) => {
    const reply = await login(body);
    expect(reply).toMatchObject({ status: 400, body: { error } });
  });
});

describe('bearer tokens (GET /api/users/verify)', () => {
  it('answers the current User, read from the database', async () => {
    const { user, token } = await createUserWithSession();
    await db().user.update({ where: { id: user.id }, data: { username: `${user.username}_renamed` } });
    const reply = await verify(token);
    expect(reply).toMatchObject({ status: 200, body: { user: { ...user, username: `${user.username}_renamed` } } });
  });

  it('refuses a missing header, alg none, a wrong key, a bad claim and an expired token, without message', async () => {
    const { user, token } = await createUserWithSession();
    const [, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const wrongKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256!'));
    const sessionId = claims.sid as string;
    const expired = await signAccessToken({ userId: user.id, sessionId }, new Date(Date.now() - 16 * 60 * 1000));
    const cases: [string | undefined, string][] = [
      [undefined, 'Authentication required'],
      ['', 'Invalid token'],
      [`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`, 'Invalid token'],
      [wrongKey, 'Invalid token'],
      [`${token.slice(0, -2)}xx`, 'Invalid token'],
      ['not.a.jwt', 'Invalid token'],
      [expired, 'Token expired'],
    ];
    for (const [bearer, error] of cases) {
      const reply =
        bearer === undefined ? await verify() : await api('GET', '/users/verify', { headers: { authorization: `Bearer ${bearer}` } });
      expect(reply.status, error).toBe(401);
      expect(reply.body).toEqual({ error });
    }
  });

  it('answers "User not found" once the account is gone', async () => {
    const { user, token } = await createUserWithSession();
    await db().user.delete({ where: { id: user.id } });
    expect((await verify(token)).body).toEqual({ error: 'User not found' });
  });
});

describe('POST /api/users/refresh', () => {
  it('rotates: a new pair works, the old refresh token does not', async () => {
    const { user, refreshToken } = await createUserWithSession();
    const first = await refresh(refreshToken);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ token: expect.any(String), refreshToken: expect.any(String) });
    expect(first.body.refreshToken).not.toBe(refreshToken);
    assertNoSecrets(first.body);
    expect((await verify(first.body.token)).body).toEqual({ user });
    const second = await refresh(first.body.refreshToken);
    expect(second.status).toBe(200);
  });

  it('answers 401 without revoking for a token reused within 10 seconds of its rotation (two tabs)', async () => {
    const { refreshToken } = await createUserWithSession();
    const rotated = await refresh(refreshToken);
    const reuse = await refresh(refreshToken);
    expect(reuse).toMatchObject({ status: 401, body: { error: 'Invalid refresh token' } });
    expect(reuse.body.message).toBeUndefined();
    expect((await sessionOf(refreshToken))?.revokedAt).toBeNull();
    expect((await refresh(rotated.body.refreshToken)).status).toBe(200);
  });

  it('revokes the whole family when a rotated token comes back after the grace period', async () => {
    const { refreshToken } = await createUserWithSession();
    const rotated = await refresh(refreshToken);
    await db().refreshToken.update({
      where: { tokenHash: hashSecretToken(refreshToken) },
      data: { rotatedAt: new Date(Date.now() - 11_000) },
    });
    const reuse = await refresh(refreshToken);
    expect(reuse).toMatchObject({ status: 401, body: { error: 'Invalid refresh token' } });
    expect((await sessionOf(refreshToken))?.revokedAt).toBeInstanceOf(Date);
    // The thief's (or the user's) newest token and its access token die with the family.
    expect(await refresh(rotated.body.refreshToken)).toMatchObject({ status: 401, body: { error: 'Invalid refresh token' } });
    expect(await verify(rotated.body.token)).toMatchObject({ status: 401, body: { error: 'Invalid token' } });
  });

  it('leaves other sessions of the same user alone on reuse', async () => {
    const { user, refreshToken } = await createUserWithSession();
    const other = await loginAs(user);
    await refresh(refreshToken);
    await db().refreshToken.update({
      where: { tokenHash: hashSecretToken(refreshToken) },
      data: { rotatedAt: new Date(Date.now() - 60_000) },
    });
    await refresh(refreshToken);
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it('answers "Refresh token expired" after 30 days', async () => {
    const { refreshToken } = await createUserWithSession();
    const row = await db().refreshToken.findUnique({ where: { tokenHash: hashSecretToken(refreshToken) }, select: { expiresAt: true } });
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    await db().refreshToken.update({
      where: { tokenHash: hashSecretToken(refreshToken) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await refresh(refreshToken)).toMatchObject({ status: 401, body: { error: 'Refresh token expired' } });
  });

  it('answers 401 for unknown or over-long tokens and 400 for missing or non-string ones, changing nothing', async () => {
    const before = await db().refreshToken.count();
    expect(await refresh('unknown-token')).toMatchObject({ status: 401, body: { error: 'Invalid refresh token' } });
    expect(await refresh('x'.repeat(513))).toMatchObject({ status: 401, body: { error: 'Invalid refresh token' } });
    expect(await refresh(undefined)).toMatchObject({ status: 400, body: { error: 'Refresh token required' } });
    expect(await refresh('')).toMatchObject({ status: 400, body: { error: 'Refresh token required' } });
    expect(await refresh(12)).toMatchObject({ status: 400, body: { error: 'refreshToken must be a string' } });
    expect(await db().refreshToken.count()).toBe(before);
  });
});

describe('POST /api/users/logout', () => {
  it('ends the session: its refresh token and access token stop working', async () => {
    const { token, refreshToken } = await createUserWithSession();
    const reply = await api('POST', '/users/logout', { body: { refreshToken } });
    expect(reply).toMatchObject({ status: 200, body: { message: 'Logout successful' } });
    expect((await refresh(refreshToken)).status).toBe(401);
    expect((await verify(token)).status).toBe(401);
  });

  it('answers 200 for an unknown token or none, and 400 for a non-string', async () => {
    expect(await api('POST', '/users/logout', { body: { refreshToken: 'nope' } })).toMatchObject({ status: 200 });
    expect(await api('POST', '/users/logout')).toMatchObject({ status: 200, body: { message: 'Logout successful' } });
    expect(await api('POST', '/users/logout', { body: { refreshToken: 5 } })).toMatchObject({
      status: 400,
      body: { error: 'refreshToken must be a string' },
    });
  });
});
