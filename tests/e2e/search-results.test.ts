// /search/university?name=: one request for the whole list, the documented states
// (docs/rules/pages-and-search.md#search), the page's own search box, and the offline fallback to
// Pagefind.
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, waitForIslands } from '../support/browser.ts';
import { e2eDb } from '../support/e2e-db.ts';
import { WIDTHS, expectAccessible, openPage, procedureOf, recordApiRequests, slowDownApi } from '../support/browse-helpers.ts';

const baseURL = inject('baseURL');
const prisma = e2eDb();
const browserOf = useBrowser();
afterAll(() => prisma.$disconnect());

const resultsUrl = (name: string) => `${baseURL}/search/university?name=${encodeURIComponent(name)}`;
const results = (page: Page) => page.getByTestId('search-results').getByRole('listitem');

async function statsOf(name: string) {
  const university = await prisma.university.findFirstOrThrow({
    where: { name },
    select: { id: true, stats: { select: { reviewCount: true, sumOverall: true, lastReviewAt: true } } },
  });
  const count = university.stats?.reviewCount ?? 0;
  return {
    id: university.id,
    count,
    average: count ? university.stats!.sumOverall / count : 0,
    latest: university.stats?.lastReviewAt ?? null,
  };
}

describe('search results page', () => {
  it('finds by initials with ONE request for the whole list, each hit with its average and count', async () => {
    const context = await browserOf().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const requests = recordApiRequests(page);
    await page.goto(resultsUrl('MIT'));
    await waitForIslands(page);
    await results(page).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(requests.map(procedureOf)).toEqual(['universities.search']);

    const mit = await statsOf('Massachusetts Institute of Technology');
    const item = results(page).filter({ hasText: 'Massachusetts Institute of Technology' });
    expect(await item.getByRole('link').getAttribute('href')).toBe(`/university/${mit.id}`);
    expect(await item.textContent()).toContain('United States');
    const rating = await item.getByTestId('result-rating').textContent();
    expect(rating).toContain(mit.average.toFixed(1));
    expect(rating).toContain(`${mit.count} ${mit.count === 1 ? 'review' : 'reviews'}`);
    expect(await item.getByTestId('result-rating').locator('time').getAttribute('datetime')).toBe(mit.latest?.toISOString());
    await expectAccessible(page, 'results, 1280');
    await context.close();
  });

  it('matches names without their accents', async () => {
    const page = await openPage(browserOf(), resultsUrl('universite de montreal'));
    await results(page).first().waitFor();
    expect(await results(page).first().getByRole('link').textContent()).toBe('Université de Montréal');
    await page.context().close();
  });

  it("lists the most reviewed first and says 'No reviews yet' for a university without reviews", async () => {
    const unreviewed = await prisma.university.findFirstOrThrow({
      where: { OR: [{ stats: null }, { stats: { reviewCount: 0 } }] },
      select: { name: true },
    });
    const page = await openPage(browserOf(), resultsUrl(unreviewed.name));
    const item = results(page).filter({ has: page.getByRole('link', { name: unreviewed.name, exact: true }) });
    await item.waitFor();
    expect(await item.getByTestId('result-rating').textContent()).toBe('No reviews yet');

    await page.goto(resultsUrl('university'));
    await waitForIslands(page);
    await results(page).first().waitFor();
    const counts = await page
      .getByTestId('result-rating')
      .evaluateAll((nodes) => nodes.map((n) => (/([\d,]+) reviews?$/.exec(n.textContent ?? '')?.[1] ?? '0').replace(/,/g, '')).map(Number));
    expect(counts.length).toBeGreaterThan(10);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    await page.context().close();
  });

  for (const width of WIDTHS) {
    it(`says 'Ready to search' without a term and 'No universities found' without matches (${width} px)`, async () => {
      const page = await openPage(browserOf(), `${baseURL}/search/university`, width);
      await page.getByRole('heading', { name: 'Ready to search' }).waitFor();
      expect(await page.getByRole('link', { name: 'Add a School' }).first().getAttribute('href')).toBe('/addSchool');
      await expectAccessible(page, `ready, ${width}`);

      await page.goto(resultsUrl('zzqxv nowhere'));
      await waitForIslands(page);
      await page.getByRole('heading', { name: 'No universities found' }).waitFor();
      expect(await page.getByRole('link', { name: 'Add a School' }).count()).toBeGreaterThan(0);
      await expectAccessible(page, `no universities found, ${width}`);

      await page.goto(resultsUrl('oxford'));
      await waitForIslands(page);
      await results(page).first().waitFor();
      await expectAccessible(page, `results, ${width}`);
      await page.context().close();
    });
  }

  it('follows its own search box: the address at once, the results 500 ms after the last keystroke', async () => {
    const page = await openPage(browserOf(), resultsUrl('harvard'));
    await results(page).first().waitFor();
    const historyLength = await page.evaluate(() => history.length);
    // Notes whether the spinner ever shows: a quick reply must not flash it.
    await page.evaluate(() => {
      (window as unknown as { spinnerSeen: boolean }).spinnerSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="search-spinner"]')) (window as unknown as { spinnerSeen: boolean }).spinnerSeen = true;
      }).observe(document.body, { subtree: true, childList: true });
    });
    const requests = recordApiRequests(page);
    const box = page.getByRole('searchbox', { name: 'University name' });
    await box.fill('');
    await box.pressSequentially('oxford', { delay: 50 });
    expect(new URL(page.url()).searchParams.get('name')).toBe('oxford');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await page.getByRole('heading', { name: /found for "oxford"/ }).waitFor();
    expect(requests.map(procedureOf)).toEqual(['universities.search']);
    expect(await page.evaluate(() => (window as unknown as { spinnerSeen: boolean }).spinnerSeen)).toBe(false);
    await page.context().close();
  });

  it('shows its spinner when a search takes longer than 300 ms', async () => {
    const context = await browserOf().newContext({ viewport: { width: 360, height: 900 } });
    const page = await context.newPage();
    await slowDownApi(page, 'universities.search', 1500);
    await page.goto(resultsUrl('cambridge'));
    await waitForIslands(page);
    await page.getByTestId('search-spinner').waitFor();
    expect(await page.getByRole('heading', { name: 'Ready to search' }).count()).toBe(0);
    await expectAccessible(page, 'loading results, 360');
    await results(page).first().waitFor();
    await context.close();
  });

  it("falls back to Pagefind's university results when the API cannot be reached, and says so", async () => {
    const context = await browserOf().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.route('**/api/trpc/**', (route) => route.abort('internetdisconnected'));
    await page.goto(resultsUrl('Harvard'));
    await waitForIslands(page);
    await page.getByTestId('offline-note').waitFor();
    expect(await page.getByTestId('offline-note').textContent()).toContain('Showing results from the offline index');
    const harvard = await statsOf('Harvard University');
    const link = page.getByTestId('offline-results').getByRole('link', { name: 'Harvard University', exact: true });
    expect(await link.getAttribute('href')).toBe(`/university/${harvard.id}`);
    expect(await page.getByTestId('offline-results').getByRole('listitem').first().textContent()).toContain('United States');
    await expectAccessible(page, 'offline results, 1280');
    await context.close();
  });
});
