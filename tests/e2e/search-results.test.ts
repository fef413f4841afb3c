// /search/university?name=: the results are in the page's HTML (rendered on demand, no API call),
// the documented states (docs/rules/pages-and-search.md#search), the live search of the page's own
// box (the page fetched again for the new term), its spinner rule, the offline fallback to
// Pagefind, and a page that does not move while its results arrive.
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { useBrowser, waitForIslands } from '../support/browser.ts';
import { e2eDb } from '../support/e2e-db.ts';
import { WIDTHS, expectAccessible, openPage, recordApiRequests } from '../support/browse-helpers.ts';
import { SEARCH_QUERY_MAX } from '#shared/limits.ts';

const baseURL = inject('baseURL');
const prisma = e2eDb();
const browserOf = useBrowser();
afterAll(() => prisma.$disconnect());

const resultsPath = (name: string) => `/search/university?name=${encodeURIComponent(name)}`;
const resultsUrl = (name: string) => baseURL + resultsPath(name);
const results = (page: Page) => page.getByTestId('search-results').getByRole('listitem');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'University name' });

/** The live search's requests: the page itself, fetched by script for a new term. */
const LIVE_SEARCH = /\/search\/university\?/;
function recordLiveSearches(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch' && LIVE_SEARCH.test(request.url())) requests.push(request);
  });
  return requests;
}

/** Routes the live search's fetches (never the page's own navigation) through `handle`. */
async function routeLiveSearch(context: BrowserContext | Page, handle: Parameters<Page['route']>[1]) {
  await context.route(LIVE_SEARCH, (route, request) => (request.resourceType() === 'fetch' ? handle(route, request) : route.continue()));
}

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
  it('has the results of the address in its HTML, without any API call, each hit with its average and count', async () => {
    const context = await browserOf().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const requests = recordApiRequests(page);
    const searches = recordLiveSearches(page);
    await page.goto(resultsUrl('MIT'));
    await waitForIslands(page);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    expect(searches).toEqual([]);
    expect(await searchBox(page).inputValue()).toBe('MIT');

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

  it('sends the results to a client without JavaScript, cached briefly, indexable and not in Pagefind', async () => {
    const response = await fetch(resultsUrl('harvard'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=30');
    const html = await response.text();
    expect(html).toContain('Harvard University');
    expect(html).toContain('<meta name="robots" content="index, follow">');
    expect(html).not.toContain('data-pagefind-body');
    expect(html).not.toMatch(/component-url="[^"]*Search/);

    const context = await browserOf().newContext({ viewport: { width: 360, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(resultsUrl('harvard'));
    expect(await results(page).filter({ hasText: 'Harvard University' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: /found for "harvard"/ }).isVisible()).toBe(true);
    await context.close();
  });

  it('answers odd or overlong terms with a normal page', async () => {
    for (const name of ['x'.repeat(SEARCH_QUERY_MAX + 1), '%_%', '"><script>alert(1)</script>', '\u0000\uFFFF', '   ', 'a'.repeat(5000)]) {
      const response = await fetch(resultsUrl(name));
      expect(response.status, JSON.stringify(name.slice(0, 20))).toBe(200);
      const html = await response.text();
      expect(html).not.toContain('"><script>alert(1)');
      expect(html).toMatch(/No universities found|Ready to search/);
    }
    const page = await openPage(browserOf(), resultsUrl('y'.repeat(SEARCH_QUERY_MAX + 1)), 360);
    await page.getByRole('heading', { name: 'No universities found' }).waitFor();
    await expectAccessible(page, 'overlong term, 360');
    await page.context().close();
  });

  it('matches names without their accents', async () => {
    const page = await openPage(browserOf(), resultsUrl('universite de montreal'));
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
    expect(await item.getByTestId('result-rating').textContent()).toBe('No reviews yet');

    await page.goto(resultsUrl('university'));
    const ratings = await page.getByTestId('result-rating').evaluateAll((nodes) => nodes.map((n) => n.textContent ?? ''));
    // Every card reads as a count, or as none: a card misread as 0 would sort to the end unnoticed.
    const counts = ratings.map((text) =>
      text === 'No reviews yet' ? 0 : Number(/([\d,]+) reviews?\b/.exec(text)?.[1]?.replace(/,/g, '')),
    );
    expect(counts.length).toBeGreaterThan(10);
    expect(counts.every(Number.isInteger), ratings.join(' | ')).toBe(true);
    expect(counts.every((count, i) => (count === 0) === (ratings[i] === 'No reviews yet'))).toBe(true);
    expect(counts[0]).toBeGreaterThan(0);
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
      await page.getByRole('heading', { name: 'No universities found' }).waitFor();
      expect(await page.getByText('Nothing matches "zzqxv nowhere". Try fewer words, or the university\'s short name.').isVisible()).toBe(
        true,
      );
      expect(await page.getByRole('link', { name: 'Add a School' }).count()).toBeGreaterThan(0);
      await expectAccessible(page, `no universities found, ${width}`);

      await page.goto(resultsUrl('oxford'));
      await results(page).first().waitFor();
      await expectAccessible(page, `results, ${width}`);
      await page.context().close();
    });
  }

  it('says when it shows only the first 100', async () => {
    const page = await openPage(browserOf(), resultsUrl('un'), 360);
    const heading = await page.locator('[role="status"] h2').textContent();
    const count = Number(/^([\d,]+)/.exec(heading ?? '')?.[1]?.replace(/,/g, ''));
    expect(await results(page).count()).toBe(count);
    expect(await page.getByText('Add more of the name to narrow the search.').isVisible()).toBe(count >= 100);
    await page.context().close();
  });

  it('follows its own search box: the address at once, the results 500 ms after the last keystroke, without moving the form', async () => {
    const page = await openPage(browserOf(), resultsUrl('harvard'));
    const historyLength = await page.evaluate(() => history.length);
    const formBox = await page.getByRole('search').boundingBox();
    // Notes whether the spinner ever shows: a quick reply must not flash it.
    await page.evaluate(() => {
      (window as unknown as { spinnerSeen: boolean }).spinnerSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="search-spinner"]')) (window as unknown as { spinnerSeen: boolean }).spinnerSeen = true;
      }).observe(document.body, { subtree: true, childList: true });
    });
    const apiRequests = recordApiRequests(page);
    const searches = recordLiveSearches(page);
    const box = searchBox(page);
    await box.fill('');
    await box.pressSequentially('oxford', { delay: 50 });
    expect(new URL(page.url()).searchParams.get('name')).toBe('oxford');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await page.getByRole('heading', { name: /found for "oxford"/ }).waitFor();
    expect(searches.map((request) => new URL(request.url()).searchParams.get('name'))).toEqual(['oxford']);
    expect(apiRequests).toEqual([]);
    expect(await results(page).filter({ hasText: 'University of Oxford' }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { spinnerSeen: boolean }).spinnerSeen)).toBe(false);
    expect(await page.getByRole('search').boundingBox()).toEqual(formBox);
    expect(await page.locator('[role="status"]').count()).toBe(1);

    // Under 2 characters: 'Ready to search' without a request; submitting searches at once.
    await box.fill('o');
    await page.getByRole('heading', { name: 'Ready to search' }).waitFor();
    expect(await results(page).count()).toBe(0);
    await box.fill('zzqxv nowhere');
    await box.press('Enter');
    await page.getByRole('heading', { name: 'No universities found' }).waitFor();
    expect(new URL(page.url()).searchParams.get('name')).toBe('zzqxv nowhere');
    expect(searches.length).toBe(2);
    await page.context().close();
  });

  it('shows its spinner when a search takes longer than 300 ms, and only the last term counts', async () => {
    const context = await browserOf().newContext({ viewport: { width: 360, height: 900 } });
    await routeLiveSearch(context, async (route, request) => {
      const slow = ['cambridge', 'oxford'].includes(new URL(request.url()).searchParams.get('name') ?? '') ? 1500 : 0;
      await new Promise((resolve) => setTimeout(resolve, slow));
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${baseURL}/search/university`);
    await searchBox(page).fill('cambridge');
    await page.getByTestId('search-spinner').waitFor();
    expect(await page.getByRole('heading', { name: 'Ready to search' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Search results' }).getAttribute('aria-busy')).toBe('true');
    await expectAccessible(page, 'loading results, 360');
    await results(page).first().waitFor();
    expect(await page.getByRole('heading', { name: /found for "cambridge"/ }).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Search results' }).getAttribute('aria-busy')).toBe('false');

    // A slow reply for an older term never replaces the newer one.
    await searchBox(page).fill('oxford');
    await page.waitForTimeout(700);
    await searchBox(page).fill('harvard');
    await page.getByRole('heading', { name: /found for "harvard"/ }).waitFor();
    await page.waitForTimeout(1700);
    expect(await page.getByRole('heading', { name: /found for "harvard"/ }).isVisible()).toBe(true);
    await context.close();
  });

  it("falls back to Pagefind's university results when the server cannot be reached, and says so", async () => {
    const context = await browserOf().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseURL}/search/university`);
    await routeLiveSearch(page, (route) => route.abort('internetdisconnected'));
    await searchBox(page).fill('Harvard');
    await page.getByTestId('offline-note').waitFor();
    expect(await page.getByTestId('offline-note').textContent()).toContain('Showing results from the offline index');
    expect(await page.getByRole('heading', { name: /^[\d,]+ universit(y|ies) found for "Harvard"$/ }).isVisible()).toBe(true);
    const harvard = await statsOf('Harvard University');
    const link = page.getByTestId('offline-results').getByRole('link', { name: 'Harvard University', exact: true });
    expect(await link.getAttribute('href')).toBe(`/university/${harvard.id}`);
    expect(await page.getByTestId('offline-results').getByRole('listitem').first().textContent()).toContain('United States');
    await expectAccessible(page, 'offline results, 1280');
    await context.close();
  });

  it('falls back to Pagefind when the server fails, and says when the offline index cannot help either', async () => {
    const context = await browserOf().newContext({ viewport: { width: 360, height: 900 } });
    const page = await context.newPage();
    await page.goto(resultsUrl('harvard'));
    await routeLiveSearch(page, (route) => route.fulfill({ status: 503, contentType: 'text/html', body: '<p>Down</p>' }));
    await searchBox(page).fill('oxford');
    await page.getByTestId('offline-results').getByRole('link', { name: 'University of Oxford', exact: true }).waitFor();
    expect(await page.getByTestId('search-results').count()).toBe(0);

    await page.route('**/pagefind/**', (route) => route.abort('internetdisconnected'));
    await searchBox(page).fill('zzqxv nowhere');
    await page.getByRole('heading', { name: 'No universities found' }).waitFor();
    expect(await page.getByText("We can't reach the server right now. Check your connection and try again.").isVisible()).toBe(true);
    await expectAccessible(page, 'unreachable, 360');
    await context.close();
  });

  // The site header's account buttons are another part's concern (they hydrate in every page's
  // header); the shifts counted are those of anything outside the header.
  it('does not move while it loads (layout shifts outside the header add up to 0)', async () => {
    for (const width of WIDTHS) {
      const context = await browserOf().newContext({ viewport: { width, height: 900 } });
      await context.addInitScript(() => {
        const state = window as unknown as { shifted: number };
        state.shifted = 0;
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            const outsideHeader = entry.sources.some(
              ({ node }) => !(node instanceof Element ? node : node?.parentElement)?.closest('body > header'),
            );
            if (!entry.hadRecentInput && outsideHeader) state.shifted += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await context.newPage();
      await page.goto(resultsUrl('university'));
      await waitForIslands(page);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted), `${width} px`).toBe(0);
      await context.close();
    }
  });
});
