// U+0000 is refused once, where input enters REST or tRPC, before any service runs: PostgreSQL
// text cannot store it (this file runs on both databases). Each call answers 400 with the one
// text, and stores nothing; the same input without the NUL goes through.
import { afterEach, describe, expect, it } from 'vitest';
import type { APIContext } from 'astro';
import { settleBackgroundTasks } from '#server/infra/background-tasks.ts';
import { db } from '#server/infra/db.ts';
import { TEXT_WITH_NUL } from '#shared/site/messages.ts';
import { ALL as trpcMount } from '#pages/api/trpc/[trpc].ts';
import { createInnerContext } from '#transport/trpc/init.ts';
import { createCaller } from '#transport/trpc/root.ts';
import { createUser, createUserWithSession } from '../factories/users.ts';
import { createUniversity } from '../factories/universities.ts';
import { createReview, reviewBody } from '../factories/reviews.ts';
import { api, freshAddress } from '../support/api-request.ts';
import { clearOutbox, readOutbox } from '../support/outbox.ts';

const NUL = '\u0000';
const post = (path: string, body: unknown, token?: string) => api('POST', path, { body, token, address: freshAddress() });
const unique = () => `${process.pid.toString(36)}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A tRPC call through its mount point, as the islands send it. */
async function trpc(procedure: string, input: unknown, bearer?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  const context = {
    request: new Request(`http://localhost/api/trpc/${procedure}`, { method: 'POST', headers, body: JSON.stringify(input) }),
    clientAddress: freshAddress(),
  } as unknown as APIContext;
  const response = await trpcMount(context);
  return { status: response.status, body: await response.json() };
}

afterEach(settleBackgroundTasks);

describe('U+0000 over REST', () => {
  it('refuses a review submission holding one (with the call’s message), and stores nothing', async () => {
    const uni = await createUniversity();
    const before = await db().review.count({ where: { universityId: uni.id } });
    const reply = await post('/reviews/submit', reviewBody(uni.id, { review_text: `Great${NUL} campus` }));
    expect(reply).toMatchObject({ status: 400, body: { error: TEXT_WITH_NUL, message: TEXT_WITH_NUL } });
    expect(await db().review.count({ where: { universityId: uni.id } })).toBe(before);
    // The same review without it is posted.
    expect((await post('/reviews/submit', reviewBody(uni.id, { review_text: 'Great campus' }))).status).toBe(200);
    expect(await db().review.count({ where: { universityId: uni.id } })).toBe(before + 1);
  });

  it('refuses a signup holding one in any field, and creates no account', async () => {
    const name = unique();
    const body = { username: `nul_${name}`, email: `nul_${name}@example.com`, password: 'Strong-Pass-1' };
    for (const field of ['username', 'email', 'password'] as const) {
      const reply = await post('/users/signup', { ...body, [field]: `${body[field]}${NUL}x` });
      expect(reply, field).toMatchObject({ status: 400, body: { error: TEXT_WITH_NUL } });
    }
    expect(await db().user.count({ where: { username: { startsWith: `nul_${name}` } } })).toBe(0);
    expect((await post('/users/signup', body)).status).toBe(201);
    expect(await db().user.count({ where: { username: `nul_${name}` } })).toBe(1);
  });

  it('refuses a contact message holding one, and neither stores nor mails it', async () => {
    await clearOutbox();
    const contact = { name: 'Ada', email: 'ada@example.com', subject: 'general', message: `Hello${NUL}` };
    const before = await db().contactMessage.count();
    expect(await post('/email/contact', contact)).toMatchObject({ status: 400, body: { error: TEXT_WITH_NUL } });
    expect(await db().contactMessage.count()).toBe(before);
    expect(await readOutbox()).toEqual([]);
    expect((await post('/email/contact', { ...contact, message: 'Hello' })).status).toBe(200);
    expect(await db().contactMessage.count()).toBe(before + 1);
  });

  it('refuses one in a JSON key, however deep, and keeps a written-out "\\u0000" as text', async () => {
    const { token } = await createUserWithSession();
    const deep = `${'['.repeat(20_000)}{"k\\u0000":1}${']'.repeat(20_000)}`;
    const reply = await api('PUT', '/users/updateUsername', { token, rawBody: `{"username":"x","deep":${deep}}` });
    expect(reply).toMatchObject({ status: 400, body: { error: TEXT_WITH_NUL } });
    // A backslash, then "u0000": six ordinary characters.
    const uni = await createUniversity();
    const text = String.raw`printf("\u0000")`;
    const posted = await post('/reviews/submit', reviewBody(uni.id, { review_text: text }));
    expect(posted.status).toBe(200);
    expect((await db().review.findUniqueOrThrow({ where: { id: posted.body.review_id } })).reviewText).toBe(text);
  });

  it('refuses one in a query parameter or a path segment before the call runs', async () => {
    await createUniversity({ name: `Nulltown College ${process.pid}` });
    expect(await api('GET', '/searchUniversity/limit?query=Null%00town')).toMatchObject({ status: 400, body: { error: TEXT_WITH_NUL } });
    expect((await api('GET', '/searchUniversity/limit?query=Nulltown')).body).toHaveLength(1);
    expect(await api('GET', '/specificUni/1%00')).toMatchObject({ status: 400, body: { error: TEXT_WITH_NUL } });
    // An escaped percent sign is text, not U+0000.
    expect(await api('GET', '/searchUniversity/limit?query=Null%2500town')).toMatchObject({ status: 200, body: [] });
  });

  it('refuses a login holding one before anything is counted, as over tRPC', async () => {
    const { user, password } = await createUser();
    const address = freshAddress();
    const login = (email: string) => api('POST', '/users/login', { body: { email, password }, address });
    // More than the login limit: none of them is counted against the address.
    for (let i = 0; i < 12; i++) {
      expect(await login(`${user.email}${NUL}`)).toMatchObject({ status: 400, body: { error: TEXT_WITH_NUL } });
    }
    expect((await login(user.email)).status).toBe(200);
    expect(await trpc('account.login', { email: `${NUL}${user.email}`, password })).toMatchObject({
      status: 400,
      body: { error: { message: TEXT_WITH_NUL, data: { code: 'BAD_REQUEST', httpStatus: 400 } } },
    });
  });
});

describe('U+0000 over tRPC', () => {
  it('refuses a mutation holding one through the mount point, and stores nothing', async () => {
    const uni = await createUniversity();
    const { token } = await createUserWithSession();
    const review = await createReview({ universityId: uni.id });
    const reportsBefore = await db().reviewReport.count({ where: { reviewId: review.id } });
    const report = { reviewId: review.id, reason: 'spam', note: `Buy now${NUL}` };
    const refused = await trpc('reviews.report', report, token);
    expect(refused).toMatchObject({ status: 400, body: { error: { message: TEXT_WITH_NUL, data: { httpStatus: 400 } } } });
    expect(await db().reviewReport.count({ where: { reviewId: review.id } })).toBe(reportsBefore);
    expect((await trpc('reviews.report', { ...report, note: 'Buy now' }, token)).status).toBe(200);
    expect(await db().reviewReport.count({ where: { reviewId: review.id } })).toBe(reportsBefore + 1);
  });

  it('refuses it in signup, a contact message and a review submission called directly, before any service', async () => {
    const caller = createCaller(createInnerContext({ clientAddress: freshAddress() }));
    const name = unique();
    const refused = (call: Promise<unknown>) =>
      call.then(
        () => 'succeeded',
        (error: { code?: string; message?: string }) => `${error.code} ${error.message}`,
      );
    const signup = { username: `tnul_${name}`, email: `tnul_${name}@example.com`, password: 'Strong-Pass-1' };
    expect(await refused(caller.account.signup({ ...signup, username: `tnul_${name}${NUL}` }))).toBe(`BAD_REQUEST ${TEXT_WITH_NUL}`);
    const contact = { name: `Ada${NUL}`, email: 'ada@example.com', subject: 'general' as const, message: 'Hello' };
    const contactsBefore = await db().contactMessage.count();
    expect(await refused(caller.mail.contact(contact))).toBe(`BAD_REQUEST ${TEXT_WITH_NUL}`);
    const uni = await createUniversity();
    const submission = reviewBody(uni.id, { comments: `Bring a coat${NUL}` });
    expect(await refused(caller.reviews.submit(submission as never))).toBe(`BAD_REQUEST ${TEXT_WITH_NUL}`);
    expect(await db().user.count({ where: { username: { startsWith: `tnul_${name}` } } })).toBe(0);
    expect(await db().contactMessage.count()).toBe(contactsBefore);
    expect(await db().review.count({ where: { universityId: uni.id } })).toBe(0);

    expect(await refused(caller.account.signup(signup))).toBe('succeeded');
    expect(await refused(caller.mail.contact({ ...contact, name: 'Ada' }))).toBe('succeeded');
    expect(await refused(caller.reviews.submit(reviewBody(uni.id) as never))).toBe('succeeded');
  });
});
