// Appeals (docs/rules/api-contract.md#appeal-a-removal) and the author's view
// (docs/rules/trust-and-moderation.md#appeals, #who-sees-what): every status and text, own reviews
// (docs/rules/api-contract.md#own-reviews) with status and removal reason, deletes whatever the
// status, and likes on a review that is not published; the aggregate checked against the rows
// throughout.
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '#server/infra/db.ts';
import { settleBackgroundTasks } from '#server/infra/background-tasks.ts';
import { createUserWithSession } from '../factories/users.ts';
import { createUniversity } from '../factories/universities.ts';
import { reviewBody } from '../factories/reviews.ts';
import { api, freshAddress } from '../support/api-request.ts';
import { authoredReview, expectAggregateMatchesRows, removedReview, trpcAs } from '../support/trust.ts';

const appeal = (reviewId: number | string, body: unknown, token?: string) => api('POST', `/reviews/${reviewId}/appeal`, { body, token });

/** The `appealed` mark of the review in its author's own list (docs/rules/api-contract.md#own-reviews). */
async function appealedInOwnList(reviewId: number, token: string) {
  const reply = await api('GET', '/users/getReviews', { token });
  return (reply.body.reviews as { id: number; appealed: boolean }[]).find((r) => r.id === reviewId)?.appealed;
}

// Removal mails go out after the reply: each test waits for its own.
afterEach(settleBackgroundTasks);

describe('POST /api/reviews/{id}/appeal', () => {
  it('puts a removed review back in the queue, held, with the appeal among its flags; once', async () => {
    const { uni, author, review, moderator } = await removedReview();
    expect((await expectAggregateMatchesRows(uni.id)).reviewCount).toBe(1);
    expect(await appealedInOwnList(review.id, author.token)).toBe(false);
    const reply = await appeal(review.id, { message: '  I named nobody; the lecturer is public.  ' }, author.token);
    expect(reply).toMatchObject({ status: 200, body: { success: true, status: 'held' } });
    expect((await expectAggregateMatchesRows(uni.id)).reviewCount).toBe(1);
    expect(await appealedInOwnList(review.id, author.token)).toBe(true);
    const queue = (await api('GET', '/moderation/queue', { token: moderator.token })).body.items;
    expect(queue.find((item: { review: { id: number } }) => item.review.id === review.id).flags).toContain(
      'appeal: I named nobody; the lecturer is public.',
    );
    expect(await appeal(review.id, { message: 'Again.' }, author.token)).toMatchObject({
      status: 409,
      body: { error: 'You have already appealed this decision' },
    });

    // Removed again: still only one appeal. Published: back in the aggregate.
    await api('POST', `/moderation/reviews/${review.id}`, {
      token: moderator.token,
      body: { action: 'remove', reason: 'Still names a lecturer.' },
    });
    expect(await appealedInOwnList(review.id, author.token)).toBe(true);
    expect(await appeal(review.id, { message: 'Please.' }, author.token)).toMatchObject({
      status: 409,
      body: { error: 'You have already appealed this decision' },
    });
    await api('POST', `/moderation/reviews/${review.id}`, {
      token: moderator.token,
      body: { action: 'publish', reason: 'On reflection, allowed.' },
    });
    expect((await expectAggregateMatchesRows(uni.id)).reviewCount).toBe(2);
  });

  it('answers the documented errors', async () => {
    const { author, review } = await removedReview();
    const published = await authoredReview();
    const stranger = await createUserWithSession();
    expect(await appeal('x', { message: 'Hi' }, author.token)).toMatchObject({ status: 400, body: { error: 'Invalid review ID' } });
    expect(await appeal(review.id, {}, author.token)).toMatchObject({ status: 400, body: { error: 'message is required' } });
    expect(await appeal(review.id, { message: 4 }, author.token)).toMatchObject({
      status: 400,
      body: { error: 'message must be a string' },
    });
    expect(await appeal(review.id, { message: 'm'.repeat(1001) }, author.token)).toMatchObject({
      status: 400,
      body: { error: 'message must be at most 1000 characters' },
    });
    expect(await appeal(review.id, { message: 'Hi' })).toMatchObject({ status: 401, body: { error: 'Authentication required' } });
    expect(await appeal(2147483647, { message: 'Hi' }, author.token)).toMatchObject({ status: 404, body: { error: 'Review not found' } });
    expect(await appeal(review.id, { message: 'Hi' }, stranger.token)).toMatchObject({
      status: 403,
      body: { error: 'Access denied', message: 'You can only appeal decisions on your own reviews' },
    });
    expect(await appeal(published.review.id, { message: 'Hi' }, published.author.token)).toMatchObject({
      status: 400,
      body: { error: 'Only removed reviews can be appealed' },
    });
    expect((await db().review.findUniqueOrThrow({ where: { id: review.id } })).status).toBe('removed');
    expect(await trpcAs(author.token).reviews.appeal({ reviewId: review.id, message: 'Over tRPC.' })).toEqual({ status: 'held' });
  });
});

describe("the author's view and deletes", () => {
  it('GET /api/users/getReviews lists every own review with its status and the reason of a removal', async () => {
    const { author, review } = await removedReview();
    const other = await createUniversity();
    const held = await api('POST', '/reviews/submit', {
      body: reviewBody(other.id, { review_text: 'Ring 020 7946 0958' }),
      token: author.token,
      address: freshAddress(),
    });
    const reply = await api('GET', '/users/getReviews', { token: author.token });
    expect(
      reply.body.reviews.map((r: { id: number; status: string; moderation_reason: string | null }) => [
        r.id,
        r.status,
        r.moderation_reason,
      ]),
    ).toEqual([
      [held.body.review_id, 'held', null],
      [review.id, 'removed', 'Names a lecturer.'],
    ]);
    expect(await trpcAs(author.token).account.myReviews()).toEqual(reply.body);
  });

  it('deletes a held or removed review without moving the aggregate, and a published one with it', async () => {
    const { uni, author, review } = await removedReview();
    expect((await api('DELETE', `/reviews/delete/${review.id}`, { token: author.token })).status).toBe(200);
    expect(await expectAggregateMatchesRows(uni.id)).toMatchObject({ reviewCount: 1, sumOverall: 1 });

    const second = await createUserWithSession();
    const held = await api('POST', '/reviews/submit', {
      body: reviewBody(uni.id, { review_text: 'see bit.ly/abc for more' }),
      token: second.token,
      address: freshAddress(),
    });
    expect(held.body.status).toBe('held');
    expect((await api('DELETE', `/reviews/delete/${held.body.review_id}`, { token: second.token })).status).toBe(200);
    expect((await expectAggregateMatchesRows(uni.id)).reviewCount).toBe(1);

    const third = await authoredReview();
    expect((await api('DELETE', `/reviews/delete/${third.review.id}`, { token: third.author.token })).status).toBe(200);
    expect(await expectAggregateMatchesRows(third.uni.id)).toMatchObject({ reviewCount: 1, lastReviewAt: new Date(Date.UTC(2025, 0, 1)) });
  });

  it('likes: a held or removed review answers as an unknown one', async () => {
    const { review } = await removedReview();
    const liker = await createUserWithSession();
    expect(await api('POST', `/reviews/${review.id}/like`, { token: liker.token })).toMatchObject({
      status: 404,
      body: { error: 'Review not found' },
    });
    await db().reviewLike.create({ data: { reviewId: review.id, userId: liker.user.id } });
    expect((await api('GET', `/reviews/${review.id}/hasLiked`, { token: liker.token })).body).toEqual({ hasLiked: false });
    expect((await api('GET', `/reviews/bulk-like-status?reviewIds=${review.id}`, { token: liker.token })).body).toEqual({
      likes: { [review.id]: false },
    });
  });
});
