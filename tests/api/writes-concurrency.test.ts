// Checks that must still hold when the write commits, with the requests sent at the same moment.
// SQLite runs one writer at a time; on PostgreSQL (READ COMMITTED) these rely on the advisory
// locks of src/server/write-transaction.ts. The same tests run on both databases.
import { describe, expect, it } from 'vitest';
import { db } from '#server/infra/db.ts';
import { refreshSession } from '#server/auth/sessions.ts';
import { enforceRateLimit } from '#server/ratelimit/rate-limit.ts';
import { settings } from '#server/infra/env.ts';
import { STUDENT_CODE_TRIES } from '#shared/limits.ts';
import { createUserWithSession } from '../factories/users.ts';
import { createUniversity } from '../factories/universities.ts';
import { reviewBody } from '../factories/reviews.ts';
import { api, freshAddress } from '../support/api-request.ts';
import { confirm, mailedCode, unique, universityWithDomain, verify } from '../support/students.ts';
import { expectAggregateMatchesRows } from '../support/trust.ts';

const submit = (body: unknown, token?: string) => api('POST', '/reviews/submit', { body, token, address: freshAddress() });
const statuses = (replies: { status: number }[]) => replies.map((reply) => reply.status).sort();

describe('submissions at once', () => {
  it('of one account for one university: one review, and 409 Already reviewed for the others', async () => {
    const uni = await createUniversity();
    const { user, token } = await createUserWithSession();
    const replies = await Promise.all(
      [1, 2, 3, 4].map((n) => submit(reviewBody(uni.id, { review_text: `Review number ${n} of four sent at once.` }), token)),
    );
    expect(statuses(replies)).toEqual([200, 409, 409, 409]);
    expect(replies.find((reply) => reply.status === 409)!.body).toMatchObject({
      error: 'Already reviewed',
      message: 'You have already reviewed this university. You can edit your review from Saved Reviews.',
    });
    expect(await db().review.count({ where: { universityId: uni.id, userId: user.id } })).toBe(1);
    await expectAggregateMatchesRows(uni.id);
  });

  it('of the same text, anonymously: one review, and 409 Duplicate review for the other', async () => {
    const uni = await createUniversity();
    const text = `Exactly the same words, sent twice at once ${unique()}.`;
    const replies = await Promise.all([1, 2].map(() => submit(reviewBody(uni.id, { review_text: text, is_anonymous: true }))));
    expect(statuses(replies)).toEqual([200, 409]);
    expect(replies.find((reply) => reply.status === 409)!.body).toMatchObject({
      error: 'Duplicate review',
      message: 'This review has already been posted for this university.',
    });
    expect(await db().review.count({ where: { universityId: uni.id } })).toBe(1);
    await expectAggregateMatchesRows(uni.id);
  });
});

describe('student codes under concurrency', () => {
  it('wrong codes sent at once use up the tries one by one: the code is void after the last allowed one', async () => {
    const account = await createUserWithSession();
    const { domain } = await universityWithDomain();
    const email = `student${unique()}@${domain}`;
    expect((await verify(account.token, { email })).status).toBe(200);
    const code = await mailedCode(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    const replies = await Promise.all(Array.from({ length: STUDENT_CODE_TRIES * 2 }, () => confirm(account.token, { code: wrong })));
    expect(replies.every((reply) => reply.status === 400)).toBe(true);
    // Counted one after the other: the fifth wrong try voided the code; none read a stale count.
    expect(await db().studentCode.findUnique({ where: { userId: account.user.id } })).toBeNull();
    expect((await confirm(account.token, { code })).status).toBe(400);
    expect(await db().studentAddress.findUnique({ where: { userId: account.user.id } })).toBeNull();
  });

  it('two accounts confirming codes for one address at once: one is verified, the other code is no good', async () => {
    const { domain } = await universityWithDomain();
    const email = `shared${unique()}@${domain}`;
    const accounts = [await createUserWithSession(), await createUserWithSession()];
    const codes: string[] = [];
    for (const account of accounts) {
      expect((await verify(account.token, { email })).status).toBe(200);
      codes.push(await mailedCode(email));
    }
    const replies = await Promise.all(accounts.map((account, i) => confirm(account.token, { code: codes[i] })));
    expect(statuses(replies)).toEqual([200, 400]);
    // Told nothing about the address: the answer of any code that is no good.
    expect(replies.find((reply) => reply.status === 400)!.body).toMatchObject({ error: 'Invalid or expired code.' });
    expect(await db().studentAddress.count({ where: { userId: { in: accounts.map((a) => a.user.id) } } })).toBe(1);
  });
});

describe('counters and sessions under concurrency', () => {
  it('the rate limiter lets exactly the limit through when requests arrive at once', async () => {
    const limit = settings().RATE_LIMIT_REVIEW;
    const key = `concurrent-${unique()}`;
    const results = await Promise.allSettled(Array.from({ length: limit * 3 }, () => enforceRateLimit('review', [key])));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(limit);
    const counter = await db().rateLimitCounter.findUniqueOrThrow({ where: { key: `review:${key}` } });
    expect(counter.count).toBe(limit * 3);
  });

  it('one refresh token used twice at once gives one new session pair', async () => {
    const { refreshToken } = await createUserWithSession();
    const results = await Promise.allSettled([1, 2, 3].map(() => refreshSession(refreshToken)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });
});
