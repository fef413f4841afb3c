// After submissions and deletions through the API, every place that shows an aggregate agrees
// with the reviews actually stored: the reviews endpoint, search hits and the comparison.
import { describe, expect, it } from 'vitest';
import { db } from '#server/infra/db.ts';
import { RATING_CATEGORIES } from '#shared/reviews/ratings.ts';
import { seededRandom } from '#scripts/lib/demo-reviews.ts';
import { createUserWithSession } from '../factories/users.ts';
import { createUniversity } from '../factories/universities.ts';
import { reviewBody } from '../factories/reviews.ts';
import { api, freshAddress } from '../support/api-request.ts';

async function expectedFromDb(universityId: number) {
  const rows = await db().review.findMany({
    where: { universityId },
    select: Object.fromEntries(RATING_CATEGORIES.map((c) => [c.column, true])) as Record<string, true>,
  });
  const averages = Object.fromEntries(
    RATING_CATEGORIES.map((c) => [
      c.key,
      rows.length ? rows.reduce((sum, row) => sum + Number((row as Record<string, unknown>)[c.column]), 0) / rows.length : 0,
    ]),
  );
  return { count: rows.length, averages };
}

function expectAverages(actual: Record<string, number>, expected: Record<string, number>) {
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
  for (const [key, value] of Object.entries(expected)) expect(actual[key], key).toBeCloseTo(value, 10);
}

describe('aggregates after submit and delete', () => {
  it('the reviews endpoint, search and compare agree with the stored reviews', async () => {
    const random = seededRandom(42);
    const word = `Aggregon${process.pid}`;
    const first = await createUniversity({ name: `${word} University` });
    const second = await createUniversity({ name: `${word} Institute` });
    // One signed review per account and university: nine authors, one review each.
    const authors = await Promise.all(Array.from({ length: 9 }, () => createUserWithSession()));
    const owned: { id: number; token: string }[] = [];

    for (let i = 0; i < 14; i += 1) {
      const uni = i % 3 === 2 ? second : first;
      const ratings = Object.fromEntries(RATING_CATEGORIES.map((c) => [c.field, 1 + Math.floor(random() * 5)]));
      const author = i < 9 ? authors[i]! : null;
      const reply = await api('POST', '/reviews/submit', {
        body: reviewBody(uni.id, { ...ratings, review_text: `Review number ${i} of the aggregate check.` }),
        token: author?.token,
        address: freshAddress(),
      });
      expect(reply.status).toBe(200);
      if (author) owned.push({ id: reply.body.review_id, token: author.token });
    }
    for (const review of owned.slice(0, 5)) {
      expect((await api('DELETE', `/reviews/delete/${review.id}`, { token: review.token })).status).toBe(200);
    }

    const hits = (await api('GET', `/searchUniversity/all?query=${word}`)).body as {
      id: number;
      review_count: number;
      average_rating: number;
    }[];
    const compared = (await api('GET', `/compare?uni1=${first.id}&uni2=${second.id}`)).body;
    for (const [uni, side] of [
      [first, compared.university1],
      [second, compared.university2],
    ] as const) {
      const expected = await expectedFromDb(uni.id);
      expect(expected.count).toBeGreaterThan(0);

      const page = (await api('GET', `/specificUni/${uni.id}/reviews?limit=50`)).body;
      expect(page.pagination.totalReviews).toBe(expected.count);
      expect(page.reviews).toHaveLength(expected.count);
      expectAverages(page.averages, expected.averages);

      const hit = hits.find((h) => h.id === uni.id)!;
      expect(hit.review_count).toBe(expected.count);
      expect(hit.average_rating).toBeCloseTo(expected.averages.overall!, 10);

      expect(side.reviewCount).toBe(expected.count);
      expectAverages(side.averages, expected.averages);
    }
    // Search orders by review count: the busier university first.
    const counts = hits.map((h) => h.review_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});
