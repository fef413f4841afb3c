// The queue (docs/rules/api-contract.md#moderation-queue,
// docs/rules/trust-and-moderation.md#moderators, #moderation): moderators only (401, then 403 for a
// member on every path, the role read at each call), and the queue's views, order and pages, with
// reports that never name a reporter.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '#server/infra/db.ts';
import { settleBackgroundTasks } from '#server/infra/background-tasks.ts';
import { setRole } from '#server/trust/moderators.ts';
import { createUserWithSession } from '../factories/users.ts';
import { createUniversity } from '../factories/universities.ts';
import { createReview, reviewBody } from '../factories/reviews.ts';
import { api, freshAddress } from '../support/api-request.ts';
import { createModerator, expectNoReporters, heldByReports, report, trpcAs, trpcFailure } from '../support/trust.ts';

afterEach(settleBackgroundTasks);

describe('moderation access', () => {
  it('answers 401 without a bearer and 403 "Moderator access required" to a member, on every path', async () => {
    const { review } = await heldByReports();
    const member = await createUserWithSession();
    const calls: [string, string, unknown?][] = [
      ['GET', '/moderation/queue'],
      ['GET', '/moderation/queue?view=reported'],
      ['GET', '/moderation/log'],
      ['POST', `/moderation/reviews/${review.id}`, { action: 'remove', reason: 'Spam.' }],
    ];
    for (const [method, path, body] of calls) {
      expect(await api(method, path, { body }), path).toMatchObject({ status: 401, body: { error: 'Authentication required' } });
      expect(await api(method, path, { body, token: member.token }), path).toMatchObject({
        status: 403,
        body: { error: 'Moderator access required' },
      });
    }
    const member_ = trpcAs(member.token);
    // One call at a time: a rejection nobody awaits yet counts as unhandled.
    for (const call of [
      () => member_.moderation.queue({}),
      () => member_.moderation.log({}),
      () => member_.moderation.decide({ reviewId: review.id, action: 'remove', reason: 'Spam.' }),
    ]) {
      expect(await trpcFailure(call())).toMatchObject({ code: 'FORBIDDEN', message: 'Moderator access required' });
    }
    expect(await trpcFailure(trpcAs().moderation.queue({}))).toMatchObject({ code: 'UNAUTHORIZED', message: 'Authentication required' });
    expect(await member_.moderation.access()).toEqual({ moderator: false });
    expect((await db().review.findUniqueOrThrow({ where: { id: review.id } })).status).toBe('held');
    expect(await db().moderationDecision.count({ where: { reviewId: review.id } })).toBe(0);
  });

  it('reads the role at every call: a revoked moderator is refused at once, with the same token', async () => {
    const moderator = await createModerator();
    expect((await api('GET', '/moderation/queue', { token: moderator.token })).status).toBe(200);
    expect(await trpcAs(moderator.token).moderation.access()).toEqual({ moderator: true });
    expect(await setRole(moderator.user.email, 'member')).toEqual({ username: moderator.user.username, changed: true });
    expect(await api('GET', '/moderation/queue', { token: moderator.token })).toMatchObject({
      status: 403,
      body: { error: 'Moderator access required' },
    });
    expect(await setRole(moderator.user.email.toUpperCase(), 'moderator')).toEqual({ username: moderator.user.username, changed: true });
    expect((await api('GET', '/moderation/log', { token: moderator.token })).status).toBe(200);
    expect(await setRole('nobody@example.com', 'moderator')).toBeNull();
  });
});

describe('GET /api/moderation/queue', () => {
  let moderator: Awaited<ReturnType<typeof createModerator>>;
  beforeEach(async () => {
    moderator = await createModerator();
    // Each test sees only its own reviews in the queue.
    await db().review.updateMany({ where: { status: 'held' }, data: { status: 'removed' } });
    await db().reviewReport.updateMany({ where: { outcome: 'open' }, data: { outcome: 'kept' } });
  });

  it('lists held reviews oldest first with flags and open reports, never who reported', async () => {
    const { uni, review, reporters } = await heldByReports();
    const screened = await api('POST', '/reviews/submit', {
      body: reviewBody(uni.id, { review_text: 'Mail me: jo@example.com' }),
      address: freshAddress(),
    });
    const reply = await api('GET', '/moderation/queue', { token: moderator.token });
    expect(reply.status).toBe(200);
    expect(reply.body.items.map((item: { review: { id: number } }) => item.review.id)).toEqual([review.id, screened.body.review_id]);
    const [first, second] = reply.body.items;
    expect(first).toMatchObject({
      university_name: uni.name,
      flags: ['reported'],
      review: { id: review.id, status: 'held', moderation_reason: null, edited_at: null },
    });
    expect(first.reports).toEqual(
      [1, 2, 3].map(() => ({ id: expect.any(Number), reason: 'spam', note: 'Looks like an advert.', created_at: expect.any(String) })),
    );
    expect(second).toMatchObject({ flags: ['email'], reports: [] });
    expect(reply.body.pagination).toEqual({ currentPage: 1, totalPages: 1, totalReviews: 2, reviewsPerPage: 20 });
    await expectNoReporters(reply.body, review.id, reporters);
    expect(await trpcAs(moderator.token).moderation.queue({})).toEqual(reply.body);
  });

  it('lists published reviews with open reports under view=reported, and pages by 20', async () => {
    const uni = await createUniversity();
    // Three reporters: one account may report RATE_LIMIT_REPORT reviews a window.
    const reporters = [await createUserWithSession(), await createUserWithSession(), await createUserWithSession()];
    const reviews = [];
    for (let i = 0; i < 21; i += 1)
      reviews.push(await createReview({ universityId: uni.id, createdAt: new Date(Date.UTC(2024, 0, 1 + i)) }));
    for (const [i, review] of reviews.entries()) await report(review.id, { token: reporters[i % 3]!.token });
    const page1 = await api('GET', '/moderation/queue?view=reported', { token: moderator.token });
    expect(page1.body.items).toHaveLength(20);
    expect(page1.body.items[0].review).toMatchObject({ id: reviews[0]!.id, status: 'published' });
    expect(page1.body.pagination).toEqual({ currentPage: 1, totalPages: 2, totalReviews: 21, reviewsPerPage: 20 });
    const page2 = await api('GET', '/moderation/queue?view=reported&page=2', { token: moderator.token });
    expect(page2.body.items.map((item: { review: { id: number } }) => item.review.id)).toEqual([reviews[20]!.id]);
    await expectNoReporters(page1.body, reviews[0]!.id, reporters);
    expect((await api('GET', '/moderation/queue?view=held', { token: moderator.token })).body.items).toEqual([]);
  });

  it('answers 400 for a bad view or page', async () => {
    expect(await api('GET', '/moderation/queue?view=all', { token: moderator.token })).toMatchObject({
      status: 400,
      body: { error: "view must be 'held' or 'reported'" },
    });
    expect(await api('GET', '/moderation/queue?page=0', { token: moderator.token })).toMatchObject({
      status: 400,
      body: { error: 'page must be a positive integer' },
    });
    expect(await api('GET', '/moderation/log?page=x', { token: moderator.token })).toMatchObject({
      status: 400,
      body: { error: 'page must be a positive integer' },
    });
  });
});
