// A removal outlives the review (docs/rules/trust-and-moderation.md#removals-outlive-deletion):
// the author deletes a removed review and posts it again, or someone else does, or the text comes
// back through an edit; each time it is held with the flag, and no text is kept.
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '#server/infra/db.ts';
import { settleBackgroundTasks } from '#server/infra/background-tasks.ts';
import { createUserWithSession } from '../factories/users.ts';
import { createUniversity } from '../factories/universities.ts';
import { reviewBody } from '../factories/reviews.ts';
import { api, freshAddress } from '../support/api-request.ts';
import { createModerator, decide, expectAggregateMatchesRows } from '../support/trust.ts';

afterEach(settleBackgroundTasks);

const WORDS = (
  'admissions office liars cheat applicant deposit laugh corridor dean worst tutor rude lazy fraud ' +
  'canteen library porter hall rent landlord fees scam bursar exam marker bias unfair shout mock ' +
  'seminar lecture campus night bus river bridge tower garden kitchen window winter summer'
).split(' ');
let textSeed = 0;

/** A text of 24 words no other test of this file uses, so each test's removal is its own. */
function newText(): string {
  textSeed += 1;
  let state = (process.pid * 7919 + textSeed * 104729) >>> 0;
  const words = Array.from({ length: 24 }, () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return WORDS[state % WORDS.length]!;
  });
  return `${words.join(' ')}.`;
}

async function submit(universityId: number, texts: { review_text: string; comments: string | null }, token?: string) {
  const reply = await api('POST', '/reviews/submit', {
    body: reviewBody(universityId, { ...texts, is_anonymous: !token }),
    token,
    address: freshAddress(),
  });
  expect(reply.status).toBe(200);
  return { id: reply.body.review_id as number, status: reply.body.status as string };
}

const flagsOf = async (id: number) => JSON.parse((await db().review.findUniqueOrThrow({ where: { id } })).flags) as string[];

/** A signed review, removed by a moderator. */
async function removedReview() {
  const REMOVED_TEXT = newText();
  const REMOVED_COMMENTS = 'Avoid the dean, he is the worst person alive.';
  const uni = await createUniversity();
  const author = await createUserWithSession();
  const moderator = await createModerator();
  const review = await submit(uni.id, { review_text: REMOVED_TEXT, comments: REMOVED_COMMENTS }, author.token);
  expect(review.status).toBe('published');
  expect((await decide(review.id, { action: 'remove', reason: 'Harassment.' }, moderator.token)).status).toBe(200);
  return { uni, author, moderator, review, REMOVED_TEXT, REMOVED_COMMENTS };
}

describe('a removal outlives the review', () => {
  it('holds the same text posted again after its author deleted the removed review, keeping no text', async () => {
    const { uni, author, review, REMOVED_TEXT, REMOVED_COMMENTS } = await removedReview();
    const keys = await db().removalFingerprint.findMany({ where: { reviewId: review.id } });
    expect(keys.length).toBeGreaterThan(1);
    for (const { key } of keys) expect(REMOVED_TEXT.toLowerCase()).not.toContain(key.toLowerCase().slice(5, 15));
    expect((await api('DELETE', `/reviews/delete/${review.id}`, { token: author.token })).status).toBe(200);
    expect(await db().removalFingerprint.count({ where: { reviewId: review.id } })).toBe(keys.length);

    const again = await submit(uni.id, { review_text: REMOVED_TEXT, comments: REMOVED_COMMENTS }, author.token);
    expect(again.status).toBe('held');
    expect(await flagsOf(again.id)).toEqual(['posted_again_after_removal']);
    expect(await expectAggregateMatchesRows(uni.id)).toMatchObject({ reviewCount: 0 });
  });

  it('holds nearly the same text from anyone, at any university, and passes other texts', async () => {
    const { review, REMOVED_TEXT } = await removedReview();
    const elsewhere = await createUniversity();
    // Two words changed of 24, and capitals.
    const words = REMOVED_TEXT.split(' ');
    words[5] = 'crooks';
    words[17] = 'hallway';
    const reworded = words.join(' ').toUpperCase();
    const copy = await submit(elsewhere.id, { review_text: reworded, comments: null });
    expect(copy.status).toBe('held');
    expect(await flagsOf(copy.id)).toEqual(['posted_again_after_removal']);
    const other = await submit(elsewhere.id, {
      review_text: newText(),
      comments: null,
    });
    expect(other.status).toBe('published');
    expect(review.id).toBeGreaterThan(0);
  });

  it('holds a published review edited into the removed text', async () => {
    const { REMOVED_TEXT, REMOVED_COMMENTS } = await removedReview();
    const uni = await createUniversity();
    const writer = await createUserWithSession();
    const mine = await submit(uni.id, { review_text: newText(), comments: null }, writer.token);
    expect(mine.status).toBe('published');
    const edited = await api('PUT', `/reviews/${mine.id}`, {
      token: writer.token,
      body: reviewBody(uni.id, { review_text: REMOVED_TEXT, comments: REMOVED_COMMENTS }),
    });
    expect(edited).toMatchObject({ status: 200, body: { status: 'held' } });
    expect(await flagsOf(mine.id)).toEqual(['posted_again_after_removal']);
    await expectAggregateMatchesRows(uni.id);
  });

  it('keeps the fingerprints when the author deletes their account', async () => {
    const { author, review } = await removedReview();
    expect((await api('DELETE', '/users/delete', { token: author.token })).status).toBeLessThan(300);
    expect(await db().review.count({ where: { id: review.id } })).toBe(0);
    expect(await db().removalFingerprint.count({ where: { reviewId: review.id } })).toBeGreaterThan(0);
  });

  it('forgets them when a moderator publishes the review again', async () => {
    const { moderator, review, REMOVED_TEXT } = await removedReview();
    expect((await decide(review.id, { action: 'publish', reason: 'The appeal is right.' }, moderator.token)).status).toBe(200);
    expect(await db().removalFingerprint.count({ where: { reviewId: review.id } })).toBe(0);
    const elsewhere = await createUniversity();
    expect((await submit(elsewhere.id, { review_text: REMOVED_TEXT, comments: null })).status).toBe('published');
  });
});
