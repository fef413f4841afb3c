// docs/rules/api-contract.md#statistics: a university's statistics (counts, freshness, averages,
// star distribution) and the review list's filters and orders. The distribution must sum to the
// review count for every rating and agree with the averages after submits, edits, deletes and
// moderation.
import { describe, expect, it } from 'vitest';
import { db } from '#server/infra/db.ts';
import { recomputeMonthStatsSql, recomputeStatsSql } from '#server/reviews/stats.ts';
import { databaseFile, databaseKind } from '#server/infra/env.ts';
import { openDb } from '#server/infra/db.ts';
import { readUniversityStatistics } from '#server/reviews/university-stats.ts';
import { RATING_CATEGORIES } from '#shared/reviews/ratings.ts';
import { createUniversity } from '../factories/universities.ts';
import { createReview, ratingsOf, reviewBody } from '../factories/reviews.ts';
import { createUserWithSession } from '../factories/users.ts';
import { api, freshAddress } from '../support/api-request.ts';
import { createModerator, decide, expectAggregateMatchesRows } from '../support/trust.ts';

type Stats = {
  review_count: number;
  verified_count: number;
  reviews_last_12_months: number;
  last_review_at: string | null;
  averages: Record<string, number>;
  distribution: Record<string, number[]>;
};

const stats = async (universityId: number) => {
  const response = await api('GET', `/specificUni/${universityId}/stats`);
  expect(response.status).toBe(200);
  return response.body as Stats;
};

/** Every rating's star counts sum to the review count, and their mean is the average. */
function expectConsistent(reply: Stats) {
  for (const category of RATING_CATEGORIES) {
    const counts = reply.distribution[category.key]!;
    expect(
      counts.reduce((a, b) => a + b, 0),
      category.key,
    ).toBe(reply.review_count);
    const mean = reply.review_count ? counts.reduce((sum, n, index) => sum + n * (index + 1), 0) / reply.review_count : 0;
    expect(reply.averages[category.key], category.key).toBeCloseTo(mean, 10);
  }
}

const DAY = 86_400_000;

describe('GET /api/specificUni/{id}/stats', () => {
  it('answers 400 and 404 with the documented texts', async () => {
    expect(await api('GET', '/specificUni/abc/stats')).toMatchObject({ status: 400, body: { error: 'Invalid university ID' } });
    expect(await api('GET', '/specificUni/2147483000/stats')).toMatchObject({ status: 404, body: { error: 'University not found' } });
  });

  it('gives zeros, no date and an empty distribution for a university without reviews', async () => {
    const university = await createUniversity();
    const reply = await stats(university.id);
    expect(reply).toMatchObject({ review_count: 0, verified_count: 0, reviews_last_12_months: 0, last_review_at: null });
    expect(reply.distribution.overall).toEqual([0, 0, 0, 0, 0]);
    expectConsistent(reply);
  });

  it('counts stars per rating, verified reviews, the last 12 months and the newest date', async () => {
    const university = await createUniversity();
    const now = Date.now();
    await createReview({ universityId: university.id, ratings: ratingsOf(5, { food_rating: 1 }), createdAt: new Date(now - 400 * DAY) });
    await createReview({ universityId: university.id, ratings: ratingsOf(4), verified: true, createdAt: new Date(now - 30 * DAY) });
    const newest = await createReview({
      universityId: university.id,
      ratings: ratingsOf(4, { overall_rating: 2 }),
      createdAt: new Date(now - DAY),
    });
    const held = await createReview({ universityId: university.id, ratings: ratingsOf(1), verified: true });
    await db().review.update({ where: { id: held.id }, data: { status: 'held' } });
    // The factory counted it as published; the aggregate is recomputed from the rows as they are now.
    await db().$executeRawUnsafe(recomputeStatsSql(`u."id" = ${university.id}`));
    await db().$executeRawUnsafe(`DELETE FROM "UniversityMonthStats" WHERE "universityId" = ${university.id}`);
    await db().$executeRawUnsafe(recomputeMonthStatsSql(databaseKind(), `r."universityId" = ${university.id}`));

    const reply = await stats(university.id);
    expect(reply).toMatchObject({
      review_count: 3,
      verified_count: 1,
      reviews_last_12_months: 2,
      last_review_at: newest.createdAt.toISOString(),
    });
    expect(reply.distribution.overall).toEqual([0, 1, 0, 1, 1]);
    expect(reply.distribution.food).toEqual([1, 0, 0, 2, 0]);
    expectConsistent(reply);
    await expectAggregateMatchesRows(university.id);
  });

  it('stays consistent with the rows through submits, edits, deletes and moderation', async () => {
    const university = await createUniversity();
    const authors = await Promise.all([1, 2, 3].map(() => createUserWithSession()));
    const ids: number[] = [];
    for (const [index, author] of authors.entries()) {
      const body = reviewBody(university.id, {
        ...ratingsOf(index + 2),
        review_text: `Review number ${['one', 'two', 'three'][index]} of this place.`,
      });
      const response = await api('POST', '/reviews/submit', { body, token: author.token, address: freshAddress() });
      expect(response.status).toBe(200);
      ids.push((response.body as { review_id: number }).review_id);
    }
    expectConsistent(await stats(university.id));

    const edit = await api('PUT', `/reviews/${ids[0]}`, {
      body: { ...ratingsOf(5, { overall_rating: 1 }), review_text: 'Changed my mind after a year here.' },
      token: authors[0]!.token,
    });
    expect(edit.status).toBe(200);
    let reply = await stats(university.id);
    expect(reply.distribution.overall).toEqual([1, 0, 1, 1, 0]);
    expectConsistent(reply);

    expect((await api('DELETE', `/reviews/delete/${ids[1]}`, { token: authors[1]!.token })).status).toBe(200);
    const moderator = await createModerator();
    expect((await decide(ids[2]!, { action: 'remove', reason: 'Removed: it is spam or advertising.' }, moderator.token)).status).toBe(200);
    reply = await stats(university.id);
    expect(reply.review_count).toBe(1);
    expect(reply.distribution.overall).toEqual([1, 0, 0, 0, 0]);
    expectConsistent(reply);
    await expectAggregateMatchesRows(university.id);
  });
});

describe('the statistics kept between reads', () => {
  it('follow a write at once, whether this process or another connection made it', async () => {
    const uni = await createUniversity();
    expect((await stats(uni.id)).review_count).toBe(0);
    expect((await stats(uni.id)).review_count).toBe(0);
    const { token } = await createUserWithSession();
    const submitted = await api('POST', '/reviews/submit', { body: reviewBody(uni.id), token, address: freshAddress() });
    expect(submitted.status).toBe(200);
    expect((await stats(uni.id)).review_count).toBe(1);

    // Another connection to the same database, as another server process would write.
    const other = databaseKind() === 'sqlite' ? openDb(databaseFile()) : db();
    const ratings = ratingsOf(5);
    await other.$transaction([
      other.review.create({
        data: { universityId: uni.id, ...Object.fromEntries(RATING_CATEGORIES.map((c) => [c.column, ratings[c.field]])) } as never,
      }),
      other.$executeRawUnsafe(recomputeStatsSql(`u."id" = ${uni.id}`)),
    ]);
    if (other !== db()) await other.$disconnect();
    const after = await stats(uni.id);
    expect(after.review_count).toBe(2);
    expectConsistent(after);
  });
});

describe('the last 12 months, from the per-month counts', () => {
  it('counts exactly from the same day and time a year ago, whatever the month', async () => {
    const university = await createUniversity();
    const at = (iso: string) => createReview({ universityId: university.id, createdAt: new Date(iso) });
    await at('2025-10-31T23:00:00.000Z'); // the month before: out
    await at('2025-11-15T11:59:00.000Z'); // the first month, a minute too early: out
    await at('2025-11-15T12:01:00.000Z'); // the first month, in
    await at('2025-11-30T08:00:00.000Z'); // in
    await at('2026-03-01T00:00:00.000Z'); // a later month, in
    const now = new Date('2026-11-15T12:00:00.000Z');
    expect((await readUniversityStatistics(university.id, now)).reviews_last_12_months).toBe(3);
    expect(await db().universityMonthStats.findMany({ where: { universityId: university.id }, orderBy: { month: 'asc' } })).toEqual([
      { universityId: university.id, month: '2025-10', reviewCount: 1 },
      { universityId: university.id, month: '2025-11', reviewCount: 3 },
      { universityId: university.id, month: '2026-03', reviewCount: 1 },
    ]);
    // A removal takes its month's count down in the same transaction; check:data finds no drift.
    const moderator = await createModerator();
    const inFirstMonth = await db().review.findFirstOrThrow({
      where: { universityId: university.id, createdAt: new Date('2025-11-30T08:00:00.000Z') },
      select: { id: true },
    });
    expect((await decide(inFirstMonth.id, { action: 'remove', reason: 'Spam.' }, moderator.token)).status).toBe(200);
    expect((await readUniversityStatistics(university.id, now)).reviews_last_12_months).toBe(2);
    await expectAggregateMatchesRows(university.id);
  });
});

describe('GET /api/specificUni/{id}/reviews: filters and orders', () => {
  async function universityWithRatings() {
    const university = await createUniversity();
    const start = Date.now() - 10 * DAY;
    const rows = [
      { overall: 5, verified: false },
      { overall: 2, verified: true },
      { overall: 5, verified: true },
      { overall: 3, verified: false },
      { overall: 1, verified: false },
    ];
    const created = [];
    for (const [index, row] of rows.entries()) {
      created.push(
        await createReview({
          universityId: university.id,
          ratings: ratingsOf(3, { overall_rating: row.overall }),
          verified: row.verified,
          createdAt: new Date(start + index * DAY),
        }),
      );
    }
    return { university, ids: created.map((review) => review.id) };
  }
  const page = async (universityId: number, query: string) => {
    const response = await api('GET', `/specificUni/${universityId}/reviews?${query}`);
    expect(response.status).toBe(200);
    return response.body as {
      reviews: { id: number; overall_rating: number; verified: boolean }[];
      pagination: { totalReviews: number; totalPages: number };
      averages: { overall: number };
    };
  };

  it('keeps one overall rating, verified only, or both; totals count the filtered list, averages all', async () => {
    const { university, ids } = await universityWithRatings();
    const fives = await page(university.id, 'rating=5');
    expect(fives.reviews.map((r) => r.id)).toEqual([ids[2], ids[0]]);
    expect(fives.pagination.totalReviews).toBe(2);
    expect(fives.averages.overall).toBeCloseTo(16 / 5, 10);

    const verified = await page(university.id, 'verified=true');
    expect(verified.reviews.map((r) => r.id)).toEqual([ids[2], ids[1]]);
    expect(verified.reviews.every((r) => r.verified)).toBe(true);
    expect(verified.pagination.totalReviews).toBe(2);

    const both = await page(university.id, 'rating=2&verified=true');
    expect(both.reviews.map((r) => r.id)).toEqual([ids[1]]);
    expect(both.pagination).toMatchObject({ totalReviews: 1, totalPages: 1 });
    expect((await page(university.id, 'rating=4')).pagination.totalReviews).toBe(0);
    expect((await page(university.id, 'verified=false')).pagination.totalReviews).toBe(5);
  });

  it('sorts by overall rating, highest or lowest first, then newest', async () => {
    const { university, ids } = await universityWithRatings();
    expect((await page(university.id, 'sort=highest')).reviews.map((r) => r.id)).toEqual([ids[2], ids[0], ids[3], ids[1], ids[4]]);
    expect((await page(university.id, 'sort=lowest')).reviews.map((r) => r.id)).toEqual([ids[4], ids[1], ids[3], ids[2], ids[0]]);
    expect((await page(university.id, 'sort=highest&rating=5&limit=1&page=2')).reviews.map((r) => r.id)).toEqual([ids[0]]);
  });

  it('refuses bad filters with the documented texts', async () => {
    const { university } = await universityWithRatings();
    for (const [query, error] of [
      ['sort=best', 'sort must be one of: recent, popular, highest, lowest'],
      ['rating=0', 'rating must be an integer from 1 to 5'],
      ['rating=6', 'rating must be an integer from 1 to 5'],
      ['rating=2.5', 'rating must be an integer from 1 to 5'],
      ['verified=yes', "verified must be 'true' or 'false'"],
    ]) {
      expect(await api('GET', `/specificUni/${university.id}/reviews?${query}`), query).toMatchObject({ status: 400, body: { error } });
    }
  });
});
