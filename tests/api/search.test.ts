import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#server/infra/db.ts';
import { searchKeyOf } from '#shared/site/search-key.ts';
import { createUniversity } from '../factories/universities.ts';
import { createReview, ratingsOf } from '../factories/reviews.ts';
import { api } from '../support/api-request.ts';

const ROUTES = [
  ['/searchUniversity/limit', 10],
  ['/searchUniversity/all', 100],
] as const;

const search = (path: string, query: string) => api('GET', `${path}?query=${encodeURIComponent(query)}`);
const names = (body: { name: string }[]) => body.map((hit) => hit.name);

let mit: { id: number; name: string };
let montreal: { id: number; name: string };

beforeAll(async () => {
  mit = await createUniversity({ name: 'Massachusetts Institute of Technology', country: 'United States' });
  montreal = await createUniversity({ name: 'Université de Montréal', country: 'Canada' });
  await createUniversity({ name: 'Xyz Polytechnic', country: 'Testland' });
  await createUniversity({ name: 'Kraków University of Economics', country: 'Poland' });
  // Reviews: MIT overall 5 and 4 (mean 4.5), Montréal one review of 2.
  await createReview({ universityId: mit.id, ratings: ratingsOf(3, { overall_rating: 5 }) });
  await createReview({ universityId: mit.id, ratings: ratingsOf(3, { overall_rating: 4 }) });
  await createReview({ universityId: montreal.id, ratings: ratingsOf(3, { overall_rating: 2 }) });
  // 105 universities sharing one word, for the caps; one of them has a review.
  await db().university.createMany({
    data: Array.from({ length: 105 }, (_, i) => {
      const name = `Capcheck College ${String(i).padStart(3, '0')}`;
      return { name, country: 'Testland', searchKey: searchKeyOf(name) };
    }),
  });
  const reviewed = await db().university.findFirstOrThrow({ where: { name: 'Capcheck College 104' }, select: { id: true } });
  await createReview({ universityId: reviewed.id });
});

describe.each(ROUTES)('GET /api%s', (path, cap) => {
  it('finds by initials, with review count and overall average as numbers', async () => {
    const reply = await search(path, 'MIT');
    expect(reply.status).toBe(200);
    const newest = await db().review.findFirstOrThrow({ where: { universityId: mit.id }, orderBy: { createdAt: 'desc' } });
    expect(reply.body[0]).toEqual({
      id: mit.id,
      name: mit.name,
      country: 'United States',
      review_count: 2,
      average_rating: 4.5,
      last_review_at: newest.createdAt.toISOString(),
    });
  });

  it('ignores case and accents, both ways', async () => {
    for (const query of ['universite de montreal', 'UNIVERSITÉ DE MONTRÉAL', 'montreal', 'Montréal', 'krakow', 'KRAKÓW']) {
      const reply = await search(path, query);
      expect(reply.status).toBe(200);
      expect(reply.body.length).toBeGreaterThan(0);
    }
    expect((await search(path, 'universite de montreal')).body[0]).toEqual({
      id: montreal.id,
      name: montreal.name,
      country: 'Canada',
      review_count: 1,
      average_rating: 2,
      last_review_at: expect.any(String),
    });
    expect(names((await search(path, 'krakow')).body)).toEqual(['Kraków University of Economics']);
  });

  it('treats % and _ as plain characters, never as wildcards', async () => {
    for (const query of ['%', '_', '%%', '__', '%_%']) {
      expect(await search(path, query)).toMatchObject({ status: 200, body: [] });
    }
    // As LIKE patterns these would match "Xyz Polytechnic".
    expect((await search(path, 'x%z')).body).toEqual([]);
    expect((await search(path, 'x_z')).body).toEqual([]);
    expect(names((await search(path, 'xyz')).body)).toEqual(['Xyz Polytechnic']);
  });

  it(`answers at most ${cap}, most reviewed first, then by name; 0 average without reviews`, async () => {
    const reply = await search(path, 'capcheck');
    expect(reply.body).toHaveLength(cap);
    expect(reply.body[0]).toMatchObject({ name: 'Capcheck College 104', review_count: 1, average_rating: 3 });
    expect(reply.body[1]).toMatchObject({ name: 'Capcheck College 000', review_count: 0, average_rating: 0 });
    const rest = names(reply.body.slice(1));
    expect(rest).toEqual([...rest].sort());
  });

  it('accepts a one-character query and a 200-character query after trimming', async () => {
    expect((await search(path, 'm')).status).toBe(200);
    expect(await search(path, `  ${'a'.repeat(200)}  `)).toMatchObject({ status: 200, body: [] });
  });

  it.each([
    ['', 'Search query is required'],
    ['   ', 'Search query is required'],
    ['a'.repeat(201), 'Search query must be at most 200 characters'],
  ])('answers 400 for %j', async (query, error) => {
    expect(await search(path, query)).toMatchObject({ status: 400, body: { error } });
  });

  it('answers 400 when the query parameter is missing', async () => {
    expect(await api('GET', path)).toMatchObject({ status: 400, body: { error: 'Search query is required' } });
  });

  it('treats SQL and markup as text', async () => {
    for (const query of ['\'; DROP TABLE "University"; --', '<script>alert(1)</script>', '😀']) {
      const reply = await search(path, query);
      expect(reply.status).toBe(200);
      expect(Array.isArray(reply.body)).toBe(true);
    }
    expect(await db().university.count()).toBeGreaterThan(100);
  });
});

describe('search freshness', () => {
  it('finds a university added after an earlier search', async () => {
    expect((await search('/searchUniversity/limit', 'latecomer')).body).toEqual([]);
    const late = await createUniversity({ name: `Latecomer Academy ${process.pid}` });
    expect((await search('/searchUniversity/limit', 'latecomer')).body.map((hit: { id: number }) => hit.id)).toEqual([late.id]);
  });

  it('finds a new university in every one of many searches made at the same moment', async () => {
    const late = await createUniversity({ name: `Simultaneous Institute ${process.pid}` });
    const replies = await Promise.all(Array.from({ length: 20 }, () => search('/searchUniversity/limit', 'simultaneous')));
    for (const reply of replies) expect(reply).toMatchObject({ status: 200, body: [{ id: late.id, review_count: 0 }] });
  });

  it('answers fresh counts, averages and order right after a review is submitted', async () => {
    const first = await createUniversity({ name: 'Orderly Alpha College' });
    const second = await createUniversity({ name: 'Orderly Beta College' });
    const ids = async () =>
      (await search('/searchUniversity/all', 'orderly')).body as { id: number; review_count: number; average_rating: number }[];
    expect((await ids()).map((hit) => hit.id)).toEqual([first.id, second.id]);

    const submitted = await api('POST', '/reviews/submit', { body: { university_id: second.id, ...ratingsOf(2) }, address: '10.201.0.1' });
    expect(submitted.status).toBe(200);
    expect(await ids()).toEqual([
      expect.objectContaining({ id: second.id, review_count: 1, average_rating: 2 }),
      expect.objectContaining({ id: first.id, review_count: 0, average_rating: 0 }),
    ]);
  });
});
