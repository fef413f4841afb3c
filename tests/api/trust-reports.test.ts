// Reports (docs/rules/api-contract.md#report-a-review) and their receipts
// (docs/rules/api-contract.md#own-reports; docs/rules/trust-and-moderation.md#reports): every
// status and text, the hold at three distinct reporters with the aggregate moved in the same step,
// and receipts that show a reporter only their own reports.
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '#server/infra/db.ts';
import { settleBackgroundTasks } from '#server/infra/background-tasks.ts';
import { resetSettingsForTests } from '#server/infra/env.ts';
import { REPORT_NOTE_NEEDED, REPORT_REASON_MESSAGE, REPORT_THANKS } from '#shared/schemas/trust.ts';
import { createUserWithSession } from '../factories/users.ts';
import { createUniversity } from '../factories/universities.ts';
import { createReview, ratingsOf } from '../factories/reviews.ts';
import { addressOnNetworkOf, api, freshAddress } from '../support/api-request.ts';
import { createModerator, expectAggregateMatchesRows, trpcAs, trpcFailure } from '../support/trust.ts';

const report = (reviewId: number | string, body: unknown, options: { token?: string; address?: string } = {}) =>
  api('POST', `/reviews/${reviewId}/report`, { body, token: options.token, address: options.address ?? freshAddress() });

async function publishedReview(ratings = ratingsOf(4)) {
  const uni = await createUniversity();
  const review = await createReview({ universityId: uni.id, ratings });
  return { uni, review };
}

// Removal mails go out after the reply: each test waits for its own.
afterEach(settleBackgroundTasks);

describe('POST /api/reviews/{id}/report', () => {
  it('files a report from an anonymous reader: 201 and the documented reply; the review stays published', async () => {
    const { review } = await publishedReview();
    const address = freshAddress();
    const reply = await report(review.id, { reason: 'spam', note: '  Advertises a tutoring service.  ' }, { address });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ success: true, report_id: expect.any(Number), message: 'Thanks. A moderator will look at this review.' });
    expect(reply.body.message).toBe(REPORT_THANKS);
    const stored = await db().reviewReport.findUniqueOrThrow({ where: { id: reply.body.report_id } });
    expect(stored).toMatchObject({
      reviewId: review.id,
      userId: null,
      reason: 'spam',
      note: 'Advertises a tutoring service.',
      outcome: 'open',
    });
    // An anonymous reporter is a keyed hash of the address, never the address itself.
    expect(stored.reporterKey).toMatch(/^addr:[\w-]{43}$/);
    expect(stored.reporterKey).not.toContain(address);
    expect((await db().review.findUniqueOrThrow({ where: { id: review.id } })).status).toBe('published');
  });

  it('links a signed-in reporter to the report', async () => {
    const { review } = await publishedReview();
    const { user, token } = await createUserWithSession();
    const reply = await report(review.id, { reason: 'other', note: 'Names a lecturer.' }, { token });
    expect(reply.status).toBe(201);
    expect(await db().reviewReport.findUniqueOrThrow({ where: { id: reply.body.report_id } })).toMatchObject({
      userId: user.id,
      reporterKey: `user:${user.id}`,
    });
  });

  const badBodies: [string, unknown, string][] = [
    ['no reason', {}, REPORT_REASON_MESSAGE],
    [
      'an unknown reason',
      { reason: 'boring' },
      'reason must be one of: personal_info, harassment, hate, spam, off_topic, conflict_of_interest, other',
    ],
    ['a numeric reason', { reason: 3 }, REPORT_REASON_MESSAGE],
    ['a numeric note', { reason: 'spam', note: 5 }, 'note must be a string'],
    ['a note over 500 characters', { reason: 'spam', note: 'x'.repeat(501) }, 'note must be at most 500 characters'],
    ['other without a note', { reason: 'other' }, 'Please describe the problem'],
    ['other with a blank note', { reason: 'other', note: '   ' }, REPORT_NOTE_NEEDED],
  ];
  it.each(badBodies)('answers 400 for %s, storing nothing', async (_, body, error) => {
    const { review } = await publishedReview();
    const reply = await report(review.id, body);
    expect(reply).toMatchObject({ status: 400, body: { error } });
    expect(reply.body.message).toBeUndefined();
    expect(await db().reviewReport.count({ where: { reviewId: review.id } })).toBe(0);
  });

  it('accepts a note of exactly 500 characters after trimming', async () => {
    const { review } = await publishedReview();
    expect((await report(review.id, { reason: 'other', note: ` ${'n'.repeat(500)} ` })).status).toBe(201);
  });

  it.each(['abc', '0', '-1', '2147483648'])('answers 400 "Invalid review ID" for %j', async (id) => {
    expect(await report(id, { reason: 'spam' })).toMatchObject({ status: 400, body: { error: 'Invalid review ID' } });
  });

  it('answers 404 "Review not found" for an unknown review and for one that is not published', async () => {
    expect(await report(2147483647, { reason: 'spam' })).toMatchObject({ status: 404, body: { error: 'Review not found' } });
    const { review } = await publishedReview();
    await db().review.update({ where: { id: review.id }, data: { status: 'held' } });
    expect(await report(review.id, { reason: 'spam' })).toMatchObject({ status: 404, body: { error: 'Review not found' } });
  });

  it('answers 401 for a bearer that is sent but not valid', async () => {
    const { review } = await publishedReview();
    expect(await report(review.id, { reason: 'spam' }, { token: 'garbage' })).toMatchObject({
      status: 401,
      body: { error: 'Invalid token' },
    });
  });

  it('answers 409 to the same account, and to the same address when anonymous', async () => {
    const { review } = await publishedReview();
    const { token } = await createUserWithSession();
    expect((await report(review.id, { reason: 'spam' }, { token })).status).toBe(201);
    expect(await report(review.id, { reason: 'hate' }, { token })).toMatchObject({
      status: 409,
      body: { error: 'You have already reported this review' },
    });
    const address = freshAddress();
    expect((await report(review.id, { reason: 'spam' }, { address })).status).toBe(201);
    expect(await report(review.id, { reason: 'spam' }, { address })).toMatchObject({
      status: 409,
      body: { error: 'You have already reported this review' },
    });
    expect(await db().reviewReport.count({ where: { reviewId: review.id } })).toBe(2);
  });

  it('holds the review at three distinct reporters, moving the aggregate in the same step', async () => {
    const uni = await createUniversity();
    await createReview({ universityId: uni.id, ratings: ratingsOf(2), createdAt: new Date(Date.UTC(2025, 0, 1)) });
    const { id } = await createReview({ universityId: uni.id, ratings: ratingsOf(5), createdAt: new Date(Date.UTC(2025, 6, 1)) });
    expect((await expectAggregateMatchesRows(uni.id)).reviewCount).toBe(2);

    const address = freshAddress();
    const { token } = await createUserWithSession();
    expect((await report(id, { reason: 'spam' }, { address })).status).toBe(201);
    // The same reporter twice is still one.
    expect((await report(id, { reason: 'spam' }, { address })).status).toBe(409);
    expect((await report(id, { reason: 'harassment' }, { token })).status).toBe(201);
    expect((await db().review.findUniqueOrThrow({ where: { id } })).status).toBe('published');
    expect((await expectAggregateMatchesRows(uni.id)).reviewCount).toBe(2);

    expect((await report(id, { reason: 'off_topic' })).status).toBe(201);
    const held = await db().review.findUniqueOrThrow({ where: { id } });
    expect(held.status).toBe('held');
    expect(JSON.parse(held.flags)).toContain('reported');
    const stats = await expectAggregateMatchesRows(uni.id);
    expect(stats).toMatchObject({ reviewCount: 1, sumOverall: 2, lastReviewAt: new Date(Date.UTC(2025, 0, 1)) });
    // Held: no longer public, so no more reports.
    expect((await report(id, { reason: 'spam' })).status).toBe(404);
  });

  it('counts one network once: an anonymous reader and two new accounts on one /24 do not hold a review', async () => {
    const { uni, review } = await publishedReview();
    const home = freshAddress();
    const first = await createUserWithSession();
    const second = await createUserWithSession();
    expect((await report(review.id, { reason: 'spam' }, { address: home })).status).toBe(201);
    expect((await report(review.id, { reason: 'spam' }, { token: first.token, address: addressOnNetworkOf(home) })).status).toBe(201);
    expect((await report(review.id, { reason: 'hate' }, { token: second.token, address: addressOnNetworkOf(home) })).status).toBe(201);
    // Every report is recorded, and the review waits in the reported view, still public.
    expect(await db().reviewReport.count({ where: { reviewId: review.id, outcome: 'open' } })).toBe(3);
    expect((await db().review.findUniqueOrThrow({ where: { id: review.id } })).status).toBe('published');
    const listed = await api('GET', `/specificUni/${uni.id}/reviews`);
    expect(listed.body.reviews.map((r: { id: number }) => r.id)).toContain(review.id);
    const moderator = await createModerator();
    const queue = await api('GET', '/moderation/queue?view=reported', { token: moderator.token });
    expect(queue.body.items.map((item: { review: { id: number } }) => item.review.id)).toContain(review.id);
    // A reader on a second and a third network make three independent reporters.
    expect((await report(review.id, { reason: 'spam' })).status).toBe(201);
    expect((await db().review.findUniqueOrThrow({ where: { id: review.id } })).status).toBe('published');
    expect((await report(review.id, { reason: 'spam' })).status).toBe(201);
    expect((await db().review.findUniqueOrThrow({ where: { id: review.id } })).status).toBe('held');
  });

  it('counts IPv6 readers by their /48: two /64s of one site are one network', async () => {
    const { review } = await publishedReview();
    const site = `2001:db8:${(process.pid & 0xfff).toString(16)}`;
    for (const address of [`${site}:1::7`, `${site}:2::7`, `${site}:ffff::1`]) {
      expect((await report(review.id, { reason: 'spam' }, { address })).status).toBe(201);
    }
    expect((await db().review.findUniqueOrThrow({ where: { id: review.id } })).status).toBe('published');
  });

  it('never holds a review a moderator kept: more reports queue it while it stays published, until its author edits it', async () => {
    const { uni, review } = await publishedReview();
    for (let i = 0; i < 3; i += 1) expect((await report(review.id, { reason: 'spam' })).status).toBe(201);
    expect((await db().review.findUniqueOrThrow({ where: { id: review.id } })).status).toBe('held');
    const moderator = await createModerator();
    const kept = await api('POST', `/moderation/reviews/${review.id}`, {
      token: moderator.token,
      body: { action: 'publish', reason: 'Breaks no guideline.' },
    });
    expect(kept.status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await report(review.id, { reason: 'harassment' })).status).toBe(201);
    expect((await db().review.findUniqueOrThrow({ where: { id: review.id } })).status).toBe('published');
    expect((await api('GET', `/specificUni/${uni.id}/reviews`)).body.reviews.map((r: { id: number }) => r.id)).toContain(review.id);
    const queue = await api('GET', '/moderation/queue?view=reported', { token: moderator.token });
    const item = queue.body.items.find((entry: { review: { id: number } }) => entry.review.id === review.id);
    expect(item.reports).toHaveLength(3);
    await expectAggregateMatchesRows(uni.id);
    // Text a moderator has not seen can be held by readers again.
    await db().review.update({ where: { id: review.id }, data: { editedAt: new Date(Date.now() + 1000) } });
    expect((await report(review.id, { reason: 'spam' })).status).toBe(201);
    expect((await db().review.findUniqueOrThrow({ where: { id: review.id } })).status).toBe('held');
    await expectAggregateMatchesRows(uni.id);
  });

  it('answers 429 past RATE_LIMIT_REPORT reports a window from one account, whatever its addresses', async () => {
    process.env.RATE_LIMIT_REPORT = '2';
    resetSettingsForTests();
    try {
      const { token } = await createUserWithSession();
      const reviews = await Promise.all([publishedReview(), publishedReview(), publishedReview()]);
      for (const { review } of reviews.slice(0, 2)) expect((await report(review.id, { reason: 'spam' }, { token })).status).toBe(201);
      const limited = await report(reviews[2]!.review.id, { reason: 'spam' }, { token });
      expect(limited).toMatchObject({ status: 429, body: { error: 'Too many requests. Please try again later.' } });
      expect(await db().reviewReport.count({ where: { reviewId: reviews[2]!.review.id } })).toBe(0);
    } finally {
      delete process.env.RATE_LIMIT_REPORT;
      resetSettingsForTests();
    }
  });

  it('answers 429 past RATE_LIMIT_REPORT reports a window from one address', async () => {
    process.env.RATE_LIMIT_REPORT = '2';
    resetSettingsForTests();
    try {
      const address = freshAddress();
      const reviews = await Promise.all([1, 2, 3].map(() => publishedReview()));
      for (const { review } of reviews.slice(0, 2)) expect((await report(review.id, { reason: 'spam' }, { address })).status).toBe(201);
      const limited = await report(reviews[2]!.review.id, { reason: 'spam' }, { address });
      expect(limited).toMatchObject({ status: 429, body: { error: 'Too many requests. Please try again later.' } });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await db().reviewReport.count({ where: { reviewId: reviews[2]!.review.id } })).toBe(0);
      expect((await report(reviews[2]!.review.id, { reason: 'spam' })).status).toBe(201);
    } finally {
      delete process.env.RATE_LIMIT_REPORT;
      resetSettingsForTests();
    }
  });
});

describe('GET /api/users/reports (receipts)', () => {
  it("lists only the caller's reports, newest first, with the outcome of each", async () => {
    const moderator = await createModerator();
    const reporter = await createUserWithSession();
    const other = await createUserWithSession();
    const kept = await publishedReview();
    const removed = await publishedReview();
    const open = await publishedReview();
    const first = await report(kept.review.id, { reason: 'spam' }, { token: reporter.token });
    const second = await report(removed.review.id, { reason: 'hate' }, { token: reporter.token });
    const third = await report(open.review.id, { reason: 'other', note: 'Mentions my name.' }, { token: reporter.token });
    await report(open.review.id, { reason: 'spam' }, { token: other.token });
    await api('POST', `/moderation/reviews/${kept.review.id}`, {
      token: moderator.token,
      body: { action: 'publish', reason: 'Breaks no guideline.' },
    });
    await api('POST', `/moderation/reviews/${removed.review.id}`, {
      token: moderator.token,
      body: { action: 'remove', reason: 'Hate speech.' },
    });

    const reply = await api('GET', '/users/reports', { token: reporter.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual([
      {
        id: third.body.report_id,
        subject: 'review',
        review_id: open.review.id,
        university_id: open.uni.id,
        university_name: open.uni.name,
        reason: 'other',
        created_at: expect.any(String),
        outcome: 'open',
      },
      {
        id: second.body.report_id,
        subject: 'review',
        review_id: removed.review.id,
        university_id: removed.uni.id,
        university_name: removed.uni.name,
        reason: 'hate',
        created_at: expect.any(String),
        outcome: 'removed',
      },
      {
        id: first.body.report_id,
        subject: 'review',
        review_id: kept.review.id,
        university_id: kept.uni.id,
        university_name: kept.uni.name,
        reason: 'spam',
        created_at: expect.any(String),
        outcome: 'kept',
      },
    ]);
    expect((await api('GET', '/users/reports', { token: (await createUserWithSession()).token })).body).toEqual([]);
    expect(await trpcAs(reporter.token).account.myReports()).toEqual({ reports: reply.body });
  });

  it('answers 401 without a bearer', async () => {
    expect(await api('GET', '/users/reports')).toMatchObject({ status: 401, body: { error: 'Authentication required' } });
  });
});

describe('tRPC reviews.report', () => {
  it('reports with the same rules and texts as REST', async () => {
    const { review } = await publishedReview();
    const reply = await trpcAs().reviews.report({ reviewId: review.id, reason: 'spam' });
    expect(reply).toEqual({ report_id: expect.any(Number), message: REPORT_THANKS });
    expect(await trpcFailure(trpcAs().reviews.report({ reviewId: 0, reason: 'spam' }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Invalid review ID',
    });
    expect(await trpcFailure(trpcAs().reviews.report({ reviewId: review.id, reason: 'other' }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: REPORT_NOTE_NEEDED,
    });
    expect(await trpcFailure(trpcAs().reviews.report({ reviewId: review.id, reason: 'nope' as never }))).toMatchObject({
      message: REPORT_REASON_MESSAGE,
    });
    expect(await trpcFailure(trpcAs().reviews.report({ reviewId: 2147483647, reason: 'spam' }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Review not found',
    });
    const { token } = await createUserWithSession();
    await trpcAs(token).reviews.report({ reviewId: review.id, reason: 'spam' });
    expect(await trpcFailure(trpcAs(token).reviews.report({ reviewId: review.id, reason: 'spam' }))).toMatchObject({
      code: 'CONFLICT',
      message: 'You have already reported this review',
    });
  });
});
