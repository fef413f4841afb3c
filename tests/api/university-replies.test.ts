// A university's right of reply (docs/rules/trust-and-moderation.md#university-replies): the
// operator's command, one reply per published review from the university's representatives, its
// edit, screening, reports, moderation, appeal, the author's mail, the reply share on the
// statistics and the representatives' list. Tried as someone gaming it would: another
// university, a second reply, a held review, two replies at once, reporters on one network.
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '#server/infra/db.ts';
import { resetSettingsForTests } from '#server/infra/env.ts';
import { REPLY_TEXT_MAX } from '#shared/limits.ts';
import { REPLY_HELD, REPLY_POSTED } from '#shared/schemas/university-replies.ts';
import { REPORT_THANKS } from '#shared/schemas/trust.ts';
import { createUserWithSession } from '../factories/users.ts';
import { createReview } from '../factories/reviews.ts';
import { addressOnNetworkOf, api, freshAddress } from '../support/api-request.ts';
import { createModerator, storedStats, trpcAs, trpcFailure } from '../support/trust.ts';
import { clearOutbox, readOutbox } from '../support/outbox.ts';
import { confirm, createRepresentative, mailedCode, universityWithDomain, unique, verify } from '../support/students.ts';
import { projectRoot } from '../support/paths.ts';

afterEach(() => resetSettingsForTests());

const reply = (reviewId: number | string, token: string | undefined, body: unknown, method = 'POST') =>
  api(method, `/reviews/${reviewId}/reply`, { token, body, address: freshAddress() });
const reportReply = (reviewId: number, address = freshAddress(), token?: string) =>
  api('POST', `/reviews/${reviewId}/reply/report`, { body: { reason: 'harassment' }, address, token });
const decideReply = (reviewId: number, token: string, action: 'publish' | 'remove', reason = 'Checked against the guidelines.') =>
  api('POST', `/moderation/reviews/${reviewId}/reply`, { token, body: { action, reason } });
const publicReviews = async (universityId: number) => (await api('GET', `/specificUni/${universityId}/reviews?limit=50`)).body.reviews;
const storedReply = (reviewId: number) => db().reviewReply.findUnique({ where: { reviewId } });

const runCommand = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/representative.ts', ...args], {
    cwd: projectRoot,
    env: process.env,
    encoding: 'utf8',
  });

describe('npm run representative', () => {
  it('grants only an account that confirmed an address of the university, and revokes', async () => {
    const account = await createUserWithSession();
    const { uni, domain } = await universityWithDomain();
    const { uni: other } = await universityWithDomain();
    const review = await createReview({ universityId: uni.id });

    const unverified = runCommand('grant', account.user.email, String(uni.id));
    expect(unverified.status).toBe(2);
    expect(unverified.stderr.trim()).toBe(
      `${account.user.username} has not confirmed an address at ${uni.name}: they confirm one from their profile first, with the code mailed to it.`,
    );
    expect(runCommand('grant', 'nobody-here@example.com', String(uni.id)).stderr.trim()).toBe(
      'No account has the email nobody-here@example.com.',
    );
    expect(runCommand('grant', account.user.email, '2147483000').stderr.trim()).toBe('No university has the id 2147483000.');
    expect(runCommand('grant', account.user.email).status).toBe(2);

    const email = `press${unique()}@${domain}`;
    expect((await verify(account.token, { email })).status).toBe(200);
    expect((await confirm(account.token, { code: await mailedCode(email) })).status).toBe(200);
    // Verified at this university, not at the other one.
    expect(runCommand('grant', account.user.email, String(other.id)).status).toBe(2);
    expect(await db().universityRepresentative.count({ where: { userId: account.user.id } })).toBe(0);
    expect((await reply(review.id, account.token, { text: 'Not yet a representative.' })).body).toEqual({
      error: 'University representative access required',
    });

    const granted = runCommand('grant', account.user.email, String(uni.id));
    expect(granted.status, granted.stderr).toBe(0);
    expect(granted.stdout.trim()).toBe(`${account.user.username} now represents ${uni.name}.`);
    expect(runCommand('grant', account.user.email, String(uni.id)).stdout.trim()).toBe(
      `${account.user.username} already represents ${uni.name}.`,
    );
    expect((await reply(review.id, account.token, { text: 'Thank you for writing.' })).status).toBe(201);

    const revoked = runCommand('revoke', account.user.email);
    expect(revoked.stdout.trim()).toBe(`${account.user.username} no longer represents ${uni.name}.`);
    expect((await reply(review.id, account.token, { text: 'An edit after the revoke.' }, 'PUT')).status).toBe(403);
    expect((await api('GET', '/representative/reviews', { token: account.token })).status).toBe(403);
  }, 60_000);
});

describe('POST /api/reviews/{id}/reply', () => {
  it("publishes the university's reply under the review, mails the author, and changes nothing of the review", async () => {
    const rep = await createRepresentative();
    const author = await createUserWithSession();
    const review = await createReview({ universityId: rep.uni.id, userId: author.user.id, ratings: { overall_rating: 1 } });
    const statsBefore = await storedStats(rep.uni.id);
    await clearOutbox();

    const posted = await reply(review.id, rep.token, { text: '  Thank you. The library now opens at 7 on weekdays.  ' });
    expect(posted).toMatchObject({ status: 201, body: { success: true, status: 'published', message: REPLY_POSTED } });
    const [shown] = await publicReviews(rep.uni.id);
    expect(shown.reply).toEqual({
      university_name: rep.uni.name,
      text: 'Thank you. The library now opens at 7 on weekdays.',
      created_at: expect.any(String),
      edited_at: null,
    });
    // The reply names the university, never the person.
    expect(JSON.stringify(shown)).not.toContain(rep.user.username);
    // The review keeps its status, place, rating and likes, and the aggregate does not move.
    expect(
      await db().review.findUniqueOrThrow({ where: { id: review.id }, select: { status: true, overallRating: true, likeCount: true } }),
    ).toEqual({
      status: 'published',
      overallRating: 1,
      likeCount: 0,
    });
    expect(await storedStats(rep.uni.id)).toEqual(statsBefore);

    const mails = (await readOutbox()).filter((mail) => mail.to === author.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`${rep.uni.name} replied to your review`);
    expect(mails[0]!.text).toContain('Thank you. The library now opens at 7 on weekdays.');

    // One reply per review: a second one, even from another representative, is refused.
    expect((await reply(review.id, rep.token, { text: 'A second reply.' })).body).toEqual({ error: 'This review already has a reply' });
    expect(await db().reviewReply.count({ where: { reviewId: review.id } })).toBe(1);
  });

  it('refuses a member, another university, held and removed reviews, and bad texts, changing nothing', async () => {
    const rep = await createRepresentative();
    const elsewhere = await createRepresentative();
    const review = await createReview({ universityId: rep.uni.id });
    const member = await createUserWithSession();

    expect(await reply(review.id, undefined, { text: 'Hi.' })).toMatchObject({ status: 401 });
    expect(await reply(review.id, member.token, { text: 'Hi.' })).toMatchObject({
      status: 403,
      body: { error: 'University representative access required' },
    });
    expect(await reply(review.id, elsewhere.token, { text: 'Hi.' })).toMatchObject({
      status: 403,
      body: { error: 'This review is not of your university' },
    });
    for (const status of ['held', 'removed']) {
      const hidden = await createReview({ universityId: rep.uni.id });
      await db().review.update({ where: { id: hidden.id }, data: { status }, select: { id: true } });
      expect(await reply(hidden.id, rep.token, { text: 'Hi.' })).toMatchObject({ status: 404, body: { error: 'Review not found' } });
    }
    expect(await reply(2147483000, rep.token, { text: 'Hi.' })).toMatchObject({ status: 404, body: { error: 'Review not found' } });
    expect(await reply('abc', rep.token, { text: 'Hi.' })).toMatchObject({ status: 400, body: { error: 'Invalid review ID' } });
    expect((await reply(review.id, rep.token, {})).body).toEqual({ error: 'text is required' });
    expect((await reply(review.id, rep.token, { text: '   ' })).body).toEqual({ error: 'text is required' });
    expect((await reply(review.id, rep.token, { text: 5 })).body).toEqual({ error: 'text must be a string' });
    expect((await reply(review.id, rep.token, { text: 'x'.repeat(REPLY_TEXT_MAX + 1) })).body).toEqual({
      error: `text must be at most ${REPLY_TEXT_MAX} characters`,
    });
    expect((await reply(review.id, rep.token, { text: 'x'.repeat(REPLY_TEXT_MAX) })).status).toBe(201);
    expect(await db().reviewReply.count({ where: { universityId: rep.uni.id } })).toBe(1);
  });

  it('lets only one of two replies sent at once through', async () => {
    const rep = await createRepresentative();
    const review = await createReview({ universityId: rep.uni.id });
    const replies = await Promise.all([1, 2, 3].map((n) => reply(review.id, rep.token, { text: `Reply number ${n}.` })));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await db().reviewReply.count({ where: { reviewId: review.id } })).toBe(1);
  });

  it('holds a reply that screening flags, until a moderator publishes it; the author is mailed then', async () => {
    const rep = await createRepresentative();
    const author = await createUserWithSession();
    const review = await createReview({ universityId: rep.uni.id, userId: author.user.id });
    const moderator = await createModerator();
    await clearOutbox();

    const held = await reply(review.id, rep.token, { text: 'Call our office on 020 7946 0958 or write to press at uni dot edu.' });
    expect(held).toMatchObject({ status: 201, body: { status: 'held', message: REPLY_HELD } });
    expect((await publicReviews(rep.uni.id))[0].reply).toBeNull();
    expect((await readOutbox()).filter((mail) => mail.to === author.user.email)).toEqual([]);

    const queue = await api('GET', '/moderation/replies', { token: moderator.token });
    const item = queue.body.items.find((entry: { review: { id: number } }) => entry.review.id === review.id);
    expect(item).toMatchObject({ subject: 'reply', flags: ['email', 'phone'], reply: { status: 'held' }, conflict_of_interest: null });
    // The representative cannot decide on their own reply, even as a moderator.
    await db().user.update({ where: { id: rep.user.id }, data: { role: 'moderator' }, select: { id: true } });
    expect((await decideReply(review.id, rep.token, 'publish')).body).toEqual({ error: 'You cannot decide on a reply you wrote' });
    expect((await decideReply(review.id, (await createUserWithSession()).token, 'publish')).status).toBe(403);

    expect(await decideReply(review.id, moderator.token, 'publish', 'The office number and address are public.')).toMatchObject({
      status: 200,
      body: { success: true, status: 'published' },
    });
    expect((await publicReviews(rep.uni.id))[0].reply.text).toContain('020 7946 0958');
    expect((await readOutbox()).filter((mail) => mail.to === author.user.email)).toHaveLength(1);
    const log = await api('GET', '/moderation/log', { token: moderator.token });
    expect(log.body.entries[0]).toMatchObject({ subject: 'reply', review_id: review.id, action: 'publish' });
  });
});

describe('PUT /api/reviews/{id}/reply', () => {
  it("lets any of the university's representatives edit it, marked edited and screened again", async () => {
    const rep = await createRepresentative();
    const review = await createReview({ universityId: rep.uni.id });
    await reply(review.id, rep.token, { text: 'A first answer.' });

    // A second representative of the same university.
    const colleague = await createUserWithSession();
    const email = `office${unique()}@${rep.domain}`;
    await verify(colleague.token, { email });
    await confirm(colleague.token, { code: await mailedCode(email) });
    const { grantRepresentative } = await import('#server/trust/representatives.ts');
    await grantRepresentative(colleague.user.email, rep.uni.id);

    expect(await reply(review.id, colleague.token, { text: 'A better answer.' }, 'PUT')).toMatchObject({
      status: 200,
      body: { success: true, status: 'published', message: REPLY_POSTED },
    });
    const shown = (await publicReviews(rep.uni.id))[0].reply;
    expect(shown).toMatchObject({ text: 'A better answer.', edited_at: expect.any(String) });
    expect((await storedReply(review.id))?.authorId).toBe(colleague.user.id);

    expect((await reply(review.id, colleague.token, { text: 'See www.example.com for more.' }, 'PUT')).body.status).toBe('held');
    expect((await publicReviews(rep.uni.id))[0].reply).toBeNull();

    const unreplied = await createReview({ universityId: rep.uni.id });
    expect((await reply(unreplied.id, rep.token, { text: 'Edit of nothing.' }, 'PUT')).body).toEqual({ error: 'Reply not found' });
    const elsewhere = await createRepresentative();
    expect((await reply(review.id, elsewhere.token, { text: 'Not ours.' }, 'PUT')).status).toBe(403);
  });
});

describe('reports, removal and appeal of a reply', () => {
  it('holds the reply (never the review) at three networks, removes it, mails its writer, and takes one appeal', async () => {
    const rep = await createRepresentative();
    const review = await createReview({ universityId: rep.uni.id });
    const moderator = await createModerator();
    await reply(review.id, rep.token, { text: 'This review is lies and its writer should be ashamed.' });

    // Many reporters on one network count once.
    const network = freshAddress();
    for (const address of [network, addressOnNetworkOf(network), addressOnNetworkOf(network)]) {
      expect(await reportReply(review.id, address)).toMatchObject({ status: 201, body: { success: true, message: REPORT_THANKS } });
    }
    expect((await storedReply(review.id))?.status).toBe('published');
    const reporter = await createUserWithSession();
    expect((await reportReply(review.id, freshAddress(), reporter.token)).status).toBe(201);
    expect((await reportReply(review.id, freshAddress(), reporter.token)).body).toEqual({ error: 'You have already reported this review' });
    expect((await reportReply(review.id, freshAddress())).status).toBe(201);
    expect((await storedReply(review.id))?.status).toBe('held');
    expect(await db().review.findUniqueOrThrow({ where: { id: review.id }, select: { status: true } })).toEqual({ status: 'published' });
    expect((await publicReviews(rep.uni.id))[0]).toMatchObject({ id: review.id, reply: null });
    // A report of the reply is no report of the review.
    expect(await db().reviewReport.count({ where: { reviewId: review.id, subject: 'review' } })).toBe(0);
    const receipts = await api('GET', '/users/reports', { token: reporter.token });
    expect(receipts.body[0]).toMatchObject({ subject: 'reply', review_id: review.id, outcome: 'open' });

    // The reporter cannot decide on it.
    await db().user.update({ where: { id: reporter.user.id }, data: { role: 'moderator' }, select: { id: true } });
    expect((await decideReply(review.id, reporter.token, 'remove')).body).toEqual({ error: 'You cannot decide on a reply you reported' });

    await clearOutbox();
    expect((await decideReply(review.id, moderator.token, 'remove', 'Attacks the reviewer.')).body).toEqual({
      success: true,
      status: 'removed',
    });
    expect((await storedReply(review.id))?.moderationReason).toBe('Attacks the reviewer.');
    const removalMail = (await readOutbox()).find((mail) => mail.to === rep.user.email);
    expect(removalMail?.subject).toBe('Your university reply was removed');
    expect(removalMail?.text).toContain('Attacks the reviewer.');
    expect((await api('GET', '/users/reports', { token: reporter.token })).body[0].outcome).toBe('removed');
    expect((await reply(review.id, rep.token, { text: 'Trying again.' }, 'PUT')).body).toEqual({
      error: 'Removed replies cannot be edited',
    });
    expect((await reply(review.id, rep.token, { text: 'Trying again.' })).status).toBe(409);
    expect(await reportReply(review.id)).toMatchObject({ status: 404, body: { error: 'Reply not found' } });

    const appeal = (token: string, message: unknown = 'We answered the review, not the person.') =>
      api('POST', `/reviews/${review.id}/reply/appeal`, { token, body: { message } });
    expect((await appeal((await createUserWithSession()).token)).status).toBe(403);
    expect((await appeal(rep.token, '')).body).toEqual({ error: 'message is required' });
    expect(await appeal(rep.token)).toMatchObject({ status: 200, body: { success: true, status: 'held' } });
    expect(await appeal(rep.token)).toMatchObject({ status: 409, body: { error: 'You have already appealed this decision' } });
    const queued = (await api('GET', '/moderation/replies', { token: moderator.token })).body.items.find(
      (entry: { review: { id: number } }) => entry.review.id === review.id,
    );
    expect(queued.flags).toContain('appeal: We answered the review, not the person.');
    const other = await createReview({ universityId: rep.uni.id });
    await reply(other.id, rep.token, { text: 'A published one.' });
    expect((await api('POST', `/reviews/${other.id}/reply/appeal`, { token: rep.token, body: { message: 'Why?' } })).body).toEqual({
      error: 'Only removed replies can be appealed',
    });
  });
});

describe('the reply share and time on the statistics', () => {
  it('shows the share of the last 12 months and the median time from 5 replies, none before', async () => {
    const rep = await createRepresentative();
    const day = 86_400_000;
    const now = Date.now();
    const reviews = [];
    for (let n = 0; n < 8; n += 1)
      reviews.push(await createReview({ universityId: rep.uni.id, createdAt: new Date(now - (n + 1) * 10 * day) }));
    // An old review outside the window, replied to: not counted.
    const old = await createReview({ universityId: rep.uni.id, createdAt: new Date(now - 400 * day) });
    await reply(old.id, rep.token, { text: 'Late, but here.' });
    for (const review of reviews.slice(0, 4)) await reply(review.id, rep.token, { text: `Reply to ${review.id}.` });
    expect((await api('GET', `/specificUni/${rep.uni.id}/stats`)).body.replies).toEqual({
      replied_count: 4,
      reply_share: null,
      median_reply_hours: null,
    });
    await reply(reviews[4]!.id, rep.token, { text: 'The fifth.' });
    const stats = (await api('GET', `/specificUni/${rep.uni.id}/stats`)).body;
    expect(stats.reviews_last_12_months).toBe(8);
    // Replied now to reviews 10, 20, 30, 40 and 50 days old: the median is 30 days.
    expect(stats.replies.replied_count).toBe(5);
    expect(stats.replies.reply_share).toBeCloseTo(5 / 8);
    expect(stats.replies.median_reply_hours).toBeCloseTo(30 * 24, 0);
  });
});

describe('GET /api/representative/reviews', () => {
  it('lists the published reviews without a reply, oldest first, and the replied ones with their status', async () => {
    const rep = await createRepresentative();
    const day = 86_400_000;
    const newer = await createReview({ universityId: rep.uni.id, createdAt: new Date(Date.now() - day) });
    const older = await createReview({ universityId: rep.uni.id, createdAt: new Date(Date.now() - 5 * day) });
    const answered = await createReview({ universityId: rep.uni.id, createdAt: new Date(Date.now() - 9 * day) });
    const held = await createReview({ universityId: rep.uni.id });
    await db().review.update({ where: { id: held.id }, data: { status: 'held' }, select: { id: true } });
    await reply(answered.id, rep.token, { text: 'Answered.' });

    const waiting = await api('GET', '/representative/reviews', { token: rep.token });
    expect(waiting.status).toBe(200);
    expect(waiting.body.university).toEqual({ id: rep.uni.id, name: rep.uni.name });
    expect(waiting.body.items.map((item: { review: { id: number } }) => item.review.id)).toEqual([older.id, newer.id]);
    const replied = await api('GET', '/representative/reviews?view=replied', { token: rep.token });
    expect(replied.body.items).toEqual([
      expect.objectContaining({
        review: expect.objectContaining({ id: answered.id }),
        reply: expect.objectContaining({ text: 'Answered.', status: 'published' }),
      }),
    ]);
    expect((await api('GET', '/representative/reviews?view=all', { token: rep.token })).body).toEqual({
      error: "view must be 'waiting' or 'replied'",
    });
    expect((await api('GET', '/representative/reviews?page=0', { token: rep.token })).body).toEqual({
      error: 'page must be a positive integer',
    });
  });

  it('answers the same over tRPC', async () => {
    const rep = await createRepresentative();
    const review = await createReview({ universityId: rep.uni.id });
    expect(await trpcAs(rep.token).replies.access()).toEqual({ university: { id: rep.uni.id, name: rep.uni.name } });
    expect(await trpcAs((await createUserWithSession()).token).replies.access()).toEqual({ university: null });
    expect(await trpcAs(rep.token).replies.post({ reviewId: review.id, text: 'Over tRPC.' })).toEqual({
      status: 'published',
      message: REPLY_POSTED,
    });
    expect(await trpcFailure(trpcAs(rep.token).replies.post({ reviewId: review.id, text: 'Again.' }))).toMatchObject({
      code: 'CONFLICT',
      message: 'This review already has a reply',
    });
    expect((await trpcAs(rep.token).replies.reviews({ view: 'replied' })).items[0]?.reply?.text).toBe('Over tRPC.');
  });
});
