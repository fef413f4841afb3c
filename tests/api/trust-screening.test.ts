// Screening on submit (docs/rules/trust-and-moderation.md#screening): a flagged review is stored held,
// the reply says so and no public read shows or counts it; duplicate texts and a second signed
// review of the same university are refused with the documented texts.
import { describe, expect, it } from 'vitest';
import { db } from '#server/infra/db.ts';
import { listFeatured, listUniversityIdsForSitemap } from '#server/universities/universities.ts';
import { newestReviews } from '#server/reviews/review-queries.ts';
import { getUniversityPageData } from '#server/universities/university-page.ts';
import { REVIEW_HELD_MESSAGE } from '#shared/schemas/reviews.ts';
import { createUserWithSession } from '../factories/users.ts';
import { createUniversity } from '../factories/universities.ts';
import { createReview, ratingsOf, reviewBody } from '../factories/reviews.ts';
import { api, freshAddress } from '../support/api-request.ts';
import { expectAggregateMatchesRows, trpcAs } from '../support/trust.ts';
import { DISGUISED, ORDINARY } from '../unit/screening-corpus.ts';

const submit = (body: unknown, token?: string) => api('POST', '/reviews/submit', { body, token, address: freshAddress() });
const DUPLICATE = { error: 'Duplicate review', message: 'This review has already been posted for this university.' };
const ALREADY_REVIEWED = {
  error: 'Already reviewed',
  message: 'You have already reviewed this university. You can edit your review from Saved Reviews.',
};

describe('POST /api/reviews/submit: screening', () => {
  it('holds a review with a phone number, says so, and leaves every public read and aggregate alone', async () => {
    const word = `Screenton${process.pid}`;
    const uni = await createUniversity({ name: `${word} University` });
    await createReview({ universityId: uni.id, ratings: ratingsOf(2), reviewText: 'The one published review.' });
    const before = await expectAggregateMatchesRows(uni.id);

    const reply = await submit(reviewBody(uni.id, { ...ratingsOf(5), review_text: 'Call me on 020 7946 0958 for notes.' }));
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      message: 'Thanks! Your review will appear once a moderator has checked it.',
      review_id: expect.any(Number),
      status: 'held',
    });
    expect(reply.body.message).toBe(REVIEW_HELD_MESSAGE);
    const stored = await db().review.findUniqueOrThrow({ where: { id: reply.body.review_id } });
    expect(stored).toMatchObject({ status: 'held', reviewText: 'Call me on 020 7946 0958 for notes.' });
    expect(JSON.parse(stored.flags)).toEqual(['phone']);

    expect(await expectAggregateMatchesRows(uni.id)).toEqual(before);
    const page = (await api('GET', `/specificUni/${uni.id}/reviews`)).body;
    expect(page.reviews.map((r: { id: number }) => r.id)).not.toContain(stored.id);
    expect(page.pagination.totalReviews).toBe(1);
    expect(page.averages.overall).toBe(2);
    const hit = (await api('GET', `/searchUniversity/all?query=${word}`)).body.find((h: { id: number }) => h.id === uni.id);
    expect(hit).toMatchObject({ review_count: 1, average_rating: 2 });
    const other = await createUniversity();
    expect((await api('GET', `/compare?uni1=${uni.id}&uni2=${other.id}`)).body.university1).toMatchObject({
      reviewCount: 1,
      averages: { overall: 2 },
    });
    expect((await listFeatured(1000, new Date())).find((f) => f.id === uni.id)).toMatchObject({ review_count: 1 });
    // What the build prerenders: the first page, the live page and the sitemap's dates.
    expect((await newestReviews(uni.id, 20)).map((r) => r.id)).not.toContain(stored.id);
    expect((await getUniversityPageData(uni.id))!.reviewCount).toBe(1);
    expect((await listUniversityIdsForSitemap()).find((u) => u.id === uni.id)!.lastReviewAt).toEqual(before.lastReviewAt);
  });

  it('stores every kind the rules find, in their order, from both texts', async () => {
    const uni = await createUniversity();
    const reply = await submit(
      reviewBody(uni.id, { review_text: 'See www.example.com for details', comments: 'or mail me at jo@example.org' }),
    );
    expect(reply.body.status).toBe('held');
    expect(JSON.parse((await db().review.findUniqueOrThrow({ where: { id: reply.body.review_id } })).flags)).toEqual(['email', 'link']);
  });

  it('publishes a clean review and answers status published', async () => {
    const uni = await createUniversity();
    const reply = await submit(reviewBody(uni.id, { review_text: 'Lectures from 9:00-17:00, fees £9,250 per year, class of 2024.' }));
    expect(reply.body).toMatchObject({ message: 'Review submitted successfully', status: 'published' });
    expect((await expectAggregateMatchesRows(uni.id)).reviewCount).toBe(1);
  });

  // A sample of the screening corpus (tests/unit/screening-corpus.ts): the server reads text as the coach does.
  const disguised = ['full-width letters', 'Cyrillic a in the domain', 'en dashes', 'Discord invite', 'insta and an @ handle'].map((how) =>
    DISGUISED.find((entry) => entry.how === how)!,
  );
  it.each(disguised.map((entry) => [entry.how, entry.kind, entry.text] as const))(
    'holds a disguised text (%s) as %s',
    async (_how, kind, text) => {
      const uni = await createUniversity();
      const reply = await submit(reviewBody(uni.id, { review_text: text, comments: null }));
      expect(reply.body.status).toBe('held');
      const stored = await db().review.findUniqueOrThrow({ where: { id: reply.body.review_id } });
      expect(stored).toMatchObject({ status: 'held', reviewText: text });
      expect(JSON.parse(stored.flags)).toEqual([kind]);
    },
  );

  const ordinary = [
    'Fees went up from £9,250 to £9,535 for 2025–26.',
    'Lectures in room B.201 every Tuesday 9:00–11:00.',
    'e.g. the Ph.D. students teach most labs, i.e. not professors.',
    'Notes in main.py and README.md were shared on Moodle.',
    'Snap decisions in group work hurt our grade.',
  ].map((text) => ORDINARY.find((entry) => entry === text)!);
  it.each(ordinary)('publishes an ordinary text: %s', async (text) => {
    const uni = await createUniversity();
    expect((await submit(reviewBody(uni.id, { review_text: text, comments: null }))).body).toMatchObject({ status: 'published' });
  });

  it('answers the same over tRPC', async () => {
    const uni = await createUniversity();
    expect(await trpcAs().reviews.submit(reviewBody(uni.id, { comments: 'Text me: +44 20 7946 0958' }))).toEqual({
      review_id: expect.any(Number),
      status: 'held',
      message: REVIEW_HELD_MESSAGE,
    });
  });
});

describe('POST /api/reviews/submit: duplicates', () => {
  const text = 'The library is open all night, which is great for exams.';

  it('refuses the same folded text for the same university within 90 days, storing nothing', async () => {
    const uni = await createUniversity();
    expect((await submit(reviewBody(uni.id, { review_text: text, comments: null }))).status).toBe(200);
    const count = await db().review.count({ where: { universityId: uni.id } });
    const copies = [
      { review_text: text, comments: null },
      { review_text: 'the LIBRARY is open   all night\nwhich is great for exams!!', comments: null },
      // The two texts are joined before folding: split across them, it is the same text.
      { review_text: 'The library is open all night,', comments: 'which is great for exams.' },
    ];
    for (const copy of copies)
      expect(await submit(reviewBody(uni.id, copy)), JSON.stringify(copy)).toMatchObject({ status: 409, body: DUPLICATE });
    expect(await db().review.count({ where: { universityId: uni.id } })).toBe(count);
    expect((await expectAggregateMatchesRows(uni.id)).reviewCount).toBe(1);
  });

  it('allows the text at another university, after 90 days, and for short texts', async () => {
    const uni = await createUniversity();
    const other = await createUniversity();
    expect((await submit(reviewBody(uni.id, { review_text: text, comments: null }))).status).toBe(200);
    expect((await submit(reviewBody(other.id, { review_text: text, comments: null }))).status).toBe(200);
    await db().review.updateMany({ where: { universityId: uni.id }, data: { createdAt: new Date(Date.now() - 91 * 86_400_000) } });
    expect((await submit(reviewBody(uni.id, { review_text: text, comments: null }))).status).toBe(200);
    for (let i = 0; i < 2; i += 1)
      expect((await submit(reviewBody(uni.id, { review_text: 'Great uni, loved it!', comments: null }))).status).toBe(200);
  });

  it('counts a held or removed copy too', async () => {
    const uni = await createUniversity();
    const held = await submit(reviewBody(uni.id, { review_text: `${text} Call 020 7946 0958.`, comments: null }));
    expect(held.body.status).toBe('held');
    expect(await submit(reviewBody(uni.id, { review_text: `${text} Call 020 7946 0958.`, comments: null }))).toMatchObject({
      status: 409,
      body: DUPLICATE,
    });
  });
});

describe('POST /api/reviews/submit: one signed review per account and university', () => {
  it('answers 409 Already reviewed to a second signed review, but takes anonymous ones', async () => {
    const uni = await createUniversity();
    const other = await createUniversity();
    const { token } = await createUserWithSession();
    expect((await submit(reviewBody(uni.id, { review_text: 'My first review of this place.' }), token)).status).toBe(200);
    const again = await submit(reviewBody(uni.id, { review_text: 'Changed my mind about it all.' }), token);
    expect(again).toMatchObject({ status: 409, body: ALREADY_REVIEWED });
    expect((await submit(reviewBody(uni.id, { is_anonymous: true, review_text: 'Posted without my name.' }), token)).status).toBe(200);
    expect((await submit(reviewBody(other.id, { review_text: 'Another university entirely.' }), token)).status).toBe(200);
    expect(await db().review.count({ where: { universityId: uni.id } })).toBe(2);
  });

  it('counts a held signed review too', async () => {
    const uni = await createUniversity();
    const { token } = await createUserWithSession();
    expect((await submit(reviewBody(uni.id, { review_text: 'Visit my-uni-tutoring.com today' }), token)).body.status).toBe('held');
    expect(await submit(reviewBody(uni.id, { review_text: 'A clean second attempt at it.' }), token)).toMatchObject({
      status: 409,
      body: ALREADY_REVIEWED,
    });
  });
});
