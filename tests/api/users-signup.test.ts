import { describe, expect, it } from 'vitest';
import { db } from '#server/infra/db.ts';
import { PASSWORD_COMPLEXITY_MESSAGE } from '#shared/accounts/password.ts';
import { createUser } from '../factories/users.ts';
import { api, freshAddress } from '../support/api-request.ts';
import { assertNoSecrets } from '../support/leak-check.ts';
import { USERNAME_CHARACTERS_MESSAGE } from '#shared/accounts/username.ts';

let n = 0;
const fields = () => {
  n += 1;
  return { username: `signup_${process.pid}_${n}`, email: `signup_${process.pid}_${n}@example.com`, password: 'Str0ng-pass' };
};

const signup = (body: unknown) => api('POST', '/users/signup', { body, address: freshAddress() });

describe('POST /api/users/signup', () => {
  it('creates the account and answers 201 with the caller-only User, no tokens', async () => {
    const input = { ...fields(), email: '  Mixed.Case@Example.COM ', username: '  spaced name  ' };
    const reply = await signup(input);
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      message: 'User created successfully',
      user: { id: expect.any(Number), username: 'spaced name', email: 'mixed.case@example.com', verified_university: null },
    });
    assertNoSecrets(reply.body);
    const row = await db().user.findUnique({ where: { id: reply.body.user.id }, select: { email: true, passwordHash: true } });
    expect(row?.email).toBe('mixed.case@example.com');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(input.password);
  });

  it.each([
    ['a missing field', { username: 'x', email: 'x@example.com' }, 'All fields are required'],
    ['a blank field', { username: '   ', email: 'x@example.com', password: 'Str0ng-pass' }, 'All fields are required'],
    ['a null field', { username: 'x', email: null, password: 'Str0ng-pass' }, 'All fields are required'],
    ['presence before email', { username: '', email: 'bad', password: 'weak' }, 'All fields are required'],
    ['a bad email', { username: 'x', email: 'not-an-email', password: 'weak' }, 'Please enter a valid email address.'],
    ['a one-letter TLD', { username: 'x', email: 'a@b.c', password: 'Str0ng-pass' }, 'Please enter a valid email address.'],
    [
      'an email over 254',
      { username: 'x', email: `${'a'.repeat(250)}@b.com`, password: 'Str0ng-pass' },
      'Please enter a valid email address.',
    ],
    ['a weak password', { username: 'x', email: 'x@example.com', password: 'password' }, PASSWORD_COMPLEXITY_MESSAGE],
    ['a password over 256', { username: 'x', email: 'x@example.com', password: `Aa1!${'a'.repeat(253)}` }, PASSWORD_COMPLEXITY_MESSAGE],
    [
      'a long username',
      { username: 'u'.repeat(256), email: 'x@example.com', password: 'Str0ng-pass' },
      'Username must be at most 255 characters',
    ],
    ['a number for username', { username: 42, email: 'x@example.com', password: 'Str0ng-pass' }, 'username must be a string'],
    [
      'a zero-width space in the username',
      { username: 'ad\u200Ba', email: 'x@example.com', password: 'Str0ng-pass' },
      USERNAME_CHARACTERS_MESSAGE,
    ],
    [
      'a direction override in the username',
      { username: '\u202Enimda', email: 'x@example.com', password: 'Str0ng-pass' },
      USERNAME_CHARACTERS_MESSAGE,
    ],
    [
      'a control character in the username',
      { username: 'ada\u0007', email: 'x@example.com', password: 'Str0ng-pass' },
      USERNAME_CHARACTERS_MESSAGE,
    ],
  ])('answers 400 for %s and stores nothing', async (_, body, message) => {
    const before = await db().user.count();
    const reply = await signup(body);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: message });
    expect(await db().user.count()).toBe(before);
  });

  it('stores usernames in one Unicode form (NFC)', async () => {
    const base = fields();
    const decomposed = `${base.username}_Jose\u0301`;
    const reply = await signup({ ...base, username: decomposed });
    expect(reply.status).toBe(201);
    expect(reply.body.user.username).toBe(`${base.username}_Jos\u00E9`);
    const again = await signup({ ...fields(), username: `${base.username}_Jos\u00E9` });
    expect(again).toMatchObject({ status: 409, body: { error: 'Username already taken' } });
  });

  it('accepts passwords meeting exactly 3 of the 5 criteria, with only the listed special characters', async () => {
    expect((await signup({ ...fields(), password: 'abcdefgh1' })).status).toBe(201); // length, lower, digit
    expect((await signup({ ...fields(), password: 'ab!1' })).status).toBe(201); // lower, special, digit
    expect((await signup({ ...fields(), password: 'abcdefg_' })).status).toBe(400); // '_' is not special: 2
    expect((await signup({ ...fields(), password: 'abc-de1' })).status).toBe(400); // '-' is not special: 2
  });

  it('answers 400 for malformed JSON and a non-object body', async () => {
    const bad = await api('POST', '/users/signup', { rawBody: '{"username":', address: freshAddress() });
    expect(bad).toMatchObject({ status: 400, body: { error: 'Invalid JSON body' } });
    const list = await api('POST', '/users/signup', { rawBody: '[1]', address: freshAddress() });
    expect(list).toMatchObject({ status: 400, body: { error: 'Invalid JSON body' } });
  });

  it('answers 409 for a taken email (in any case) before a taken username', async () => {
    const { user } = await createUser();
    const before = await db().user.count();
    const both = await signup({ username: user.username, email: user.email.toUpperCase(), password: 'Str0ng-pass' });
    expect(both).toMatchObject({ status: 409, body: { error: 'Email already in use' } });
    const name = await signup({ ...fields(), username: user.username });
    expect(name).toMatchObject({ status: 409, body: { error: 'Username already taken' } });
    expect(name.body.message).toBeUndefined();
    expect(await db().user.count()).toBe(before);
  });

  it('ignores unknown fields such as user_id', async () => {
    const reply = await signup({ ...fields(), user_id: 1, id: 99999 });
    expect(reply.status).toBe(201);
    expect(reply.body.user.id).not.toBe(99999);
  });
});

describe('request limits on account calls', () => {
  it('answers 413 for a body over 100 kB and stores nothing', async () => {
    const before = await db().user.count();
    const reply = await signup({ ...fields(), padding: 'x'.repeat(101 * 1024) });
    expect(reply).toMatchObject({ status: 413, body: { error: 'Request body too large' } });
    expect(await db().user.count()).toBe(before);
  });

  it('answers 405 for a wrong method on a known path', async () => {
    expect((await api('GET', '/users/signup')).status).toBe(405);
  });
});
