// Edits (docs/rules/api-contract.md#edit-a-review, docs/rules/trust-and-moderation.md#edits): every
// status and text, screening and duplicates again, and the aggregate moved from the old ratings to
// the new ones, equal to a recomputation from the rows after each edit.
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '#server/infra/db.ts';
import { settleBackgroundTasks } from '#server/infra/background-tasks.ts';
import { resetSettingsForTests } from '#server/infra/env.ts';
import { createUserWithSession } from '../factories/users.ts';
import { createUniversity } from '../factories/universities.ts';
import { createReview, ratingsOf, reviewBody } from '../factories/reviews.ts';
import { api, freshAddress } from '../support/api-request.ts';
import { authoredReview, expectAggregateMatchesRows, removedReview, trpcAs, trpcFailure } from '../support/trust.ts';

const edit = (reviewId: number | string, body: unknown, token?: string) => api('PUT', `/reviews/${reviewId}`, { body, token });
const editBody = (overall: number, extra: Record<string, unknown> = {}) => ({
  ...ratingsOf(overall),
  review_text: `Edited to ${overall} stars overall.`,
  comments: null,
  ...extra,
});

// Removal mails go out after the reply: each test waits for its own.
afterEach(settleBackgroundTasks);

describe('PUT /api/reviews/{id} (edit)', () => {
  it('replaces ratings and texts, sets edited_at, and moves the aggregate from the old ratings to the new', async () => {
    const { uni, author, review } = await authoredReview();
    expect(await expectAggregateMatchesRows(uni.id)).toMatchObject({ reviewCount: 2, sumOverall: 4 });
    const reply = await edit(review.id, editBody(5, { university_id: 999, is_anonymous: true }), author.token);
    expect(reply).toMatchObject({
      status: 200,
      body: { success: true, message: 'Review updated', review_id: review.id, status: 'published' },
    });
    expect(await expectAggregateMatchesRows(uni.id)).toMatchObject({
      reviewCount: 2,
      sumOverall: 6,
      lastReviewAt: new Date(Date.UTC(2025, 5, 1)),
    });
    const stored = await db().review.findUniqueOrThrow({ where: { id: review.id } });
    expect(stored).toMatchObject({
      universityId: uni.id,
      userId: author.user.id,
      overallRating: 5,
      reviewText: 'Edited to 5 stars overall.',
      comments: null,
    });
    const shown = (await api('GET', `/specificUni/${uni.id}/reviews`)).body.reviews.find((r: { id: number }) => r.id === review.id);
    expect(shown).toMatchObject({ overall_rating: 5, edited_at: stored.editedAt!.toISOString() });
    expect(Date.now() - stored.editedAt!.getTime()).toBeLessThan(60_000);
  });

  it('holds a published review whose new text is flagged, taking it out of the aggregate', async () => {
    const { uni, author, review } = await authoredReview();
    const reply = await edit(review.id, editBody(5, { comments: 'Questions? Call 07700 900123' }), author.token);
    expect(reply.body).toMatchObject({ status: 'held', message: 'Review updated' });
    expect(await expectAggregateMatchesRows(uni.id)).toMatchObject({
      reviewCount: 1,
      sumOverall: 1,
      lastReviewAt: new Date(Date.UTC(2025, 0, 1)),
    });
    expect(JSON.parse((await db().review.findUniqueOrThrow({ where: { id: review.id } })).flags)).toEqual(['phone']);
  });

  it('keeps a held review held after a clean edit, replacing only the screening flags', async () => {
    const uni = await createUniversity();
    const author = await createUserWithSession();
    const submitted = await api('POST', '/reviews/submit', {
      body: reviewBody(uni.id, { review_text: 'Mail me at jo@example.com' }),
      token: author.token,
      address: freshAddress(),
    });
    expect(submitted.body.status).toBe('held');
    await db().review.update({ where: { id: submitted.body.review_id }, data: { flags: JSON.stringify(['email', 'reported']) } });
    const reply = await edit(submitted.body.review_id, editBody(4), author.token);
    expect(reply.body.status).toBe('held');
    expect(JSON.parse((await db().review.findUniqueOrThrow({ where: { id: submitted.body.review_id } })).flags)).toEqual(['reported']);
    expect((await expectAggregateMatchesRows(uni.id)).reviewCount).toBe(0);
  });

  it("refuses someone else's review, an anonymous one and a removed one; 404 for an unknown one", async () => {
    const { review, author } = await removedReview();
    const stranger = await createUserWithSession();
    const anonymous = await createReview({ universityId: (await createUniversity()).id });
    const own = await authoredReview();
    const denied = { error: 'Access denied', message: 'You can only edit your own reviews' };
    expect(await edit(own.review.id, editBody(2), stranger.token)).toMatchObject({ status: 403, body: denied });
    expect(await edit(anonymous.id, editBody(2), author.token)).toMatchObject({ status: 403, body: denied });
    expect(await edit(review.id, editBody(2), author.token)).toMatchObject({
      status: 409,
      body: {
        error: 'Removed reviews cannot be edited',
        message: 'This review was removed by a moderator. You can appeal the decision instead.',
      },
    });
    expect(await edit(2147483647, editBody(2), author.token)).toMatchObject({
      status: 404,
      body: { error: 'Review not found', message: 'Review not found' },
    });
    expect((await db().review.findUniqueOrThrow({ where: { id: own.review.id } })).overallRating).toBe(3);
  });

  it("answers a submission's 400s with message, then 401", async () => {
    const { review, author } = await authoredReview();
    const cases: [number | string, unknown, string, string][] = [
      ['abc', editBody(2), 'Invalid review ID', 'Invalid review ID'],
      [
        review.id,
        { ...editBody(2), food_rating: null, overall_rating: undefined },
        'Missing required fields',
        'Missing required fields: overall_rating, food_rating',
      ],
      [review.id, editBody(2, { overall_rating: 6 }), 'Validation error', 'Overall rating must be between 1 and 5'],
      [review.id, editBody(2, { review_text: 5 }), 'review_text must be a string', 'review_text must be a string'],
      [review.id, editBody(2, { comments: ['x'] }), 'comments must be a string', 'comments must be a string'],
      [review.id, editBody(2, { review_text: 'x'.repeat(5001) }), 'Validation error', 'review_text must be at most 5000 characters'],
      [review.id, editBody(2, { comments: 'x'.repeat(2001) }), 'Validation error', 'comments must be at most 2000 characters'],
    ];
    for (const [id, body, error, message] of cases)
      expect(await edit(id, body, author.token), message).toMatchObject({ status: 400, body: { error, message } });
    const unauthenticated = await edit(review.id, editBody(2));
    expect(unauthenticated).toMatchObject({ status: 401, body: { error: 'Authentication required' } });
    expect(unauthenticated.body.message).toBeUndefined();
    // PUT on a literal path is not an edit.
    expect(await edit('submit', editBody(2), author.token)).toMatchObject({ status: 405, body: { error: 'Method not allowed' } });
  });

  it('refuses a text that duplicates another recent review of the university, but not its own', async () => {
    const { uni, author, review } = await authoredReview();
    await createReview({ universityId: uni.id, reviewText: null });
    const text = 'Housing is cheap but the buses stop at ten in the evening.';
    await api('POST', '/reviews/submit', { body: reviewBody(uni.id, { review_text: text, comments: null }), address: freshAddress() });
    expect(await edit(review.id, editBody(4, { review_text: text }), author.token)).toMatchObject({
      status: 409,
      body: { error: 'Duplicate review', message: 'This review has already been posted for this university.' },
    });
    expect((await edit(review.id, editBody(4, { review_text: 'My own words, written again and again.' }), author.token)).status).toBe(200);
    expect((await edit(review.id, editBody(5, { review_text: 'My own words, written again and again.' }), author.token)).status).toBe(200);
  });

  it('answers the same over tRPC', async () => {
    const { uni, author, review } = await authoredReview();
    expect(await trpcAs(author.token).reviews.edit({ reviewId: review.id, ...editBody(1) })).toEqual({
      review_id: review.id,
      status: 'published',
      message: 'Review updated',
    });
    expect((await expectAggregateMatchesRows(uni.id)).sumOverall).toBe(2);
    expect(await trpcFailure(trpcAs(author.token).reviews.edit({ reviewId: review.id, ...editBody(1), overall_rating: 0 }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Validation error',
      extra: { message: 'Overall rating must be between 1 and 5' },
    });
    expect(
      await trpcFailure(trpcAs((await createUserWithSession()).token).reviews.edit({ reviewId: review.id, ...editBody(1) })),
    ).toMatchObject({
      code: 'FORBIDDEN',
      extra: { message: 'You can only edit your own reviews' },
    });
  });

  it('answers 429 past RATE_LIMIT_EDIT edits a window by one account, from any address, changing nothing', async () => {
    process.env.RATE_LIMIT_EDIT = '3';
    resetSettingsForTests();
    try {
      const { author, review } = await authoredReview();
      for (let i = 1; i <= 3; i += 1) {
        const reply = await api('PUT', `/reviews/${review.id}`, { body: editBody(i), token: author.token, address: freshAddress() });
        expect(reply.status).toBe(200);
      }
      const limited = await api('PUT', `/reviews/${review.id}`, { body: editBody(5), token: author.token, address: freshAddress() });
      expect(limited).toMatchObject({
        status: 429,
        body: { error: 'Too many requests. Please try again later.', message: 'Too many requests. Please try again later.' },
      });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await db().review.findUniqueOrThrow({ where: { id: review.id } })).overallRating).toBe(3);
      expect(await trpcFailure(trpcAs(author.token).reviews.edit({ reviewId: review.id, ...editBody(5) }))).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
      });
    } finally {
      delete process.env.RATE_LIMIT_EDIT;
      resetSettingsForTests();
    }
  });
});
