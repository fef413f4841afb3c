// The islands' tRPC procedures for universities, search, reviews, likes and compare: the same
// services and the same documented texts as REST, called through createCaller.
import { describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { db } from '#server/infra/db.ts';
import { createCaller } from '#transport/trpc/root.ts';
import { createInnerContext } from '#transport/trpc/init.ts';
import { createUserWithSession } from '../factories/users.ts';
import { createUniversity } from '../factories/universities.ts';
import { createReview, ratingsOf, reviewBody } from '../factories/reviews.ts';
import { freshAddress } from '../support/api-request.ts';
import { assertNoSecrets } from '../support/leak-check.ts';

const caller = (bearer: string | null = null) => createCaller(createInnerContext({ bearer, clientAddress: freshAddress() }));

/** The TRPCError a call fails with (code and message), or throws when it succeeds. */
async function failure(promise: Promise<unknown>): Promise<{ code: string; message: string; extra: Record<string, unknown> }> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(TRPCError);
    const trpc = error as TRPCError & { cause?: { extra?: Record<string, unknown> } };
    return { code: trpc.code, message: trpc.message, extra: trpc.cause?.extra ?? {} };
  }
  throw new Error('expected the call to fail');
}

describe('tRPC universities', () => {
  it('byId, reviews, featured, suggest and search answer the REST shapes', async () => {
    const uni = await createUniversity({ name: `Trpcland Polytechnic ${process.pid}` });
    const review = await createReview({ universityId: uni.id, ratings: ratingsOf(3, { overall_rating: 5 }) });
    const api = caller();

    expect(await api.universities.byId({ id: uni.id })).toMatchObject({ id: uni.id, name: uni.name, web_pages: ['https://test.example/'] });
    expect(await api.universities.byId({ id: String(uni.id) as unknown as number })).toMatchObject({ id: uni.id });

    const page = await api.universities.reviews({ universityId: uni.id, sort: 'popular', limit: 5 });
    expect(page.reviews.map((r) => r.id)).toEqual([review.id]);
    expect(page.pagination).toEqual({ currentPage: 1, totalPages: 1, totalReviews: 1, reviewsPerPage: 5 });
    expect(page.averages.overall).toBe(5);

    expect((await api.universities.featured()).some((f) => f.id === uni.id)).toBe(true);
    expect(await api.universities.suggest({ query: 'trpcland' })).toEqual([
      { id: uni.id, name: uni.name, country: 'Testland', review_count: 1, average_rating: 5, last_review_at: expect.any(String) },
    ]);
    expect(await api.universities.search({ query: 'TP' })).toEqual(expect.arrayContaining([expect.objectContaining({ id: uni.id })]));
  });

  it('answers the documented texts for bad input and unknown ids', async () => {
    const api = caller();
    expect(await failure(api.universities.byId({ id: 0 }))).toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid university ID' });
    expect(await failure(api.universities.byId({ id: 2147483647 }))).toMatchObject({ code: 'NOT_FOUND', message: 'University not found' });
    expect(await failure(api.universities.reviews({ universityId: 1, limit: 51 }))).toMatchObject({
      message: 'limit must be an integer from 1 to 50',
    });
    expect(await failure(api.universities.reviews({ universityId: 1, page: 0 }))).toMatchObject({
      message: 'page must be a positive integer',
    });
    expect(await failure(api.universities.reviews({ universityId: 1, sort: 'top' as never }))).toMatchObject({
      message: 'sort must be one of: recent, popular, highest, lowest',
    });
    expect(await failure(api.universities.suggest({ query: '  ' }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Search query is required',
    });
    expect(await failure(api.universities.search({ query: 'x'.repeat(201) }))).toMatchObject({
      message: 'Search query must be at most 200 characters',
    });
    expect(await failure(api.universities.search(undefined as never))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Search query is required',
    });
  });
});

describe('tRPC compare', () => {
  it('answers both sides, and the documented errors', async () => {
    const one = await createUniversity();
    const two = await createUniversity();
    await createReview({ universityId: two.id, ratings: ratingsOf(2, { social_life_rating: 5 }) });
    const api = caller();
    const result = await api.compare.get({ uni1: one.id, uni2: two.id });
    expect(result.university1).toMatchObject({ id: one.id, reviewCount: 0 });
    expect(result.university2).toMatchObject({ id: two.id, reviewCount: 1, averages: expect.objectContaining({ social: 5, overall: 2 }) });

    expect(await failure(api.compare.get({ uni1: one.id } as never))).toMatchObject({ message: 'Both university IDs are required' });
    expect(await failure(api.compare.get({ uni1: one.id, uni2: one.id }))).toMatchObject({
      message: 'Cannot compare a university with itself',
    });
    expect(await failure(api.compare.get({ uni1: -1, uni2: one.id }))).toMatchObject({ message: 'Invalid university ID' });
    expect(await failure(api.compare.get({ uni1: 2147483600, uni2: 2147483601 }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'University with ID 2147483600 not found',
    });
  });
});

describe('tRPC reviews', () => {
  it('submit links the review to the caller unless anonymous, and ignores a forged user_id', async () => {
    const uni = await createUniversity();
    const { user: victim } = await createUserWithSession();
    const { user, token } = await createUserWithSession();

    const linked = await caller(token).reviews.submit(reviewBody(uni.id, { user_id: victim.id }));
    expect(linked).toEqual({ review_id: expect.any(Number), status: 'published', message: 'Review submitted successfully' });
    expect((await db().review.findUniqueOrThrow({ where: { id: linked.review_id }, select: { userId: true } })).userId).toBe(user.id);

    const anonymous = await caller(token).reviews.submit(
      reviewBody(uni.id, { is_anonymous: true, review_text: 'Posted anonymously this time.' }),
    );
    expect((await db().review.findUniqueOrThrow({ where: { id: anonymous.review_id }, select: { userId: true } })).userId).toBeNull();

    const visitor = await caller().reviews.submit(reviewBody(uni.id, { user_id: victim.id, review_text: 'Posted by a visitor.' }));
    expect((await db().review.findUniqueOrThrow({ where: { id: visitor.review_id }, select: { userId: true } })).userId).toBeNull();
    expect(await db().universityStats.findUniqueOrThrow({ where: { universityId: uni.id }, select: { reviewCount: true } })).toEqual({
      reviewCount: 3,
    });
  });

  it('submit answers the documented errors with message, and stores nothing', async () => {
    const uni = await createUniversity();
    const before = await db().review.count();
    expect(await failure(caller().reviews.submit({ university_id: uni.id } as never))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Missing required fields',
      extra: { message: expect.stringMatching(/^Missing required fields: overall_rating, /) },
    });
    expect(await failure(caller().reviews.submit(reviewBody(uni.id, { food_rating: 7 })))).toMatchObject({
      message: 'Validation error',
      extra: { message: 'Food rating must be between 1 and 5' },
    });
    expect(await failure(caller().reviews.submit(reviewBody(2147483647)))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'University not found',
    });
    expect(await failure(caller('garbage').reviews.submit(reviewBody(uni.id)))).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Invalid token',
    });
    expect(await failure(caller().reviews.submit('text' as never))).toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid JSON body' });
    expect(await db().review.count()).toBe(before);
  });

  it('toggleLike, hasLiked and likeStatus follow the caller; protected without a bearer', async () => {
    const uni = await createUniversity();
    const review = await createReview({ universityId: uni.id });
    const { token } = await createUserWithSession();
    const api = caller(token);
    expect(await api.reviews.toggleLike({ reviewId: review.id })).toEqual({ likes: 1, hasLiked: true });
    expect(await api.reviews.hasLiked({ reviewId: review.id })).toEqual({ hasLiked: true });
    expect(await api.reviews.likeStatus({ reviewIds: [review.id, 2147483647] })).toEqual({
      likes: { [review.id]: true, 2147483647: false },
    });
    expect(await api.reviews.toggleLike({ reviewId: review.id })).toEqual({ likes: 0, hasLiked: false });

    expect(await failure(caller().reviews.toggleLike({ reviewId: review.id }))).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Authentication required',
    });
    expect(await failure(api.reviews.toggleLike({ reviewId: 2147483647 }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Review not found',
    });
    expect(await failure(api.reviews.hasLiked({ reviewId: 0 }))).toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid review ID' });
    expect(await failure(api.reviews.likeStatus({ reviewIds: [] }))).toMatchObject({ message: 'reviewIds is required' });
    expect(await failure(api.reviews.likeStatus({ reviewIds: Array.from({ length: 51 }, (_, i) => i + 1) }))).toMatchObject({
      message: 'reviewIds must be 1 to 50 comma-separated IDs',
    });
  });

  it("delete removes only the caller's own review", async () => {
    const uni = await createUniversity();
    const owner = await createUserWithSession();
    const stranger = await createUserWithSession();
    const mine = await createReview({ universityId: uni.id, userId: owner.user.id });
    const anonymous = await createReview({ universityId: uni.id });

    expect(await failure(caller(stranger.token).reviews.delete({ reviewId: mine.id }))).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Access denied',
      extra: { message: 'You can only delete your own reviews' },
    });
    expect(await failure(caller(owner.token).reviews.delete({ reviewId: anonymous.id }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await failure(caller(owner.token).reviews.delete({ reviewId: 2147483647 }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Review not found',
    });
    const deleted = await caller(owner.token).reviews.delete({ reviewId: mine.id });
    expect(deleted).toEqual({ id: mine.id, university_name: uni.name });
    assertNoSecrets(deleted, [owner.user.email]);
    expect(await db().review.count({ where: { universityId: uni.id } })).toBe(1);
  });
});
