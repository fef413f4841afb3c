import { afterEach, describe, expect, it } from 'vitest';
import { db } from '#server/infra/db.ts';
import { resetSettingsForTests } from '#server/infra/env.ts';
import { signAccessToken } from '#server/auth/access-token.ts';
import { RATING_CATEGORIES, fieldLabel } from '#shared/reviews/ratings.ts';
import { createUserWithSession, loginAs } from '../factories/users.ts';
import { createUniversity } from '../factories/universities.ts';
import { ratingsOf, reviewBody } from '../factories/reviews.ts';
import { api, freshAddress } from '../support/api-request.ts';
import { assertNoSecrets } from '../support/leak-check.ts';

const submit = (body: unknown, options: { token?: string; address?: string } = {}) =>
  api('POST', '/reviews/submit', { body, token: options.token, address: options.address ?? freshAddress() });

const snapshot = async (universityId: number) => ({
  reviews: await db().review.count(),
  stats: await db().universityStats.findUnique({ where: { universityId } }),
});

const storedReview = (id: number) =>
  db().review.findUniqueOrThrow({
    where: { id },
    select: { userId: true, universityId: true, reviewText: true, comments: true, overallRating: true, socialLifeRating: true },
  });

describe('POST /api/reviews/submit: success', () => {
  it('publishes an anonymous review without a bearer: exactly 200 and the documented shape', async () => {
    const uni = await createUniversity();
    const reply = await submit(reviewBody(uni.id, { overall_rating: 5, social_life_rating: 2 }));
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      message: 'Review submitted successfully',
      review_id: expect.any(Number),
      status: 'published',
    });
    expect(await storedReview(reply.body.review_id)).toEqual({
      userId: null,
      universityId: uni.id,
      reviewText: 'Great campus, tough exams.',
      comments: 'Bring a coat.',
      overallRating: 5,
      socialLifeRating: 2,
    });
    const stats = await db().universityStats.findUniqueOrThrow({ where: { universityId: uni.id } });
    expect(stats).toMatchObject({ reviewCount: 1, sumOverall: 5, sumSocialLife: 2, sumAcademic: 4 });
    expect(stats.lastReviewAt).not.toBeNull();
  });

  it('links the review to the bearer when not anonymous, and shows the username', async () => {
    const uni = await createUniversity();
    const { user, token } = await createUserWithSession();
    const reply = await submit(reviewBody(uni.id), { token });
    expect(reply.status).toBe(200);
    expect((await storedReview(reply.body.review_id)).userId).toBe(user.id);
    const page = await api('GET', `/specificUni/${uni.id}/reviews`);
    expect(page.body.reviews[0]).toMatchObject({ id: reply.body.review_id, username: user.username, university_name: uni.name });
    assertNoSecrets(reply.body, [user.email]);
    assertNoSecrets(page.body, [user.email]);
  });

  it('keeps the review anonymous when is_anonymous is true, even with a bearer', async () => {
    const uni = await createUniversity();
    const { token } = await createUserWithSession();
    const reply = await submit(reviewBody(uni.id, { is_anonymous: true }), { token });
    expect(reply.status).toBe(200);
    expect((await storedReview(reply.body.review_id)).userId).toBeNull();
    expect((await api('GET', `/specificUni/${uni.id}/reviews`)).body.reviews[0].username).toBeNull();
  });

  it('ignores a forged user_id and university_name', async () => {
    const uni = await createUniversity();
    const { user: victim } = await createUserWithSession();
    const { user: author, token } = await createUserWithSession();
    const forged = { user_id: victim.id, university_name: 'Fake University' };

    const anonymous = await submit(reviewBody(uni.id, forged));
    expect((await storedReview(anonymous.body.review_id)).userId).toBeNull();
    const signed = await submit(reviewBody(uni.id, { ...forged, review_text: 'Signed, with a forged user_id.' }), { token });
    expect((await storedReview(signed.body.review_id)).userId).toBe(author.id);

    const page = await api('GET', `/specificUni/${uni.id}/reviews`);
    expect(page.body.reviews.map((r: { university_name: string }) => r.university_name)).toEqual([uni.name, uni.name]);
    expect(await db().review.count({ where: { userId: victim.id } })).toBe(0);
  });

  it('accepts university_id as a string of digits, trims texts and stores blank texts as null', async () => {
    const uni = await createUniversity();
    const reply = await submit(reviewBody(String(uni.id), { review_text: '  padded  ', comments: '   ' }));
    expect(reply.status).toBe(200);
    expect(await storedReview(reply.body.review_id)).toMatchObject({ universityId: uni.id, reviewText: 'padded', comments: null });
    const bare = await submit({ university_id: uni.id, ...ratingsOf(1) });
    expect(bare.status).toBe(200);
    expect(await storedReview(bare.body.review_id)).toMatchObject({ reviewText: null, comments: null });
    const nulls = await submit(reviewBody(uni.id, { review_text: null, comments: null, is_anonymous: null }));
    expect(nulls.status).toBe(200);
  });

  it('accepts texts at their limits, counted after trimming', async () => {
    const uni = await createUniversity();
    const reply = await submit(reviewBody(uni.id, { review_text: ` ${'r'.repeat(5000)} `, comments: `\n${'c'.repeat(2000)}\n` }));
    expect(reply.status).toBe(200);
    const stored = await storedReview(reply.body.review_id);
    expect([stored.reviewText?.length, stored.comments?.length]).toEqual([5000, 2000]);
  });
});

describe('POST /api/reviews/submit: rejected requests change nothing', () => {
  const cases: [string, (universityId: number) => unknown, number, { error: string; message: string }][] = [
    [
      'an empty body',
      () => ({}),
      400,
      {
        error: 'Missing required fields',
        message: `Missing required fields: university_id, ${RATING_CATEGORIES.map((c) => c.field).join(', ')}`,
      },
    ],
    [
      'two missing ratings',
      (id) => {
        const body: Record<string, unknown> = reviewBody(id);
        delete body.food_rating;
        body.overall_rating = null;
        return body;
      },
      400,
      { error: 'Missing required fields', message: 'Missing required fields: overall_rating, food_rating' },
    ],
    [
      'a missing university_id',
      (id) => ({ ...reviewBody(id), university_id: undefined }),
      400,
      { error: 'Missing required fields', message: 'Missing required fields: university_id' },
    ],
    [
      'a rating of 0',
      (id) => reviewBody(id, { overall_rating: 0 }),
      400,
      { error: 'Validation error', message: 'Overall rating must be between 1 and 5' },
    ],
    [
      'a rating of 6',
      (id) => reviewBody(id, { social_life_rating: 6 }),
      400,
      { error: 'Validation error', message: 'Social life rating must be between 1 and 5' },
    ],
    [
      'a rating of 4.5',
      (id) => reviewBody(id, { happiness_rating: 4.5 }),
      400,
      { error: 'Validation error', message: 'Happiness rating must be between 1 and 5' },
    ],
    [
      'a rating as a string',
      (id) => reviewBody(id, { academic_rating: '4' }),
      400,
      { error: 'Validation error', message: 'Academic rating must be between 1 and 5' },
    ],
    [
      'a rating as a boolean',
      (id) => reviewBody(id, { transportation_rating: true }),
      400,
      { error: 'Validation error', message: 'Transportation rating must be between 1 and 5' },
    ],
    [
      'a review_text too long',
      (id) => reviewBody(id, { review_text: 'x'.repeat(5001) }),
      400,
      { error: 'Validation error', message: 'review_text must be at most 5000 characters' },
    ],
    [
      'comments too long',
      (id) => reviewBody(id, { comments: 'x'.repeat(2001) }),
      400,
      { error: 'Validation error', message: 'comments must be at most 2000 characters' },
    ],
    [
      'a numeric review_text',
      (id) => reviewBody(id, { review_text: 5 }),
      400,
      { error: 'review_text must be a string', message: 'review_text must be a string' },
    ],
    [
      'an array as comments',
      (id) => reviewBody(id, { comments: ['a'] }),
      400,
      { error: 'comments must be a string', message: 'comments must be a string' },
    ],
    [
      'a string is_anonymous',
      (id) => reviewBody(id, { is_anonymous: 'yes' }),
      400,
      { error: 'is_anonymous must be a boolean', message: 'is_anonymous must be a boolean' },
    ],
    [
      'a non-numeric university_id',
      (id) => reviewBody(`${id}abc`),
      400,
      { error: 'Invalid university ID', message: 'Invalid university ID' },
    ],
    ['a negative university_id', () => reviewBody(-3), 400, { error: 'Invalid university ID', message: 'Invalid university ID' }],
    ['a fractional university_id', () => reviewBody(1.5), 400, { error: 'Invalid university ID', message: 'Invalid university ID' }],
    [
      'an object as university_id',
      () => reviewBody({ id: 1 } as never),
      400,
      { error: 'Invalid university ID', message: 'Invalid university ID' },
    ],
    ['an unknown university', () => reviewBody(2147483647), 404, { error: 'University not found', message: 'University not found' }],
  ];

  it.each(cases)('answers %s with the documented error', async (_label, makeBody, status, body) => {
    const uni = await createUniversity();
    const before = await snapshot(uni.id);
    const reply = await submit(makeBody(uni.id));
    expect(reply.status).toBe(status);
    expect(reply.body).toEqual(body);
    expect(await snapshot(uni.id)).toEqual(before);
  });

  it.each([
    ['{', 'Invalid JSON body'],
    ['[1, 2]', 'Invalid JSON body'],
    ['"text"', 'Invalid JSON body'],
  ])('answers 400 for the body %j, with message', async (rawBody, error) => {
    const before = await db().review.count();
    const reply = await api('POST', '/reviews/submit', { rawBody, address: freshAddress() });
    expect(reply).toMatchObject({ status: 400, body: { error, message: error } });
    expect(await db().review.count()).toBe(before);
  });

  it('answers 413 for a body over 100 kB', async () => {
    const uni = await createUniversity();
    const reply = await submit(reviewBody(uni.id, { review_text: 'x'.repeat(101 * 1024) }));
    expect(reply).toMatchObject({ status: 413, body: { error: 'Request body too large' } });
  });

  it('answers 401 without message for a sent but invalid or expired bearer, storing nothing', async () => {
    const uni = await createUniversity();
    const { user } = await createUserWithSession();
    const { sessionId } = await loginAs(user);
    const expired = await signAccessToken({ userId: user.id, sessionId }, new Date(Date.now() - 60 * 60 * 1000));
    const before = await snapshot(uni.id);
    for (const [token, error] of [
      ['garbage', 'Invalid token'],
      ['', 'Invalid token'],
      [expired, 'Token expired'],
    ]) {
      const reply = await submit(reviewBody(uni.id), { token });
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ error });
    }
    const bareHeader = await api('POST', '/reviews/submit', {
      body: reviewBody(uni.id),
      headers: { authorization: 'Basic abc' },
      address: freshAddress(),
    });
    expect(bareHeader).toMatchObject({ status: 401, body: { error: 'Invalid token' } });
    expect(await snapshot(uni.id)).toEqual(before);
  });

  it('answers 401 "User not found" when the bearer\'s account is gone', async () => {
    const uni = await createUniversity();
    const { user, token } = await createUserWithSession();
    await db().user.delete({ where: { id: user.id } });
    expect(await submit(reviewBody(uni.id), { token })).toMatchObject({ status: 401, body: { error: 'User not found' } });
  });
});

describe('POST /api/reviews/submit: rate limit', () => {
  afterEach(() => {
    delete process.env.RATE_LIMIT_REVIEW;
    resetSettingsForTests();
  });

  it('limits per address, with Retry-After and message', async () => {
    process.env.RATE_LIMIT_REVIEW = '2';
    resetSettingsForTests();
    const uni = await createUniversity();
    const address = freshAddress();
    for (let i = 0; i < 2; i += 1)
      expect((await submit(reviewBody(uni.id, { review_text: `Within the limit, number ${i}.` }), { address })).status).toBe(200);
    const before = await db().review.count();
    const reply = await submit(reviewBody(uni.id), { address });
    expect(reply.status).toBe(429);
    expect(reply.body).toEqual({
      error: 'Too many requests. Please try again later.',
      message: 'Too many requests. Please try again later.',
    });
    expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await db().review.count()).toBe(before);
    expect((await submit(reviewBody(uni.id, { review_text: 'From another address.' }))).status).toBe(200);
  });

  it('limits per account across addresses', async () => {
    process.env.RATE_LIMIT_REVIEW = '2';
    resetSettingsForTests();
    const uni = await createUniversity();
    const { token } = await createUserWithSession();
    expect((await submit(reviewBody(uni.id), { token })).status).toBe(200);
    expect((await submit(reviewBody(uni.id, { is_anonymous: true, review_text: 'Anonymous this time.' }), { token })).status).toBe(200);
    expect((await submit(reviewBody(uni.id, { review_text: 'A third one.' }), { token })).status).toBe(429);
  });
});

describe('POST /api/reviews/submit: labels', () => {
  it.each(RATING_CATEGORIES.map((c) => c.field))('names %s in its message', async (field) => {
    const uni = await createUniversity();
    const reply = await submit(reviewBody(uni.id, { [field]: 9 }));
    expect(reply.body.message).toBe(`${fieldLabel(field)} must be between 1 and 5`);
  });
});
