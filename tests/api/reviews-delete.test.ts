import { describe, expect, it } from 'vitest';
import { db } from '#server/infra/db.ts';
import { createUserWithSession } from '../factories/users.ts';
import { createUniversity } from '../factories/universities.ts';
import { createReview, ratingsOf } from '../factories/reviews.ts';
import { api } from '../support/api-request.ts';
import { assertNoSecrets } from '../support/leak-check.ts';

const remove = (id: number | string, token?: string) => api('DELETE', `/reviews/delete/${id}`, { token });

const state = async (universityId: number) => ({
  reviews: await db().review.findMany({ where: { universityId }, select: { id: true }, orderBy: { id: 'asc' } }),
  likes: await db().reviewLike.count(),
  stats: await db().universityStats.findUnique({ where: { universityId } }),
});

async function ownedReview() {
  const uni = await createUniversity();
  const owner = await createUserWithSession();
  const liker = await createUserWithSession();
  const older = await createReview({ universityId: uni.id, ratings: ratingsOf(2), createdAt: new Date(Date.UTC(2024, 0, 1)) });
  const review = await createReview({
    universityId: uni.id,
    userId: owner.user.id,
    ratings: ratingsOf(5),
    createdAt: new Date(Date.UTC(2025, 0, 1)),
    likedBy: [liker.user.id, owner.user.id],
  });
  return { uni, owner, liker, review, older };
}

describe('DELETE /api/reviews/delete/{id}', () => {
  it("deletes the owner's review with its likes and updates the aggregate", async () => {
    const { uni, owner, liker, review, older } = await ownedReview();
    const likesBefore = await db().reviewLike.count();
    const reply = await remove(review.id, owner.token);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      message: 'Review deleted successfully',
      deleted_review: { id: review.id, university_name: uni.name },
    });
    assertNoSecrets(reply.body, [owner.user.email, liker.user.email]);

    expect(await db().review.findUnique({ where: { id: review.id } })).toBeNull();
    expect(await db().reviewLike.count({ where: { reviewId: review.id } })).toBe(0);
    expect(await db().reviewLike.count()).toBe(likesBefore - 2);
    const stats = await db().universityStats.findUniqueOrThrow({ where: { universityId: uni.id } });
    expect(stats).toMatchObject({ reviewCount: 1, sumOverall: 2, sumSocialLife: 2, lastReviewAt: older.createdAt });

    const page = await api('GET', `/specificUni/${uni.id}/reviews`);
    expect(page.body.pagination.totalReviews).toBe(1);
    expect(page.body.averages.overall).toBe(2);
  });

  it("refuses another user's review with 403, changing nothing", async () => {
    const { uni, review } = await ownedReview();
    const stranger = await createUserWithSession();
    const before = await state(uni.id);
    const reply = await remove(review.id, stranger.token);
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ error: 'Access denied', message: 'You can only delete your own reviews' });
    expect(await state(uni.id)).toEqual(before);
  });

  it('refuses an anonymous review with 403, even to its unknowable author', async () => {
    const { uni, older } = await ownedReview();
    const someone = await createUserWithSession();
    const before = await state(uni.id);
    expect(await remove(older.id, someone.token)).toMatchObject({
      status: 403,
      body: { error: 'Access denied', message: 'You can only delete your own reviews' },
    });
    expect(await state(uni.id)).toEqual(before);
  });

  it('answers 404 with message for an unknown review', async () => {
    const { owner } = await ownedReview();
    expect(await remove(2147483647, owner.token)).toMatchObject({
      status: 404,
      body: { error: 'Review not found', message: 'The review you are trying to delete does not exist' },
    });
  });

  it.each(['abc', '0', '-1', '2147483648', '1.0'])('answers 400 with message for the id %j', async (id) => {
    const { owner } = await ownedReview();
    const reply = await remove(id, owner.token);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: 'Invalid review ID', message: 'Review ID must be a valid number' });
  });

  it('answers 401 without message when not logged in, changing nothing', async () => {
    const { uni, review } = await ownedReview();
    const before = await state(uni.id);
    expect((await remove(review.id)).body).toEqual({ error: 'Authentication required' });
    expect((await remove(review.id, 'garbage')).body).toEqual({ error: 'Invalid token' });
    expect(await state(uni.id)).toEqual(before);
  });

  it('deletes once when the owner sends two deletes at the same moment', async () => {
    const { uni, owner, review } = await ownedReview();
    const replies = await Promise.all([remove(review.id, owner.token), remove(review.id, owner.token)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(await db().universityStats.findUniqueOrThrow({ where: { universityId: uni.id } })).toMatchObject({
      reviewCount: 1,
      sumOverall: 2,
    });
  });
});
