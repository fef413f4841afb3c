import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/server/db.ts';
import { resetSettingsForTests } from '../../src/server/env.ts';
import { settleBackgroundTasks } from '../../src/server/background-tasks.ts';
import { createUser } from '../factories/users.ts';
import { api, freshAddress } from '../support/api-request.ts';
import { clearOutbox, readOutbox } from '../support/outbox.ts';

const TOO_MANY = 'Too many requests. Please try again later.';
const LIMITS = ['RATE_LIMIT_LOGIN', 'RATE_LIMIT_SIGNUP', 'RATE_LIMIT_FORGOT_PASSWORD', 'RATE_LIMIT_RESET_PASSWORD', 'RATE_LIMIT_MAIL_FORM'];

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
  it('login: per address, then per email from other addresses, even with the right password', async () => {
    const { user, password } = await createUser();
    const address = freshAddress();
    const attempt = (email: string, pw: string, from = address) => api('POST', '/users/login', { body: { email, password: pw }, address: from });
    expect((await attempt('a@example.com', 'x')).status).toBe(401);
    expect((await attempt('b@example.com', 'x')).status).toBe(401);
    const third = await attempt(user.email, password);
    expectLimited(third);
    expect(third.body).toEqual({ error: TOO_MANY });

    // The same email from fresh addresses: two more tries count against the email.
    const other = await createUser();
    expect((await attempt(other.user.email, 'wrong', freshAddress())).status).toBe(401);
    expect((await attempt(other.user.email, 'wrong', freshAddress())).status).toBe(401);
    expectLimited(await attempt(other.user.email, other.password, freshAddress()));
    expect(await db().session.count({ where: { userId: { in: [user.id, other.user.id] } } })).toBe(0);
  });

  it('signup: creates nothing once limited', async () => {
    const address = freshAddress();
    const body = (n: number) => ({ username: `rl_${process.pid}_${n}`, email: `rl_${process.pid}_${n}@example.com`, password: 'Str0ng-pass' });
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
