// What the static build reads for every university page (universityPagesForBuild: the aggregates
// of all in whole-table queries, each page's reviews when it renders) is what the live page reads
// for one university (getUniversityPageData); and the offline search gets each one's name and country.
import { describe, expect, it } from 'vitest';
import { listUniversitiesForSearchIndex } from '#server/universities/universities.ts';
import { universityPagesForBuild } from '#server/universities/build-pages.ts';
import { getUniversityPageData } from '#server/universities/university-page.ts';
import { REVIEWS_PAGE_SIZE } from '#shared/limits.ts';
import { createUser } from '../factories/users.ts';
import { createUniversity } from '../factories/universities.ts';
import { createReview } from '../factories/reviews.ts';

describe('the build listing', () => {
  it('gives every university the data its live page shows', async () => {
    const empty = await createUniversity({ webPages: ['https://empty.example/'], stateProvince: null });
    const reviewed = await createUniversity();
    const { user } = await createUser();
    const old = new Date(Date.now() - 400 * 24 * 3600 * 1000);
    await createReview({ universityId: reviewed.id, createdAt: old, ratings: { overall_rating: 2 }, reviewText: 'Old one.' });
    for (let i = 0; i < REVIEWS_PAGE_SIZE + 2; i += 1) {
      await createReview({
        universityId: reviewed.id,
        userId: i === 0 ? user.id : null,
        verified: i === 1,
        createdAt: new Date(Date.now() - i * 60_000),
        ratings: { overall_rating: (i % 5) + 1 },
      });
    }
    const pages = await universityPagesForBuild();
    const pageOf = (id: number) => pages.find((p) => p.university.id === id)!;
    for (const university of [empty, reviewed]) {
      // Read as the page reads its props: the reviews (a promise) apart, then awaited.
      const { reviews, ...page } = pageOf(university.id);
      // The live page also says how many reviews its filter keeps: without one, all of them.
      const { filteredCount, ...live } = (await getUniversityPageData(university.id))!;
      expect(filteredCount).toBe(live.reviewCount);
      expect({ ...page, reviews: await reviews }).toEqual(live);
    }
    const built = pageOf(reviewed.id);
    expect(built).toMatchObject({ reviewCount: REVIEWS_PAGE_SIZE + 3, recentCount: REVIEWS_PAGE_SIZE + 2 });
    const reviews = await built.reviews;
    expect(reviews).toHaveLength(REVIEWS_PAGE_SIZE);
    expect(reviews[0]).toMatchObject({ username: user.username, university_name: reviewed.name });
    expect(reviews[1]!.verified).toBe(true);
  });

  it("lists every university's id, name, country and domains for the offline search", async () => {
    const university = await createUniversity({ country: 'Chile', domains: ['uchile.cl'] });
    expect((await listUniversitiesForSearchIndex()).find((u) => u.id === university.id)).toEqual({
      id: university.id,
      name: university.name,
      country: 'Chile',
      domains: '["uchile.cl"]',
    });
  });
});
