import { afterEach, describe, expect, it } from 'vitest';
import { db } from '#server/infra/db.ts';
import { resetSettingsForTests } from '#server/infra/env.ts';
import { createUserWithSession } from '../factories/users.ts';
import { createUniversity } from '../factories/universities.ts';
import { createReview } from '../factories/reviews.ts';
import { api, freshAddress } from '../support/api-request.ts';
import { assertNoSecrets } from '../support/leak-check.ts';

async function reviewWithLiker() {
  const uni = await createUniversity();
  const { user: author } = await createUserWithSession();
  const review = await createReview({ universityId: uni.id, userId: author.id });
  const liker = await createUserWithSession();
  return { review, author, liker };
}

const likeState = async (reviewId: number) => ({
  likeCount: (await db().review.findUniqueOrThrow({ where: { id: reviewId }, select: { likeCount: true } })).likeCount,
  rows: await db().reviewLike.count({ where: { reviewId } }),
});

const BAD_IDS = ['abc', '0', '-4', '2147483648', '3.0'];

describe('POST /api/reviews/{id}/like', () => {
  it('likes, then takes the like back, keeping likeCount in step with the rows', async () => {
    const { review, author, liker } = await reviewWithLiker();
    const first = await api('POST', `/reviews/${review.id}/like`, { token: liker.token, headers: { 'content-type': 'application/json' } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, likes: 1, hasLiked: true });
    expect(await likeState(review.id)).toEqual({ likeCount: 1, rows: 1 });

    const second = await api('POST', `/reviews/${review.id}/like`, { token: liker.token, body: {} });
    expect(second.body).toEqual({ success: true, likes: 0, hasLiked: false });
    expect(await likeState(review.id)).toEqual({ likeCount: 0, rows: 0 });

    assertNoSecrets(first.body, [author.email, liker.user.email]);
  });

  it("counts other users' likes in the reply", async () => {
    const { review, liker } = await reviewWithLiker();
    const other = await createUserWithSession();
    await api('POST', `/reviews/${review.id}/like`, { token: other.token });
    expect((await api('POST', `/reviews/${review.id}/like`, { token: liker.token })).body).toEqual({
      success: true,
      likes: 2,
      hasLiked: true,
    });
  });

  it.each(BAD_IDS)('answers 400 "Invalid review ID" for %j', async (id) => {
    const { liker } = await reviewWithLiker();
    expect(await api('POST', `/reviews/${id}/like`, { token: liker.token })).toMatchObject({
      status: 400,
      body: { error: 'Invalid review ID' },
    });
  });

  it('answers 404 "Review not found" for an unknown review, creating nothing', async () => {
    const { liker } = await reviewWithLiker();
    const before = await db().reviewLike.count();
    expect(await api('POST', '/reviews/2147483647/like', { token: liker.token })).toMatchObject({
      status: 404,
      body: { error: 'Review not found' },
    });
    expect(await db().reviewLike.count()).toBe(before);
  });

  it('answers 401 without a valid bearer, changing nothing', async () => {
    const { review } = await reviewWithLiker();
    expect(await api('POST', `/reviews/${review.id}/like`)).toMatchObject({ status: 401, body: { error: 'Authentication required' } });
    const garbage = await api('POST', `/reviews/${review.id}/like`, { token: 'garbage' });
    expect(garbage.status).toBe(401);
    expect(garbage.body).toEqual({ error: 'Invalid token' });
    expect(await likeState(review.id)).toEqual({ likeCount: 0, rows: 0 });
  });

  it('answers 400 for a malformed body and 413 for a huge one, changing nothing', async () => {
    const { review, liker } = await reviewWithLiker();
    expect(await api('POST', `/reviews/${review.id}/like`, { token: liker.token, rawBody: '{oops' })).toMatchObject({
      status: 400,
      body: { error: 'Invalid JSON body' },
    });
    expect(await api('POST', `/reviews/${review.id}/like`, { token: liker.token, body: { pad: 'x'.repeat(110_000) } })).toMatchObject({
      status: 413,
    });
    expect(await likeState(review.id)).toEqual({ likeCount: 0, rows: 0 });
  });
});

describe('likes rate limit', () => {
  afterEach(() => {
    delete process.env.RATE_LIMIT_LIKE;
    resetSettingsForTests();
  });

  it('limits toggles per account across addresses, with Retry-After', async () => {
    process.env.RATE_LIMIT_LIKE = '3';
    resetSettingsForTests();
    const { review, liker } = await reviewWithLiker();
    for (let i = 0; i < 3; i += 1) {
      expect((await api('POST', `/reviews/${review.id}/like`, { token: liker.token, address: freshAddress() })).status).toBe(200);
    }
    const limited = await api('POST', `/reviews/${review.id}/like`, { token: liker.token, address: freshAddress() });
    expect(limited).toMatchObject({ status: 429, body: { error: 'Too many requests. Please try again later.' } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await likeState(review.id)).toEqual({ likeCount: 1, rows: 1 });
  });
});

describe('GET /api/reviews/{id}/hasLiked', () => {
  it('tells the caller their own state; false for an unknown review', async () => {
    const { review, liker } = await reviewWithLiker();
    const other = await createUserWithSession();
    expect(await api('GET', `/reviews/${review.id}/hasLiked`, { token: liker.token })).toMatchObject({
      status: 200,
      body: { hasLiked: false },
    });
    await api('POST', `/reviews/${review.id}/like`, { token: liker.token });
    expect((await api('GET', `/reviews/${review.id}/hasLiked`, { token: liker.token })).body).toEqual({ hasLiked: true });
    expect((await api('GET', `/reviews/${review.id}/hasLiked`, { token: other.token })).body).toEqual({ hasLiked: false });
    expect((await api('GET', '/reviews/2147483647/hasLiked', { token: liker.token })).body).toEqual({ hasLiked: false });
  });

  it('answers 400 and 401', async () => {
    const { review, liker } = await reviewWithLiker();
    expect(await api('GET', '/reviews/x/hasLiked', { token: liker.token })).toMatchObject({
      status: 400,
      body: { error: 'Invalid review ID' },
    });
    expect(await api('GET', `/reviews/${review.id}/hasLiked`)).toMatchObject({ status: 401, body: { error: 'Authentication required' } });
  });
});

describe('GET /api/reviews/bulk-like-status', () => {
  it('answers one key per requested id, false for unknown ids', async () => {
    const { review, liker } = await reviewWithLiker();
    const uni = await createUniversity();
    const other = await createReview({ universityId: uni.id });
    await api('POST', `/reviews/${review.id}/like`, { token: liker.token });
    const reply = await api('GET', `/reviews/bulk-like-status?reviewIds=${review.id},${other.id},2147483647`, { token: liker.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ likes: { [review.id]: true, [other.id]: false, 2147483647: false } });
    const spaced = await api('GET', `/reviews/bulk-like-status?reviewIds=${encodeURIComponent(` ${review.id} , ${other.id}`)}`, {
      token: liker.token,
    });
    expect(spaced.body).toEqual({ likes: { [review.id]: true, [other.id]: false } });
  });

  it('accepts 50 ids', async () => {
    const { liker } = await reviewWithLiker();
    const ids = Array.from({ length: 50 }, (_, i) => i + 1);
    const reply = await api('GET', `/reviews/bulk-like-status?reviewIds=${ids.join(',')}`, { token: liker.token });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body.likes)).toHaveLength(50);
  });

  it.each([
    ['', 'reviewIds is required'],
    ['reviewIds=', 'reviewIds is required'],
    ['reviewIds=%20', 'reviewIds is required'],
    [`reviewIds=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`, 'reviewIds must be 1 to 50 comma-separated IDs'],
    ['reviewIds=1,abc', 'reviewIds must be 1 to 50 comma-separated IDs'],
    ['reviewIds=1,,2', 'reviewIds must be 1 to 50 comma-separated IDs'],
    ['reviewIds=0', 'reviewIds must be 1 to 50 comma-separated IDs'],
    ['reviewIds=-1', 'reviewIds must be 1 to 50 comma-separated IDs'],
  ])('answers 400 for %j', async (query, error) => {
    const { liker } = await reviewWithLiker();
    expect(await api('GET', `/reviews/bulk-like-status?${query}`, { token: liker.token })).toMatchObject({ status: 400, body: { error } });
  });

  it('answers 401 without a bearer', async () => {
    expect(await api('GET', '/reviews/bulk-like-status?reviewIds=1')).toMatchObject({
      status: 401,
      body: { error: 'Authentication required' },
    });
  });
});
