import { beforeEach, describe, expect, it } from 'vitest';
import { hashSecretToken } from '#server/auth/secret-tokens.ts';
import { db } from '#server/infra/db.ts';
import { PASSWORD_COMPLEXITY_MESSAGE } from '#shared/accounts/password.ts';
import { createUser, createUserWithSession, loginAs } from '../factories/users.ts';
import { api, freshAddress } from '../support/api-request.ts';
import { clearOutbox, readOutbox } from '../support/outbox.ts';

const GENERIC = "If an account with that email exists, we've sent you a password reset link.";
const NEW_PASSWORD = 'Brand-new-Pass9';
/** Stands for the live token of the test's user. */
const LIVE = 'LIVE-TOKEN';

const forgot = (body: unknown) => api('POST', '/users/forgotPassword', { body, address: freshAddress() });
const validate = (token: unknown) => api('POST', '/users/validateResetToken', { body: { token } });
const reset = (body: unknown) => api('POST', '/users/resetPassword', { body, address: freshAddress() });
const login = (email: string, password: string) => api('POST', '/users/login', { body: { email, password }, address: freshAddress() });

/** Asks for a reset and returns the token from the mailed link. */
async function mailedToken(email: string): Promise<string> {
  await clearOutbox();
  expect((await forgot({ email })).status).toBe(200);
  const mails = await readOutbox();
  expect(mails).toHaveLength(1);
  const link = /http:\/\/localhost:4321\/resetPassword\?token=([A-Za-z0-9_-]+)/.exec(mails[0]!.text);
  expect(link).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

beforeEach(clearOutbox);

describe('POST /api/users/forgotPassword', () => {
  it('mails a link with a 60-minute token stored only as its hash', async () => {
    const { user } = await createUser();
    const reply = await forgot({ email: user.email.toUpperCase() });
    expect(reply).toMatchObject({ status: 200, body: { message: GENERIC } });
    const mails = await readOutbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(user.email);
    expect(mails[0]!.contentType).toMatch(/^text\/plain/);
    const token = /resetPassword\?token=([A-Za-z0-9_-]+)/.exec(mails[0]!.text)![1]!;
    expect(token).toHaveLength(43); // 256 bits, base64url
    const rows = await db().passwordResetToken.findMany({ where: { userId: user.id }, select: { tokenHash: true, expiresAt: true } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashSecretToken(token));
    const minutes = (rows[0]!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('answers the same for an unknown email and mails nothing', async () => {
    const before = await db().passwordResetToken.count();
    const reply = await forgot({ email: 'nobody-here@example.com' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: GENERIC });
    expect(await readOutbox()).toEqual([]);
    expect(await db().passwordResetToken.count()).toBe(before);
  });

  it('replaces an older token with a newer one', async () => {
    const { user } = await createUser();
    const first = await mailedToken(user.email);
    const second = await mailedToken(user.email);
    expect(await validate(first)).toMatchObject({ status: 400, body: { error: 'Invalid or expired reset token' } });
    expect(await validate(second)).toMatchObject({ status: 200, body: { message: 'Token is valid' } });
    expect(await db().passwordResetToken.count({ where: { userId: user.id } })).toBe(1);
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: '   ' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ email: 7 }, 'email must be a string'],
  ])('answers 400 with error and message for %j, mailing nothing', async (body, text) => {
    const reply = await forgot(body);
    expect(reply).toMatchObject({ status: 400, body: { error: text, message: text } });
    expect(await readOutbox()).toEqual([]);
  });
});

describe('POST /api/users/validateResetToken', () => {
  it('accepts a live token without using it up', async () => {
    const { user } = await createUser();
    const token = await mailedToken(user.email);
    expect(await validate(token)).toMatchObject({ status: 200, body: { message: 'Token is valid' } });
    expect(await validate(token)).toMatchObject({ status: 200 });
  });

  it('answers the documented 400s', async () => {
    const { user } = await createUser();
    const token = await mailedToken(user.email);
    expect(await validate(undefined)).toMatchObject({ status: 400, body: { error: 'Token is required' } });
    expect(await validate('')).toMatchObject({ status: 400, body: { error: 'Token is required' } });
    expect(await validate(1)).toMatchObject({ status: 400, body: { error: 'token must be a string' } });
    expect(await validate('garbage')).toMatchObject({ status: 400, body: { error: 'Invalid or expired reset token' } });
    expect(await validate('x'.repeat(600))).toMatchObject({ status: 400, body: { error: 'Invalid or expired reset token' } });
    await db().passwordResetToken.update({ where: { tokenHash: hashSecretToken(token) }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect(await validate(token)).toMatchObject({ status: 400, body: { error: 'Reset link has expired' } });
  });
});

describe('POST /api/users/resetPassword', () => {
  it('sets the password, works once, and signs out every session', async () => {
    const { user, password, token: bearer, refreshToken } = await createUserWithSession();
    const other = await loginAs(user);
    const token = await mailedToken(user.email);
    const reply = await reset({ token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(reply).toMatchObject({ status: 200, body: { message: 'Password reset successfully. Please login with your new password.' } });

    expect((await login(user.email, password)).status).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
    for (const rt of [refreshToken, other.refreshToken]) {
      expect(await api('POST', '/users/refresh', { body: { refreshToken: rt } })).toMatchObject({ status: 401 });
    }
    expect(await api('GET', '/users/verify', { token: bearer })).toMatchObject({ status: 401, body: { error: 'Invalid token' } });

    const again = await reset({ token, newPassword: 'Another-Pass1', confirmPassword: 'Another-Pass1' });
    expect(again).toMatchObject({ status: 400, body: { error: 'Invalid or expired reset token' } });
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
    expect(await validate(token)).toMatchObject({ status: 400, body: { error: 'Invalid or expired reset token' } });
  });

  it('refuses an expired token and changes nothing', async () => {
    const { user, password, refreshToken } = await createUserWithSession();
    const token = await mailedToken(user.email);
    await db().passwordResetToken.update({
      where: { tokenHash: hashSecretToken(token) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const reply = await reset({ token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(reply).toMatchObject({ status: 400, body: { error: 'Reset token has expired. Please request a new one.' } });
    expect((await login(user.email, password)).status).toBe(200);
    expect(await api('POST', '/users/refresh', { body: { refreshToken } })).toMatchObject({ status: 200 });
  });

  it.each([
    [{ token: 't', newPassword: NEW_PASSWORD }, 'All fields are required'],
    [{ token: '', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'All fields are required'],
    [{ token: LIVE, newPassword: 'weak', confirmPassword: 'weaker' }, 'Passwords do not match'],
    [{ token: LIVE, newPassword: 'weak', confirmPassword: 'weak' }, PASSWORD_COMPLEXITY_MESSAGE],
    [{ token: 'bogus', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'Invalid or expired reset token'],
    [{ token: 5, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'token must be a string'],
  ])('answers 400 for %j in the documented order, changing nothing', async (body, error) => {
    const { user } = await createUser();
    const token = await mailedToken(user.email);
    const hashBefore = await db().user.findUnique({ where: { id: user.id }, select: { passwordHash: true } });
    const reply = await reset(body.token === LIVE ? { ...body, token } : body);
    expect(reply).toMatchObject({ status: 400, body: { error } });
    expect(await db().user.findUnique({ where: { id: user.id }, select: { passwordHash: true } })).toEqual(hashBefore);
    expect(await validate(token)).toMatchObject({ status: 200 });
  });
});
