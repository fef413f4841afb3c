// What a university's averages rest on: the star counts of every rating, how many reviews and how
// recent, and a note when there are few. In the built page without JavaScript, in the page
// rendered again after a new review, and in the live partial (plain HTML, no React) that brings a
// page the new numbers when it is older than them.
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage as openPageAt, useBrowser, waitForIslands } from '../support/browser.ts';
import { e2eDb } from '../support/e2e-db.ts';
import { reviewBody } from '../factories/reviews.ts';
import { longUsDate } from '#lib/format.ts';

const baseURL = inject('baseURL');
const prisma = e2eDb();
const browserOf = useBrowser();
afterAll(() => prisma.$disconnect());

const OVERALL = 'Overall rating: star counts';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** A university with `reviewCount` reviews that no other browser test picks (they take 2–15 and the busiest). */
async function universityWith(reviewCount: number) {
  const stats = await prisma.universityStats.findFirstOrThrow({
    where: { reviewCount },
    orderBy: { universityId: 'desc' },
    select: { universityId: true },
  });
  return stats.universityId;
}

/** The DB's published reviews by star, 5 stars first, of the overall rating or another column. */
async function dbStarCounts(universityId: number, column: 'overallRating' | 'foodRating' = 'overallRating') {
  const rows = await prisma.review.groupBy({ by: [column], where: { universityId, status: 'published' }, _count: { _all: true } });
  const byStars = new Map(rows.map((row) => [(row as Record<string, unknown>)[column] as number, row._count._all]));
  return [5, 4, 3, 2, 1].map((stars) => String(byStars.get(stars) ?? 0));
}

/** The count column of a star-count table, 5 stars first. */
const shownStarCounts = (page: Page, caption: string) =>
  page.getByRole('table', { name: caption }).locator('tbody tr td:last-child').allTextContents();

async function dbFreshness(universityId: number) {
  const published = { universityId, status: 'published' };
  const [count, newest, recent] = await Promise.all([
    prisma.review.count({ where: published }),
    prisma.review.findFirstOrThrow({ where: published, orderBy: { createdAt: 'desc' }, select: { createdAt: true } }),
    prisma.review.count({ where: { ...published, createdAt: { gte: new Date(Date.now() - YEAR_MS) } } }),
  ]);
  return { count, latest: longUsDate(newest.createdAt.toISOString()), recent };
}

describe('the rating insight of a university page', () => {
  it('reads without JavaScript: the star counts of every rating and what the average rests on', async () => {
    const id = await universityWith(17);
    const expected = await dbFreshness(id);
    for (const width of [360, 1280]) {
      const context = await browserOf().newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${baseURL}/university/${id}`);
      expect(await shownStarCounts(page, OVERALL)).toEqual(await dbStarCounts(id));
      const headers = await page.getByRole('table', { name: OVERALL }).getByRole('rowheader').allTextContents();
      expect(headers).toEqual(['5 stars', '4 stars', '3 stars', '2 stars', '1 star']);
      const freshness = page.getByTestId('rating-freshness');
      expect(await freshness.textContent()).toContain(`Based on ${expected.count} reviews · latest ${expected.latest}`);
      expect(await freshness.textContent()).toContain(
        `${expected.recent} ${expected.recent === 1 ? 'review' : 'reviews'} in the last 12 months`,
      );
      expect(await page.getByTestId('few-reviews-note').count()).toBe(0);

      // The 15 categories are folded away, and open without JavaScript.
      expect(await page.getByRole('table', { name: 'Food' }).count()).toBe(0);
      await page.getByText('Star counts for every category').click();
      expect(await shownStarCounts(page, 'Food')).toEqual(await dbStarCounts(id, 'foodRating'));
      // axe needs JavaScript: the next test checks the same markup with it.
      expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(width);
      await context.close();
    }
  });

  it('notes an average on few reviews, and shows the new counts after a review is added', async () => {
    const id = await universityWith(1);
    const before = await dbStarCounts(id);
    const { context, page } = await openPageAt(browserOf(), 1280);
    // The page asks its live partial for the ratings block once the browser is idle after load.
    const open = async () => {
      const live = page.waitForResponse((response) => response.url().includes(`/live/university/${id}/ratings?v=`));
      await page.goto(`${baseURL}/university/${id}`);
      await waitForIslands(page);
      return (await live).status();
    };
    // Nothing changed since the build: 204, the static block stays.
    expect(await open()).toBe(204);
    expect(await page.getByTestId('few-reviews-note').textContent()).toBe('This average rests on few reviews (1), so read it with care.');
    expect(await shownStarCounts(page, OVERALL)).toEqual(before);
    const builtVersion = await page.locator('#university-live').getAttribute('data-version');

    const response = await fetch(`${baseURL}/api/reviews/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        reviewBody(id, { is_anonymous: true, overall_rating: 5, review_text: 'Insight check: friendly tutors and a calm library.' }),
      ),
    });
    expect(response.status).toBe(200);
    const after = await dbStarCounts(id);
    expect(Number(after[0])).toBe(Number(before[0]) + 1);

    // The changed page is rendered again at its next request (decision 030): it carries the new
    // numbers itself, so the live partial has nothing newer.
    expect(await open()).toBe(204);
    expect(await shownStarCounts(page, OVERALL)).toEqual(after);
    // A page still holding the build's numbers (a copy a CDN kept) gets the new ones from the partial.
    const partial = await fetch(`${baseURL}/live/university/${id}/ratings?v=${builtVersion}`);
    expect(partial.status).toBe(200);
    expect(await partial.text()).toContain('Based on 2 reviews');
    const expected = await dbFreshness(id);
    expect(expected.count).toBe(2);
    expect(await page.getByTestId('rating-freshness').textContent()).toContain(`Based on 2 reviews · latest ${expected.latest}`);
    expect(await page.getByTestId('few-reviews-note').textContent()).toBe('This average rests on few reviews (2), so read it with care.');
    await page.getByText('Star counts for every category').click();
    await expectNoAxeViolations(page, '1280 px');
    await page.setViewportSize({ width: 360, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page, '360 px');
    await context.close();

    const withoutJs = await browserOf().newContext({ javaScriptEnabled: false });
    const staticPage = await withoutJs.newPage();
    await staticPage.goto(`${baseURL}/university/${id}`);
    expect(await shownStarCounts(staticPage, OVERALL)).toEqual(after);
    await withoutJs.close();
  });
});
