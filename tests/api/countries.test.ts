// Discovery by country (docs/rules/rankings.md, docs/rules/api-contract.md#countries): the country
// list and a country's universities, ranked by the shrunk average from the aggregate rows, with
// the minimum, ties, a university whose reviews were all removed, the sorts, the state filter and
// the refusals; the same over tRPC. On SQLite and PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_MESSAGE } from '#shared/schemas/countries.ts';
import { createUniversity } from '../factories/universities.ts';
import { createReview } from '../factories/reviews.ts';
import { api } from '../support/api-request.ts';
import { createModerator, trpcAs } from '../support/trust.ts';

let madrid: { id: number; name: string };
let barcelona: { id: number; name: string };
let twoReviews: { id: number; name: string };
let allRemoved: { id: number; name: string };

beforeAll(async () => {
  const spanish = (name: string, stateProvince: string | null) =>
    createUniversity({ name, country: 'Spain', alphaTwoCode: 'ES', stateProvince });
  madrid = await spanish('Universidad de Prueba Madrid', 'Madrid');
  barcelona = await spanish('Universitat de Prova Barcelona', 'Catalonia');
  twoReviews = await spanish('Escuela Pequeña', 'Madrid');
  allRemoved = await spanish('Academia Retirada', null);
  await createUniversity({ name: 'Lone Portuguese University', country: 'Portugal', alphaTwoCode: 'PT' });
  const reviews = (universityId: number, count: number, ratings: Record<string, number>) =>
    Promise.all(Array.from({ length: count }, () => createReview({ universityId, ratings })));
  await reviews(madrid.id, 6, { overall_rating: 5, housing_rating: 2 });
  await reviews(barcelona.id, 20, { overall_rating: 4, housing_rating: 5 });
  await reviews(twoReviews.id, 2, { overall_rating: 5 });
  // Six reviews, every one removed by a moderator: they never count.
  const moderator = await createModerator();
  for (const review of await reviews(allRemoved.id, 6, { overall_rating: 5 })) {
    const decided = await api('POST', `/moderation/reviews/${review.id}`, {
      token: moderator.token,
      body: { action: 'remove', reason: 'Spam.' },
    });
    expect(decided.status).toBe(200);
  }
});

const names = (body: { universities: { name: string }[] }) => body.universities.map((u) => u.name);

describe('GET /api/countries', () => {
  it('lists every country with its counts, by name', async () => {
    const reply = await api('GET', '/countries');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual([
      { code: 'PT', name: 'Portugal', university_count: 1, reviewed_count: 0, review_count: 0 },
      { code: 'ES', name: 'Spain', university_count: 4, reviewed_count: 3, review_count: 28 },
    ]);
    expect(await trpcAs().countries.list()).toEqual(reply.body);
  });
});

describe('GET /api/countries/{code}/universities', () => {
  it('ranks by the shrunk overall average from 5 reviews; the rest follow, most reviewed first', async () => {
    const reply = await api('GET', '/countries/es/universities');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      country: { code: 'ES', name: 'Spain' },
      category: 'overall',
      ranked_count: 2,
      states: ['Catalonia', 'Madrid'],
    });
    // Mean 120 / 28: Madrid (10 × 4.2857 + 30) / 16 = 4.554, Barcelona (42.857 + 80) / 30 = 4.095.
    expect(reply.body.universities).toEqual([
      {
        id: madrid.id,
        name: madrid.name,
        state_province: 'Madrid',
        review_count: 6,
        average_overall: 5,
        category_average: 5,
        last_review_at: expect.any(String),
        rank: 1,
        score: 4.554,
        confidence: 'low',
      },
      expect.objectContaining({ id: barcelona.id, rank: 2, score: 4.095, average_overall: 4, confidence: 'low' }),
      // Two five-star reviews: not ranked, whatever their average.
      expect.objectContaining({ id: twoReviews.id, rank: null, score: null, confidence: null, review_count: 2, average_overall: 5 }),
      // Every review removed: nothing counts.
      expect.objectContaining({ id: allRemoved.id, rank: null, review_count: 0, average_overall: null, last_review_at: null }),
    ]);
    expect(reply.body.pagination).toEqual({ currentPage: 1, totalPages: 1, totalUniversities: 4, universitiesPerPage: 50 });
  });

  it('ranks by a category, sorts by name or reviews, filters by state and pages', async () => {
    // Housing: Barcelona's 5s beat Madrid's 2s.
    const housing = await api('GET', '/countries/ES/universities?category=housing');
    expect(names(housing.body).slice(0, 2)).toEqual([barcelona.name, madrid.name]);
    expect(housing.body.universities[0]).toMatchObject({ rank: 1, category_average: 5 });
    expect(names((await api('GET', '/countries/es/universities?sort=name')).body)).toEqual([
      allRemoved.name,
      twoReviews.name,
      madrid.name,
      barcelona.name,
    ]);
    expect(names((await api('GET', '/countries/es/universities?sort=reviews')).body)).toEqual([
      barcelona.name,
      madrid.name,
      twoReviews.name,
      allRemoved.name,
    ]);
    const inMadrid = await api('GET', `/countries/es/universities?state=${encodeURIComponent('Madrid')}`);
    expect(names(inMadrid.body)).toEqual([madrid.name, twoReviews.name]);
    expect(inMadrid.body.universities[0].rank).toBe(1);
    const second = await api('GET', '/countries/es/universities?sort=name&limit=3&page=2');
    expect(names(second.body)).toEqual([barcelona.name]);
    expect(second.body.pagination).toEqual({ currentPage: 2, totalPages: 2, totalUniversities: 4, universitiesPerPage: 3 });
    expect(await trpcAs().countries.universities({ code: 'es', sort: 'reviews' })).toEqual(
      (await api('GET', '/countries/es/universities?sort=reviews')).body,
    );
  });

  it('refuses bad input with the documented texts', async () => {
    const cases: [string, number, string][] = [
      ['/countries/esp/universities', 400, 'Invalid country code'],
      ['/countries/e1/universities', 400, 'Invalid country code'],
      ['/countries/qq/universities', 404, 'Country not found'],
      ['/countries/es/universities?sort=best', 400, 'sort must be one of: ranking, name, reviews'],
      ['/countries/es/universities?category=beer', 400, CATEGORY_MESSAGE],
      ['/countries/es/universities?state=' + 'x'.repeat(101), 400, 'state must be at most 100 characters'],
      ['/countries/es/universities?page=0', 400, 'page must be a positive integer'],
      ['/countries/es/universities?limit=101', 400, 'limit must be an integer from 1 to 100'],
    ];
    for (const [path, status, error] of cases) expect(await api('GET', path), path).toMatchObject({ status, body: { error } });
  });
});
