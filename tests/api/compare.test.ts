import { describe, expect, it } from 'vitest';
import { db } from '#server/infra/db.ts';
import { RATING_CATEGORIES } from '#shared/reviews/ratings.ts';
import { createUniversity } from '../factories/universities.ts';
import { createReview, ratingsOf } from '../factories/reviews.ts';
import { api } from '../support/api-request.ts';
import { assertNoSecrets } from '../support/leak-check.ts';

const compare = (query: string) => api('GET', `/compare${query}`);

describe('GET /api/compare', () => {
  it('answers both universities with details, review count and unrounded means', async () => {
    const one = await createUniversity({ country: 'Canada', webPages: ['https://one.example/'] });
    const two = await createUniversity({ country: 'Chile', alphaTwoCode: null });
    await createReview({
      universityId: one.id,
      ratings: ratingsOf(4, { overall_rating: 5, social_life_rating: 1 }),
      createdAt: new Date(Date.now() - 3_600_000),
    });
    await createReview({
      universityId: one.id,
      ratings: ratingsOf(4, { overall_rating: 4, social_life_rating: 2 }),
      createdAt: new Date(Date.now() - 7_200_000),
    });
    const newest = new Date(Date.now() - 60_000);
    await createReview({ universityId: one.id, ratings: ratingsOf(3, { overall_rating: 4, social_life_rating: 2 }), createdAt: newest });

    const reply = await compare(`?uni1=${one.id}&uni2=${two.id}`);
    expect(reply.status).toBe(200);
    const { university1, university2 } = reply.body;
    expect(university1).toMatchObject({
      id: one.id,
      name: one.name,
      country: 'Canada',
      alpha_two_code: 'TL',
      state_province: null,
      web_pages: ['https://one.example/'],
      domains: ['test.example'],
      reviewCount: 3,
      last_review_at: newest.toISOString(),
    });
    expect(Object.keys(university1.averages).sort()).toEqual(RATING_CATEGORIES.map((c) => c.key).sort());
    expect(university1.averages.overall).toBeCloseTo(13 / 3, 12);
    expect(university1.averages.social).toBeCloseTo(5 / 3, 12);
    expect(university1.averages.academic).toBeCloseTo(11 / 3, 12);
    expect(typeof university1.averages.overall).toBe('number');

    expect(university2).toMatchObject({ id: two.id, country: 'Chile', alpha_two_code: null, reviewCount: 0, last_review_at: null });
    expect(Object.values(university2.averages)).toEqual(Array(16).fill(0));
    assertNoSecrets(reply.body);
  });

  it('ignores a bearer and extra parameters', async () => {
    const one = await createUniversity();
    const two = await createUniversity();
    expect((await api('GET', `/compare?uni1=${one.id}&uni2=${two.id}&uni3=1`, { token: 'junk' })).status).toBe(200);
  });

  it.each([
    ['', 'Both university IDs are required'],
    ['?uni1=1', 'Both university IDs are required'],
    ['?uni2=1', 'Both university IDs are required'],
    ['?uni1=&uni2=2', 'Both university IDs are required'],
    ['?uni1=abc&uni2=2', 'Invalid university ID'],
    ['?uni1=1&uni2=-2', 'Invalid university ID'],
    ['?uni1=0&uni2=2', 'Invalid university ID'],
    ['?uni1=1&uni2=2147483648', 'Invalid university ID'],
    ['?uni1=1.0&uni2=2', 'Invalid university ID'],
    ['?uni1=7&uni2=7', 'Cannot compare a university with itself'],
    ['?uni1=7&uni2=007', 'Cannot compare a university with itself'],
  ])('answers 400 for %j', async (query, error) => {
    expect(await compare(query)).toMatchObject({ status: 400, body: { error } });
  });

  it('answers 404 naming uni1 first, then uni2', async () => {
    const known = await createUniversity();
    expect(await compare('?uni1=2147483640&uni2=2147483641')).toMatchObject({
      status: 404,
      body: { error: 'University with ID 2147483640 not found' },
    });
    expect(await compare(`?uni1=${known.id}&uni2=2147483641`)).toMatchObject({
      status: 404,
      body: { error: 'University with ID 2147483641 not found' },
    });
    expect(await compare(`?uni1=2147483640&uni2=${known.id}`)).toMatchObject({
      status: 404,
      body: { error: 'University with ID 2147483640 not found' },
    });
    expect(await db().university.count({ where: { id: { gte: 2147483640 } } })).toBe(0);
  });
});
