import { describe, expect, it, vi } from 'vitest';
import { db } from '#server/infra/db.ts';
import { rankFeatured } from '#server/universities/featured-score.ts';
import { RATING_CATEGORIES } from '#shared/reviews/ratings.ts';
import { createUserWithSession } from '../factories/users.ts';
import { createUniversity } from '../factories/universities.ts';
import { createReview, ratingsOf } from '../factories/reviews.ts';
import { api } from '../support/api-request.ts';
import { assertNoSecrets } from '../support/leak-check.ts';

const AVERAGE_KEYS = RATING_CATEGORIES.map((c) => c.key).sort();
const BAD_IDS = ['abc', '0', '-1', '1.5', '2147483648', '99999999999', '1e3', '%20'];

describe('GET /api/specificUni/{id}', () => {
  it('answers the University shape with arrays and nulls, and ignores a bearer', async () => {
    const uni = await createUniversity({
      webPages: ['https://a.example/', 'https://b.example/'],
      domains: ['a.example'],
      stateProvince: null,
    });
    const reply = await api('GET', `/specificUni/${uni.id}`, { token: 'garbage' });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/application\/json/);
    expect(reply.body).toEqual({
      id: uni.id,
      name: uni.name,
      country: 'Testland',
      alpha_two_code: 'TL',
      state_province: null,
      web_pages: ['https://a.example/', 'https://b.example/'],
      domains: ['a.example'],
    });
  });

  it.each(BAD_IDS)('answers 400 "Invalid university ID" for %j', async (id) => {
    expect(await api('GET', `/specificUni/${id}`)).toMatchObject({ status: 400, body: { error: 'Invalid university ID' } });
  });

  it('answers 404 "University not found" for an unknown id', async () => {
    expect(await api('GET', '/specificUni/2147483647')).toMatchObject({ status: 404, body: { error: 'University not found' } });
  });
});

describe('GET /api/specificUni/{id}/reviews', () => {
  async function universityWithReviews() {
    const uni = await createUniversity();
    const { user } = await createUserWithSession();
    const { user: liker } = await createUserWithSession();
    const base = Date.UTC(2025, 0, 1);
    // Three reviews: overall 5, 4, 4 (mean 4.333...), social 1, 2, 2 (mean 1.666...).
    const oldest = await createReview({
      universityId: uni.id,
      userId: user.id,
      ratings: ratingsOf(3, { overall_rating: 5, social_life_rating: 1 }),
      createdAt: new Date(base),
      likedBy: [user.id, liker.id],
    });
    const middle = await createReview({
      universityId: uni.id,
      ratings: ratingsOf(3, { overall_rating: 4, social_life_rating: 2 }),
      createdAt: new Date(base + 1000),
    });
    const newest = await createReview({
      universityId: uni.id,
      ratings: ratingsOf(3, { overall_rating: 4, social_life_rating: 2 }),
      createdAt: new Date(base + 2000),
      likedBy: [liker.id],
    });
    return { uni, user, oldest, middle, newest };
  }

  it('answers reviews, unrounded averages over all reviews, and pagination, newest first by default', async () => {
    const { uni, user, oldest, middle, newest } = await universityWithReviews();
    const reply = await api('GET', `/specificUni/${uni.id}/reviews`);
    expect(reply.status).toBe(200);
    expect(reply.body.reviews.map((r: { id: number }) => r.id)).toEqual([newest.id, middle.id, oldest.id]);
    expect(reply.body.pagination).toEqual({ currentPage: 1, totalPages: 1, totalReviews: 3, reviewsPerPage: 20 });
    expect(Object.keys(reply.body.averages).sort()).toEqual(AVERAGE_KEYS);
    expect(reply.body.averages.overall).toBeCloseTo(13 / 3, 10);
    expect(reply.body.averages.social).toBeCloseTo(5 / 3, 10);
    expect(reply.body.averages.academic).toBe(3);

    const first = reply.body.reviews[2];
    expect(first).toEqual({
      id: oldest.id,
      university_id: uni.id,
      university_name: uni.name,
      username: user.username,
      created_at: new Date(Date.UTC(2025, 0, 1)).toISOString(),
      ...ratingsOf(3, { overall_rating: 5, social_life_rating: 1 }),
      review_text: 'A stored test review.',
      comments: null,
      likes: 2,
      verified: false,
      edited_at: null,
      // No study context given: each part null.
      study_level: null,
      study_field: null,
      study_start_year: null,
      study_end_year: null,
      study_relation: null,
      reply: null,
    });
    expect(reply.body.reviews[0].username).toBeNull();
    assertNoSecrets(reply.body, [user.email]);
  });

  it('sorts popular by likes, then newest, then id', async () => {
    const { uni, oldest, middle, newest } = await universityWithReviews();
    const reply = await api('GET', `/specificUni/${uni.id}/reviews?sort=popular`);
    expect(reply.body.reviews.map((r: { id: number }) => r.id)).toEqual([oldest.id, newest.id, middle.id]);
    const recent = await api('GET', `/specificUni/${uni.id}/reviews?sort=recent`);
    expect(recent.body.reviews.map((r: { id: number }) => r.id)).toEqual([newest.id, middle.id, oldest.id]);
  });

  it('breaks ties by id, newest id first, so pages stay stable', async () => {
    const uni = await createUniversity();
    const at = new Date(Date.UTC(2025, 5, 1));
    const a = await createReview({ universityId: uni.id, createdAt: at });
    const b = await createReview({ universityId: uni.id, createdAt: at });
    for (const sort of ['recent', 'popular']) {
      const reply = await api('GET', `/specificUni/${uni.id}/reviews?sort=${sort}`);
      expect(reply.body.reviews.map((r: { id: number }) => r.id)).toEqual([b.id, a.id]);
    }
  });

  it('pages with limit and answers an empty page past the end with the right totals', async () => {
    const { uni, oldest, middle } = await universityWithReviews();
    const second = await api('GET', `/specificUni/${uni.id}/reviews?page=2&limit=2`);
    expect(second.body.reviews.map((r: { id: number }) => r.id)).toEqual([oldest.id]);
    expect(second.body.pagination).toEqual({ currentPage: 2, totalPages: 2, totalReviews: 3, reviewsPerPage: 2 });
    const first = await api('GET', `/specificUni/${uni.id}/reviews?page=1&limit=2`);
    expect(first.body.reviews.map((r: { id: number }) => r.id)).toContain(middle.id);
    const past = await api('GET', `/specificUni/${uni.id}/reviews?page=9&limit=50`);
    expect(past.status).toBe(200);
    expect(past.body.reviews).toEqual([]);
    expect(past.body.pagination).toEqual({ currentPage: 9, totalPages: 1, totalReviews: 3, reviewsPerPage: 50 });
    expect(past.body.averages.overall).toBeCloseTo(13 / 3, 10);
  });

  it('answers zeros and totalPages 0 for a university without reviews', async () => {
    const uni = await createUniversity();
    const reply = await api('GET', `/specificUni/${uni.id}/reviews`);
    expect(reply.body.reviews).toEqual([]);
    expect(reply.body.pagination).toEqual({ currentPage: 1, totalPages: 0, totalReviews: 0, reviewsPerPage: 20 });
    expect(Object.values(reply.body.averages)).toEqual(Array(16).fill(0));
  });

  it.each([
    ['page=0', 'page must be a positive integer'],
    ['page=-1', 'page must be a positive integer'],
    ['page=1.5', 'page must be a positive integer'],
    ['page=abc', 'page must be a positive integer'],
    ['page=2147483648', 'page must be a positive integer'],
    ['limit=0', 'limit must be an integer from 1 to 50'],
    ['limit=51', 'limit must be an integer from 1 to 50'],
    ['limit=-5', 'limit must be an integer from 1 to 50'],
    ['limit=ten', 'limit must be an integer from 1 to 50'],
    ['sort=best', 'sort must be one of: recent, popular, highest, lowest'],
    ['sort=RECENT', 'sort must be one of: recent, popular, highest, lowest'],
  ])('answers 400 for %s', async (query, error) => {
    const uni = await createUniversity();
    expect(await api('GET', `/specificUni/${uni.id}/reviews?${query}`)).toMatchObject({ status: 400, body: { error } });
  });

  it('checks the id first, and answers 404 for an unknown university', async () => {
    expect(await api('GET', '/specificUni/abc/reviews?page=0')).toMatchObject({ status: 400, body: { error: 'Invalid university ID' } });
    expect(await api('GET', '/specificUni/2147483647/reviews')).toMatchObject({ status: 404, body: { error: 'University not found' } });
  });
});

describe('GET /api/specificUni/university_name/{id}', () => {
  it('answers the name in the success envelope, ignoring a bearer', async () => {
    const uni = await createUniversity();
    expect(await api('GET', `/specificUni/university_name/${uni.id}`, { token: 'not-a-token' })).toMatchObject({
      status: 200,
      body: { success: true, data: { name: uni.name } },
    });
  });

  it('answers 400 and 404 with success false', async () => {
    expect(await api('GET', '/specificUni/university_name/x1')).toEqual(
      expect.objectContaining({ status: 400, body: { success: false, error: 'Invalid university ID format' } }),
    );
    expect(await api('GET', '/specificUni/university_name/2147483646')).toEqual(
      expect.objectContaining({ status: 404, body: { success: false, error: 'University with ID 2147483646 not found' } }),
    );
  });
});

describe('GET /api/specificUni/all_university_ids', () => {
  it('lists every university by id with numeric review counts', async () => {
    const uni = await createUniversity();
    await createReview({ universityId: uni.id });
    const reply = await api('GET', '/specificUni/all_university_ids');
    expect(reply.status).toBe(200);
    const ids = reply.body.map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(reply.body.find((row: { id: number }) => row.id === uni.id)).toEqual({ id: uni.id, name: uni.name, review_count: 1 });
    expect(reply.body).toHaveLength(await db().university.count());
  });
});

describe('GET /api/specificUni/getFeaturedUniversities', () => {
  it('answers at most 3, ranked by the featured score, with numeric counts, and follows new reviews', async () => {
    const unis = await Promise.all([1, 2, 3, 4].map(() => createUniversity()));
    for (const [index, uni] of unis.entries()) {
      for (let i = 0; i <= index * 2; i += 1) await createReview({ universityId: uni.id, ratings: ratingsOf(index + 1) });
    }
    const reply = await api('GET', '/specificUni/getFeaturedUniversities', { token: 'ignored' });
    expect(reply.status).toBe(200);
    const stats = await db().universityStats.findMany({
      where: { reviewCount: { gt: 0 } },
      select: {
        universityId: true,
        reviewCount: true,
        sumOverall: true,
        lastReviewAt: true,
        university: { select: { name: true, country: true } },
      },
    });
    const expected = rankFeatured(
      stats.map((s) => ({ ...s, name: s.university.name })),
      new Date(),
    )
      .slice(0, 3)
      .map((s) => ({
        id: s.universityId,
        name: s.name,
        review_count: s.reviewCount,
        country: s.university.country,
        average_overall: s.sumOverall / s.reviewCount,
      }));
    expect(reply.body).toEqual(expected);

    // A review submitted through the API shows once the ranking is 5 s old, ranked again behind
    // the kept one (decision 038: at most once per 5 s, whatever the writes).
    const top = reply.body[0] as { id: number; review_count: number };
    const submit = await api('POST', '/reviews/submit', { body: { university_id: top.id, ...ratingsOf(5) }, address: '10.200.0.1' });
    expect(submit.status).toBe(200);
    const countOfTop = async () =>
      (await api('GET', '/specificUni/getFeaturedUniversities')).body.find((u: { id: number }) => u.id === top.id).review_count;
    expect(await countOfTop()).toBe(top.review_count);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 5_000);
      await vi.waitFor(async () => expect(await countOfTop()).toBe(top.review_count + 1), { timeout: 10_000, interval: 20 });
    } finally {
      vi.useRealTimers();
    }
  });
});
