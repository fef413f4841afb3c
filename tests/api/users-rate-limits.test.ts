import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '#server/infra/db.ts';
import { resetSettingsForTests } from '#server/infra/env.ts';
import { settleBackgroundTasks } from '#server/infra/background-tasks.ts';
import { createUser, createUserWithSession } from '../factories/users.ts';
import { api, freshAddress } from '../support/api-request.ts';
import { clearOutbox, readOutbox } from '../support/outbox.ts';

const TOO_MANY = 'Too many requests. Please try again later.';
const LIMITS = [
  'RATE_LIMIT_LOGIN',
  'RATE_LIMIT_LOGIN_ACCOUNT',
  'RATE_LIMIT_PASSWORD_CHANGE',
  'RATE_LIMIT_SIGNUP',
  'RATE_LIMIT_FORGOT_PASSWORD',
  'RATE_LIMIT_RESET_PASSWORD',
  'RATE_LIMIT_MAIL_FORM',
];

beforeEach(() => {
  for (const name of LIMITS) process.env[name] = '2';
  resetSettingsForTests();
});

afterEach(async () => {
  await settleBackgroundTasks();
  for (const name of LIMITS) delete process.env[name];
  resetSettingsForTests();
});

function expectLimited(reply: { status: number; body: unknown; headers: Headers }) {
  expect(reply.status).toBe(429);
  const retryAfter = Number(reply.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(900);
}

describe('rate limits', () => {
  it('login: every attempt counts per address, even with the right password', async () => {
    const { user, password } = await createUser();
    const address = freshAddress();
    const attempt = (email: string, pw: string) => api('POST', '/users/login', { body: { email, password: pw }, address });
    expect((await attempt('a@example.com', 'x')).status).toBe(401);
    expect((await attempt('b@example.com', 'x')).status).toBe(401);
    const third = await attempt(user.email, password);
    expectLimited(third);
    expect(third.body).toEqual({ error: TOO_MANY });
    expect(await db().session.count({ where: { userId: user.id } })).toBe(0);
  });

  it('login: failures from many addresses close the account to strangers, not to its owner', async () => {
    const { user, password } = await createUser();
    const home = freshAddress();
    const attempt = (pw: string, address: string) => api('POST', '/users/login', { body: { email: user.email, password: pw }, address });
    expect((await attempt(password, home)).status).toBe(200);

    // Someone guesses from ever new addresses: the account's failure limit (2) is used up.
    expect((await attempt('wrong-1', freshAddress())).status).toBe(401);
    expect((await attempt('wrong-2', freshAddress())).status).toBe(401);
    expectLimited(await attempt('wrong-3', freshAddress()));
    // A stranger is refused even with the right password: guessing has a bound per account.
    expectLimited(await attempt(password, freshAddress()));
    // The owner, from where they signed in before, still gets in.
    expect((await attempt(password, home)).status).toBe(200);
  });

  it('login: malformed attempts count nothing', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      expect((await api('POST', '/users/login', { body: { email: 'not-an-email' }, address })).status).toBe(400);
    }
    expect((await api('POST', '/users/login', { body: { email: 'a@example.com', password: 'x' }, address })).status).toBe(401);
  });

  it('keys are never longer than a short hash, whatever was sent', async () => {
    const email = `${'a'.repeat(100_000)}@example.com`;
    await api('POST', '/users/forgotPassword', { body: { email }, address: freshAddress() });
    const longest = await db().$queryRaw<{ length: bigint }[]>`SELECT MAX(LENGTH("key")) AS length FROM "RateLimitCounter"`;
    expect(Number(longest[0]!.length)).toBeLessThanOrEqual(160);
  });

  it('stops counting at the first key over its limit', async () => {
    const { user } = await createUser();
    const address = freshAddress();
    const ask = (from: string) => api('POST', '/users/forgotPassword', { body: { email: user.email }, address: from });
    await ask(address);
    await ask(address);
    expectLimited(await ask(address));
    expectLimited(await ask(address));
    // The address was over, so the email's counter stopped at 2: another address may still ask.
    const counters = await db().rateLimitCounter.findMany({ where: { key: `forgotPassword:email:${user.email}` } });
    expect(counters[0]!.count).toBe(2);
  });

  it('password changes: limited per account, and a change voids a pending reset link', async () => {
    const { user, token } = await createUserWithSession();
    await api('POST', '/users/forgotPassword', { body: { email: user.email }, address: freshAddress() });
    await settleBackgroundTasks();
    expect(await db().passwordResetToken.count({ where: { userId: user.id } })).toBe(1);
    const change = (address = freshAddress()) =>
      api('PUT', '/users/updatePassword', { token, address, body: { newPassword: 'N3w-password', retypeNewPassword: 'N3w-password' } });
    expect((await change()).status).toBe(200);
    expect(await db().passwordResetToken.count({ where: { userId: user.id } })).toBe(0);
    expect((await change()).status).toBe(200);
    expectLimited(await change());
  });

  it('signup: creates nothing once limited', async () => {
    const address = freshAddress();
    const body = (n: number) => ({
      username: `rl_${process.pid}_${n}`,
      email: `rl_${process.pid}_${n}@example.com`,
      password: 'Str0ng-pass',
    });
    expect((await api('POST', '/users/signup', { body: body(1), address })).status).toBe(201);
    expect((await api('POST', '/users/signup', { body: body(2), address })).status).toBe(201);
    const before = await db().user.count();
    const third = await api('POST', '/users/signup', { body: body(3), address });
    expectLimited(third);
    expect(third.body).toEqual({ error: TOO_MANY });
    expect(await db().user.count()).toBe(before);
  });

  it('forgotPassword: 429 carries message, per email across addresses, and mails nothing more', async () => {
    await clearOutbox();
    const { user } = await createUser();
    const ask = () => api('POST', '/users/forgotPassword', { body: { email: user.email }, address: freshAddress() });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const third = await ask();
    expectLimited(third);
    expect(third.body).toEqual({ error: TOO_MANY, message: TOO_MANY });
    expect(await readOutbox()).toHaveLength(2);
  });

  it('resetPassword: per address', async () => {
    const address = freshAddress();
    const body = { token: 'unknown', newPassword: 'Str0ng-pass', confirmPassword: 'Str0ng-pass' };
    expect((await api('POST', '/users/resetPassword', { body, address })).status).toBe(400);
    expect((await api('POST', '/users/resetPassword', { body, address })).status).toBe(400);
    expectLimited(await api('POST', '/users/resetPassword', { body, address }));
  });

  it('mail forms share the mailForm bucket and store nothing once limited', async () => {
    const address = freshAddress();
    const school = { name: 'Limit U', country: 'Testland', website: 'https://limit.example', email: 'a@example.com' };
    const contact = { name: 'N', email: 'b@example.com', subject: 'general', message: 'Hello' };
    expect((await api('POST', '/email/submit-school', { body: school, address })).status).toBe(200);
    expect((await api('POST', '/email/contact', { body: contact, address })).status).toBe(200);
    const before = [await db().schoolSubmission.count(), await db().contactMessage.count()];
    expectLimited(await api('POST', '/email/contact', { body: contact, address }));
    expectLimited(await api('POST', '/email/submit-school', { body: school, address }));
    expect([await db().schoolSubmission.count(), await db().contactMessage.count()]).toEqual(before);
  });
});
