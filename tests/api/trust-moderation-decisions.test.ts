// Decisions and the log (docs/rules/api-contract.md#moderation-decision,
// docs/rules/trust-and-moderation.md#moderation): decisions with their reasons, reports closed as
// kept or removed, the aggregate equal to a recomputation after each decision, the author mailed on
// removal, and the audit log, newest first, naming the moderator and never a reporter.
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '#server/infra/db.ts';
import { changeStatus, readForStatusChange } from '#server/trust/review-status.ts';
import { settleBackgroundTasks } from '#server/infra/background-tasks.ts';
import { MODERATION_ACTION_MESSAGE } from '#shared/schemas/trust.ts';
import { createUniversity } from '../factories/universities.ts';
import { createReview, ratingsOf } from '../factories/reviews.ts';
import { api } from '../support/api-request.ts';
import { clearOutbox, readOutbox } from '../support/outbox.ts';
import {
  createModerator,
  decide,
  expectAggregateMatchesRows,
  expectNoReporters,
  heldByReports,
  report,
  trpcAs,
  trpcFailure,
} from '../support/trust.ts';

// Removal mails go out after the reply: each test waits for its own.
afterEach(settleBackgroundTasks);

describe('POST /api/moderation/reviews/{id} and the log', () => {
  it('publishes a held review: reports kept, aggregate back, logged', async () => {
    const moderator = await createModerator();
    const { uni, review, reporters } = await heldByReports();
    expect((await expectAggregateMatchesRows(uni.id)).reviewCount).toBe(1);
    const reply = await decide(review.id, { action: 'publish', reason: '  Criticism of the food is allowed.  ' }, moderator.token);
    expect(reply).toMatchObject({ status: 200, body: { success: true, status: 'published' } });
    expect(await expectAggregateMatchesRows(uni.id)).toMatchObject({
      reviewCount: 2,
      sumOverall: 6,
      lastReviewAt: new Date(Date.UTC(2025, 3, 1)),
    });
    expect(await db().reviewReport.findMany({ where: { reviewId: review.id }, select: { outcome: true } })).toEqual(
      [1, 2, 3].map(() => ({ outcome: 'kept' })),
    );
    expect(await db().review.findUniqueOrThrow({ where: { id: review.id }, select: { flags: true, moderationReason: true } })).toEqual({
      flags: '[]',
      moderationReason: null,
    });
    const log = await api('GET', '/moderation/log', { token: moderator.token });
    expect(log.body.entries[0]).toEqual({
      id: expect.any(Number),
      subject: 'review',
      review_id: review.id,
      university_id: review.universityId,
      moderator: moderator.user.username,
      action: 'publish',
      reason: 'Criticism of the food is allowed.',
      created_at: expect.any(String),
    });
    await expectNoReporters(log.body, review.id, reporters);
  });

  it('removes a review: reports closed as removed, aggregate out, author mailed with the reason, logged', async () => {
    const moderator = await createModerator();
    const { uni, author, review } = await heldByReports();
    await decide(review.id, { action: 'publish', reason: 'Fine after all.' }, moderator.token);
    await report(review.id);
    await clearOutbox();
    const reply = await decide(review.id, { action: 'remove', reason: 'Advertises a business (spam).' }, moderator.token);
    expect(reply.body).toEqual({ success: true, status: 'removed' });
    expect(await expectAggregateMatchesRows(uni.id)).toMatchObject({ reviewCount: 1, sumOverall: 1 });
    expect(await db().review.findUniqueOrThrow({ where: { id: review.id }, select: { status: true, moderationReason: true } })).toEqual({
      status: 'removed',
      moderationReason: 'Advertises a business (spam).',
    });
    const outcomes = (await db().reviewReport.findMany({ where: { reviewId: review.id }, select: { outcome: true } })).map(
      (r) => r.outcome,
    );
    expect(outcomes.sort()).toEqual(['kept', 'kept', 'kept', 'removed']);
    const mails = await readOutbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: author.user.email, subject: 'Your review was removed' });
    expect(mails[0]!.text).toContain('Advertises a business (spam).');
    expect(mails[0]!.text).toContain(uni.name);
    expect(mails[0]!.text).toContain('http://localhost:4321/savedReviews');
    const log = (await api('GET', '/moderation/log', { token: moderator.token })).body.entries;
    expect(log.slice(0, 2).map((e: { action: string }) => e.action)).toEqual(['remove', 'publish']);
  });

  it('mails nobody for an anonymous review; publishing a published review keeps the aggregate', async () => {
    const moderator = await createModerator();
    const uni = await createUniversity();
    const review = await createReview({ universityId: uni.id, ratings: ratingsOf(4) });
    await report(review.id);
    expect((await decide(review.id, { action: 'publish', reason: 'Honest opinion.' }, moderator.token)).body.status).toBe('published');
    expect((await expectAggregateMatchesRows(uni.id)).reviewCount).toBe(1);
    await clearOutbox();
    expect((await decide(review.id, { action: 'remove', reason: 'Names a student.' }, moderator.token)).body.status).toBe('removed');
    expect(await readOutbox()).toEqual([]);
    expect((await expectAggregateMatchesRows(uni.id)).reviewCount).toBe(0);
  });

  it('refuses a moderator their own review and one they reported: 403 on REST and tRPC, nothing changed, the queue says why', async () => {
    const moderator = await createModerator();
    const other = await createModerator();
    const uni = await createUniversity();
    const own = await createReview({ universityId: uni.id, userId: moderator.user.id, ratings: ratingsOf(5) });
    await db().$transaction(async (tx) => changeStatus(tx, (await readForStatusChange(tx, own.id))!, 'held', { flags: '["link"]' }));
    const reported = await createReview({ universityId: uni.id, ratings: ratingsOf(2) });
    expect((await report(reported.id, { token: moderator.token })).status).toBe(201);
    const publish = { action: 'publish', reason: 'Breaks no guideline.' };
    expect(await decide(own.id, publish, moderator.token)).toMatchObject({
      status: 403,
      body: { error: 'You cannot decide on a review you wrote' },
    });
    expect(await decide(reported.id, { action: 'remove', reason: 'Spam.' }, moderator.token)).toMatchObject({
      status: 403,
      body: { error: 'You cannot decide on a review you reported' },
    });
    expect(
      await trpcFailure(trpcAs(moderator.token).moderation.decide({ reviewId: own.id, action: 'publish', reason: 'Mine.' })),
    ).toMatchObject({
      code: 'FORBIDDEN',
      message: 'You cannot decide on a review you wrote',
    });
    expect((await db().review.findUniqueOrThrow({ where: { id: own.id } })).status).toBe('held');
    expect((await db().review.findUniqueOrThrow({ where: { id: reported.id } })).status).toBe('published');
    expect(await db().moderationDecision.count({ where: { reviewId: { in: [own.id, reported.id] } } })).toBe(0);
    const held = await api('GET', '/moderation/queue?view=held', { token: moderator.token });
    expect(held.body.items.find((item: { review: { id: number } }) => item.review.id === own.id).conflict_of_interest).toBe('author');
    const queued = await api('GET', '/moderation/queue?view=reported', { token: moderator.token });
    expect(queued.body.items.find((item: { review: { id: number } }) => item.review.id === reported.id).conflict_of_interest).toBe(
      'reporter',
    );
    // Another moderator sees no conflict and decides.
    const seenByOther = await api('GET', '/moderation/queue?view=held', { token: other.token });
    expect(seenByOther.body.items.find((item: { review: { id: number } }) => item.review.id === own.id).conflict_of_interest).toBeNull();
    expect((await decide(own.id, publish, other.token)).status).toBe(200);
    await expectAggregateMatchesRows(uni.id);
  });

  it('answers the documented 400s and 404, changing nothing', async () => {
    const moderator = await createModerator();
    const { review } = await heldByReports();
    const cases: [number | string, unknown, number, string][] = [
      ['abc', { action: 'publish', reason: 'x' }, 400, 'Invalid review ID'],
      [review.id, { reason: 'x' }, 400, "action must be 'publish' or 'remove'"],
      [review.id, { action: 'hide', reason: 'x' }, 400, MODERATION_ACTION_MESSAGE],
      [review.id, { action: 'remove' }, 400, 'reason is required'],
      [review.id, { action: 'remove', reason: '   ' }, 400, 'reason is required'],
      [review.id, { action: 'remove', reason: 7 }, 400, 'reason must be a string'],
      [review.id, { action: 'remove', reason: 'r'.repeat(501) }, 400, 'reason must be at most 500 characters'],
      [2147483647, { action: 'remove', reason: 'Spam.' }, 404, 'Review not found'],
    ];
    for (const [id, body, status, error] of cases)
      expect(await decide(id, body, moderator.token), error).toMatchObject({ status, body: { error } });
    expect((await db().review.findUniqueOrThrow({ where: { id: review.id } })).status).toBe('held');
    expect(await db().moderationDecision.count({ where: { reviewId: review.id } })).toBe(0);
    expect(
      await trpcFailure(trpcAs(moderator.token).moderation.decide({ reviewId: review.id, action: 'hide' as never, reason: 'x' })),
    ).toMatchObject({
      code: 'BAD_REQUEST',
      message: MODERATION_ACTION_MESSAGE,
    });
  });

  it('logs newest first, 20 a page, with a deleted moderator shown as a former one', async () => {
    const moderator = await createModerator();
    const gone = await createModerator();
    const uni = await createUniversity();
    const review = await createReview({ universityId: uni.id });
    await trpcAs(gone.token).moderation.decide({ reviewId: review.id, action: 'remove', reason: 'First decision.' });
    await api('DELETE', '/users/delete', { token: gone.token });
    for (let i = 0; i < 20; i += 1)
      await decide(review.id, { action: i % 2 ? 'remove' : 'publish', reason: `Decision ${i}.` }, moderator.token);
    const page1 = await api('GET', '/moderation/log', { token: moderator.token });
    expect(page1.body.entries).toHaveLength(20);
    expect(page1.body.entries[0]).toMatchObject({ review_id: review.id, action: 'remove', reason: 'Decision 19.' });
    expect(page1.body.pagination).toMatchObject({ currentPage: 1, reviewsPerPage: 20 });
    // The 21st newest decision opens page 2 (older ones of other tests follow it).
    const page2 = await trpcAs(moderator.token).moderation.log({ page: 2 });
    expect(page2.entries[0]).toMatchObject({
      review_id: review.id,
      moderator: 'Former moderator',
      action: 'remove',
      reason: 'First decision.',
    });
    expect((await expectAggregateMatchesRows(uni.id)).reviewCount).toBe(0);
  });
});
