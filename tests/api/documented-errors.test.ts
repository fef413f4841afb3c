// Error replies the OpenAPI document lists that no other API test reached: each one observed here
// as a client gets it (tests/api/openapi.test.ts fails while a documented 4xx text is observed
// nowhere).
import { describe, expect, it } from 'vitest';
import { deleteAccount } from '#server/accounts/delete-account.ts';
import { AppError } from '#server/infra/errors.ts';
import { api, freshAddress } from '../support/api-request.ts';
import { createUserWithSession } from '../factories/users.ts';

const post = (path: string, body: unknown) => api('POST', path, { body, address: freshAddress() });

describe('documented 400s for fields of the wrong type', () => {
  it.each([
    ['/users/resetPassword', { token: 't', newPassword: 'Strong-Pass-1', confirmPassword: 5 }, 'confirmPassword must be a string'],
    ['/email/submit-school', { name: 1, country: 'c', website: 'https://a.example', email: 'a@example.com' }, 'name must be a string'],
    [
      '/email/submit-school',
      { name: 'n', country: 'c', website: ['https://a.example'], email: 'a@example.com' },
      'website must be a string',
    ],
    ['/email/contact', { name: { first: 'Ada' }, email: 'a@example.com', subject: 'general', message: 'm' }, 'name must be a string'],
    ['/email/contact', { name: 'Ada', email: 'a@example.com', subject: 7, message: 'm' }, 'subject must be a string'],
  ])('POST %s answers 400 %#', async (path, body, error) => {
    expect(await post(path, body)).toMatchObject({ status: 400, body: { error } });
  });

  it("PUT /users/updatePassword checks the retyped password's type before the bearer", async () => {
    const reply = await api('PUT', '/users/updatePassword', { body: { newPassword: 'Strong-Pass-1', retypeNewPassword: false } });
    expect(reply).toMatchObject({ status: 400, body: { error: 'retypeNewPassword must be a string' } });
  });
});

describe('usernames with invisible or control characters', () => {
  it('are refused at sign-up and when renaming, and nothing is stored', async () => {
    const error = 'Username must not contain control or invisible characters';
    const signup = await post('/users/signup', {
      username: 'ada\u200bbyron',
      email: `ada${Date.now()}@example.com`,
      password: 'Strong-Pass-1',
    });
    expect(signup).toEqual(expect.objectContaining({ status: 400, body: { error } }));

    const { token, user } = await createUserWithSession();
    const rename = await api('PUT', '/users/updateUsername', { token, body: { username: 'ada\u202ebyron' } });
    expect(rename).toEqual(expect.objectContaining({ status: 400, body: { error } }));
    expect((await api('GET', '/users/verify', { token })).body.user.username).toBe(user.username);
  });
});

describe('deleting an account that is already gone', () => {
  it('is 404 with the documented error and message', async () => {
    // As when two deletions race: the second passed the bearer check before the first removed the account.
    const { user, token } = await createUserWithSession();
    expect((await api('DELETE', '/users/delete', { token })).status).toBe(200);
    const late = await deleteAccount({ user, sessionId: 'gone' }).catch((error: unknown) => error);
    expect(late).toBeInstanceOf(AppError);
    expect(late).toMatchObject({ code: 'NOT_FOUND', message: 'User not found', extra: { message: 'The user account does not exist' } });
  });
});
