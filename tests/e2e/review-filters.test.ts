// The university page's review filters and orders: rating and verified students only, the four
// sorts, all in the address (Back restores them), the filtered total in the heading, the empty
// filtered list, and axe at both widths.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage, useBrowser, waitForIslands } from '../support/browser.ts';
import { e2eDb } from '../support/e2e-db.ts';
import { recomputeStatsSql } from '#server/reviews/stats.ts';

const baseURL = inject('baseURL');
const prisma = e2eDb();
const browserOf = useBrowser();
afterAll(() => prisma.$disconnect());

const VERIFIED = 2;
let uni: { id: number; reviewCount: number; fiveStars: number };

/**
 * A university with 16 to 20 reviews, some of 5 stars (other browser tests take 1–15, 17 and the
 * busiest); its two oldest 5-star reviews become verified students' reviews, with the aggregate
 * recomputed as the server keeps it.
 */
beforeAll(async () => {
  const stats = await prisma.universityStats.findFirstOrThrow({
    where: { reviewCount: { gte: 16, lte: 20, not: 17 }, overallStars5: { gte: VERIFIED }, verifiedCount: 0 },
    orderBy: { universityId: 'asc' },
    select: { universityId: true, reviewCount: true, overallStars5: true },
  });
  uni = { id: stats.universityId, reviewCount: stats.reviewCount, fiveStars: stats.overallStars5 };
  const oldest = await prisma.review.findMany({
    where: { universityId: uni.id, status: 'published', overallRating: 5 },
    orderBy: { createdAt: 'asc' },
    take: VERIFIED,
    select: { id: true },
  });
  await prisma.review.updateMany({ where: { id: { in: oldest.map((r) => r.id) } }, data: { verified: true } });
  await prisma.$executeRawUnsafe(recomputeStatsSql(`u."id" = ${uni.id}`));
});

const waitForList = (page: Page) => page.locator('#reviews-panel[aria-busy="false"]').waitFor();
const heading = (page: Page) => page.locator('#reviews-heading').textContent();
const robots = (page: Page) => page.locator('meta[name="robots"]').getAttribute('content');
const cards = (page: Page) => page.getByTestId('review-list').locator('article[data-review-id]');
const shownIds = (page: Page) => cards(page).evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-review-id'))));
const url = (search = '') => `${baseURL}/university/${uni.id}${search}`;

async function open(page: Page, search = '') {
  const live = page.waitForResponse((response) => response.url().includes('/api/trpc/universities.reviews'));
  await page.goto(url(search));
  await waitForIslands(page);
  await live;
  await waitForList(page);
  // The live statistics (with the verified count) enable the checkbox.
  await page
    .getByLabel(/^Verified students only/)
    .and(page.locator(':enabled'))
    .waitFor();
}

async function overallOf(ids: number[]) {
  const rows = await prisma.review.findMany({ where: { id: { in: ids } }, select: { id: true, overallRating: true } });
  const byId = new Map(rows.map((row) => [row.id, row.overallRating]));
  return ids.map((id) => byId.get(id));
}

describe('the review filters', () => {
  it('filters by rating and verified students, sorts, and keeps it all in the address', async () => {
    const { context, page } = await newPage(browserOf());
    await open(page);
    expect(await heading(page)).toBe(`Student Reviews (${uni.reviewCount})`);
    expect(await robots(page)).toBe('index, follow');

    // Rating: only 5-star cards, the filtered count in the heading.
    const rating = page.getByLabel('Rating', { exact: true });
    expect(await rating.locator('option[value="5"]').textContent()).toBe(`5 stars (${uni.fiveStars})`);
    await rating.selectOption('5');
    await page.waitForURL(url('?rating=5'));
    await waitForList(page);
    expect(await heading(page)).toBe(`Student Reviews (${uni.fiveStars} of ${uni.reviewCount})`);
    const fives = await shownIds(page);
    expect(fives).toHaveLength(Math.min(uni.fiveStars, 20));
    expect(new Set(await overallOf(fives))).toEqual(new Set([5]));
    expect(await robots(page)).toBe('noindex, follow');
    await page
      .getByRole('status')
      .filter({ hasText: `${uni.fiveStars} reviews` })
      .waitFor();

    // Verified students only, on top: only cards with the mark.
    await page.getByLabel(/^Verified students only/).check();
    await page.waitForURL(url('?rating=5&verified=true'));
    await waitForList(page);
    expect(await heading(page)).toBe(`Student Reviews (${VERIFIED} of ${uni.reviewCount})`);
    expect(await cards(page).count()).toBe(VERIFIED);
    expect(await cards(page).getByTestId('verified-badge').allTextContents()).toEqual(['Verified student', 'Verified student']);
    await expectNoAxeViolations(page, 'filtered, 1280');

    // Back restores the previous filter, controls included.
    await page.goBack();
    await page.waitForURL(url('?rating=5'));
    await waitForList(page);
    expect(await page.getByLabel(/^Verified students only/).isChecked()).toBe(false);
    expect(await rating.inputValue()).toBe('5');
    expect(await shownIds(page)).toEqual(fives);

    // Lowest rated first: the first card has the lowest overall rating of the university.
    await rating.selectOption('');
    await page.waitForURL(url());
    await page.getByLabel('Sort by').selectOption('lowest');
    await page.waitForURL(url('?sort=lowest'));
    await waitForList(page);
    const lowest = await prisma.review.findFirstOrThrow({
      where: { universityId: uni.id, status: 'published' },
      orderBy: [{ overallRating: 'asc' }, { createdAt: 'desc' }, { id: 'desc' }],
      select: { id: true, overallRating: true },
    });
    const sorted = await shownIds(page);
    expect(sorted[0]).toBe(lowest.id);
    const overall = await overallOf(sorted);
    expect(overall).toEqual([...overall].sort((a, b) => a! - b!));
    await context.close();
  });

  it('says when nothing matches and clears the filters, at 360 px too', async () => {
    const { context, page } = await newPage(browserOf(), 360);
    // The verified reviews all have 5 stars, so verified 1-star reviews do not exist.
    await open(page, `?sort=lowest&rating=1&verified=true`);
    await page.getByText('No reviews match these filters.').waitFor();
    expect(await heading(page)).toBe(`Student Reviews (0 of ${uni.reviewCount})`);
    expect(await cards(page).count()).toBe(0);
    await expectNoAxeViolations(page, 'no match, 360');

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL(url('?sort=lowest'));
    await waitForList(page);
    expect(await heading(page)).toBe(`Student Reviews (${uni.reviewCount})`);
    expect(await page.getByLabel('Sort by').inputValue()).toBe('lowest');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('reviews-heading');
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page, 'filters, 360');
    await context.close();
  });
});
