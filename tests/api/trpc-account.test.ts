import { afterEach, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { settleBackgroundTasks } from '#server/infra/background-tasks.ts';
import { db } from '#server/infra/db.ts';
import { AppError } from '#server/infra/errors.ts';
import { createInnerContext } from '#transport/trpc/init.ts';
import { createCaller } from '#transport/trpc/root.ts';
import { PASSWORD_COMPLEXITY_MESSAGE } from '#shared/accounts/password.ts';
import { createUser, createUserWithSession } from '../factories/users.ts';
import { freshAddress } from '../support/api-request.ts';
import { clearOutbox, readOutbox } from '../support/outbox.ts';

const caller = (bearer: string | null = null) => createCaller(createInnerContext({ bearer, clientAddress: freshAddress() }));

/** The TRPCError a call fails with. */
async function failure(call: Promise<unknown>): Promise<TRPCError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

afterEach(settleBackgroundTasks);

describe('tRPC account', () => {
  it('signs up, logs in, reads me, refreshes and logs out', async () => {
    const n = `${process.pid}_${Date.now()}`;
    const { user } = await caller().account.signup({ username: `trpc_${n}`, email: `TRPC_${n}@example.com`, password: 'Str0ng-pass' });
    expect(user).toEqual({ id: expect.any(Number), username: `trpc_${n}`, email: `trpc_${n}@example.com`, verified_university: null });

    const session = await caller().account.login({ email: user.email, password: 'Str0ng-pass' });
    expect(session.user).toEqual(user);
    expect(await caller(session.token).account.me()).toEqual({ user });

    const next = await caller().account.refresh({ refreshToken: session.refreshToken });
    expect(next.refreshToken).not.toBe(session.refreshToken);
    await caller().account.logout({ refreshToken: next.refreshToken });
    expect((await failure(caller(next.token).account.me())).message).toBe('Invalid token');
  });

  it('maps errors to codes with the documented texts', async () => {
    const { user } = await createUser();
    const weak = await failure(caller().account.signup({ username: 'w', email: 'w@example.com', password: 'weak' }));
    expect(weak).toMatchObject({ code: 'BAD_REQUEST', message: PASSWORD_COMPLEXITY_MESSAGE });
    const taken = await failure(caller().account.signup({ username: 'x', email: user.email, password: 'Str0ng-pass' }));
    expect(taken).toMatchObject({ code: 'CONFLICT', message: 'Email already in use' });
    const wrong = await failure(caller().account.login({ email: user.email, password: 'nope' }));
    expect(wrong).toMatchObject({ code: 'UNAUTHORIZED', message: 'Invalid email or password' });
    expect(await failure(caller().account.me())).toMatchObject({ code: 'UNAUTHORIZED', message: 'Authentication required' });
    const forgot = await failure(caller().account.forgotPassword({ email: 'bad' }));
    expect(forgot).toMatchObject({ code: 'BAD_REQUEST', message: 'Please enter a valid email address.' });
    expect((forgot.cause as AppError).extra).toEqual({ message: 'Please enter a valid email address.' });
  });

  it('resets a password through the mailed link', async () => {
    await clearOutbox();
    const { user, token } = await createUserWithSession();
    await caller().account.forgotPassword({ email: user.email });
    const [mail] = await readOutbox();
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect(await caller().account.validateResetToken({ token: resetToken })).toEqual({ valid: true });
    await caller().account.resetPassword({ token: resetToken, newPassword: 'Reset-Pass-1', confirmPassword: 'Reset-Pass-1' });
    expect((await failure(caller(token).account.me())).code).toBe('UNAUTHORIZED');
    expect((await caller().account.login({ email: user.email, password: 'Reset-Pass-1' })).user.id).toBe(user.id);
  });

  it('renames, changes the password, lists reviews and deletes the account', async () => {
    const { user, token } = await createUserWithSession();
    const me = caller(token);
    expect(await me.account.updateUsername({ username: `  trpc_renamed_${user.id} ` })).toEqual({ username: `trpc_renamed_${user.id}` });
    const mismatch = await failure(me.account.updatePassword({ newPassword: 'Aa1!aaaa', retypeNewPassword: 'Aa1!aaab' }));
    expect(mismatch).toMatchObject({ code: 'BAD_REQUEST', message: 'New passwords do not match' });
    await me.account.updatePassword({ newPassword: 'Aa1!aaaa', retypeNewPassword: 'Aa1!aaaa' });
    expect(await me.account.myReviews()).toEqual({ reviews: [] });
    expect(await me.account.deleteAccount()).toEqual({ ok: true });
    expect(await db().user.count({ where: { id: user.id } })).toBe(0);
  });
});

describe('tRPC mail', () => {
  it('stores and mails both forms, and refuses bad input', async () => {
    await clearOutbox();
    expect(
      await caller().mail.submitSchool({ name: 'T U', country: 'Testland', website: 'https://tu.example', email: 'a@example.com' }),
    ).toEqual({
      success: true,
    });
    expect(await caller().mail.contact({ name: 'A', email: 'a@example.com', subject: 'support', message: 'Hi' })).toEqual({
      success: true,
    });
    expect(await readOutbox()).toHaveLength(2);
    const bad = await failure(caller().mail.contact({ name: 'A', email: 'a@example.com', subject: 'nope' as never, message: 'Hi' }));
    expect(bad).toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid subject' });
  });
});

describe('tRPC over HTTP (/api/trpc)', () => {
  it('answers a refused input with the documented status and text, and a login with the pair', async () => {
    const { ALL } = await import('#pages/api/trpc/[trpc].ts');
    const post = (procedure: string, input: unknown) =>
      ALL({
        request: new Request(`http://localhost/api/trpc/${procedure}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(input),
        }),
        clientAddress: freshAddress(),
      } as never) as Promise<Response>;

    const weak = await post('account.signup', { username: 'h', email: 'h@example.com', password: 'weak' });
    expect(weak.status).toBe(400);
    const body = await weak.json();
    expect(body.error).toMatchObject({ message: PASSWORD_COMPLEXITY_MESSAGE, data: { httpStatus: 400 } });
    expect(JSON.stringify(body)).not.toMatch(/stack|zod/i);

    const { user, password } = await createUser();
    const ok = await post('account.login', { email: user.email, password });
    expect(ok.status).toBe(200);
    expect((await ok.json()).result.data).toMatchObject({ user, token: expect.any(String), refreshToken: expect.any(String) });
  });
});
