// The university page's islands: the reviews island (live data over the static first page, sorting
// and paging in the address; filters: review-filters.test.ts; likes), hydrated only when scrolled
// to; the static 'Compare With' dialog and its search; and the 'University not found' view.
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage as openPageAt, useBrowser, waitForIslands } from '../support/browser.ts';
import { e2eDb } from '../support/e2e-db.ts';
import { logInInBrowser, newCredentials, signUpInBrowser } from '../support/e2e-accounts.ts';
import { reviewBody } from '../factories/reviews.ts';

const baseURL = inject('baseURL');
const prisma = e2eDb();
const browserOf = useBrowser();
afterAll(() => prisma.$disconnect());
const newPage = (width = 1280) => openPageAt(browserOf(), width);

/** Opens a university page and waits until the island has shown the live reviews. */
async function openUniversity(page: Page, path: string) {
  const live = page.waitForResponse((response) => response.url().includes('/api/trpc/universities.reviews'));
  const response = await page.goto(`${baseURL}${path}`);
  await waitForIslands(page);
  await live;
  await page.locator('#reviews-panel[aria-busy="false"], [data-testid="university-not-found"], #reviews-heading').first().waitFor();
  return response;
}

const shownReviewIds = (page: Page) =>
  page
    .getByTestId('review-list')
    .locator('article[data-review-id]')
    .evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-review-id'))));
const robots = (page: Page) => page.locator('meta[name="robots"]').getAttribute('content');
const currentPageNumber = (page: Page) =>
  page.getByRole('navigation', { name: 'Review pages' }).locator('[aria-current="page"]').textContent();
const waitForList = (page: Page) => page.locator('#reviews-panel[aria-busy="false"]').waitFor();
const sortSelect = (page: Page) => page.getByLabel('Sort by');

async function mostReviewed() {
  const stats = await prisma.universityStats.findFirstOrThrow({
    where: { reviewCount: { gt: 20 } },
    orderBy: [{ reviewCount: 'desc' }, { universityId: 'asc' }],
    select: { universityId: true, reviewCount: true, university: { select: { name: true } } },
  });
  return { id: stats.universityId, reviewCount: stats.reviewCount, name: stats.university.name };
}

async function dbOrder(universityId: number, sort: 'recent' | 'popular', page: number) {
  const rows = await prisma.review.findMany({
    where: { universityId },
    orderBy: sort === 'popular' ? [{ likeCount: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }] : [{ createdAt: 'desc' }, { id: 'desc' }],
    skip: (page - 1) * 20,
    take: 20,
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

describe('the university page island', () => {
  it('sorts by likes and pages through the reviews with the page and sort in the address', async () => {
    const uni = await mostReviewed();
    const { context, page } = await newPage();
    await openUniversity(page, `/university/${uni.id}`);
    expect(await robots(page)).toBe('index, follow');
    expect(await sortSelect(page).inputValue()).toBe('recent');
    expect(await shownReviewIds(page)).toEqual(await dbOrder(uni.id, 'recent', 1));
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL(`${baseURL}/university/${uni.id}?page=2`);
    await waitForList(page);
    expect(await currentPageNumber(page)).toBe('2');
    expect(await robots(page)).toBe('noindex, follow');
    expect(await shownReviewIds(page)).toEqual(await dbOrder(uni.id, 'recent', 2));
    expect(
      await page
        .getByRole('navigation', { name: 'Review pages' })
        .getByRole('button', { name: /^Page \d+$/ })
        .count(),
    ).toBeLessThanOrEqual(7);

    // A new sort starts again at page 1.
    await sortSelect(page).selectOption({ label: 'Most Liked' });
    await page.waitForURL(`${baseURL}/university/${uni.id}?sort=popular`);
    await waitForList(page);
    expect(await currentPageNumber(page)).toBe('1');
    expect(await robots(page)).toBe('noindex, follow');
    const popular = await shownReviewIds(page);
    expect(popular).toEqual(await dbOrder(uni.id, 'popular', 1));
    const likes = await prisma.review.findMany({ where: { id: { in: popular } }, select: { id: true, likeCount: true } });
    const likesOf = new Map(likes.map((row) => [row.id, row.likeCount]));
    const shownLikes = popular.map((id) => likesOf.get(id)!);
    expect(shownLikes).toEqual([...shownLikes].sort((a, b) => b - a));
    const firstCount = await page.getByTestId('review-list').locator('article').first().getByTestId('like-count').textContent();
    expect(firstCount).toBe(`${shownLikes[0]} ${shownLikes[0] === 1 ? 'like' : 'likes'}`);
    await expectNoAxeViolations(page);

    // Back and forward follow the history.
    await page.goBack();
    await page.waitForURL(`${baseURL}/university/${uni.id}?page=2`);
    await waitForList(page);
    expect(await currentPageNumber(page)).toBe('2');
    expect(await sortSelect(page).inputValue()).toBe('recent');

    // The address is read at load.
    await openUniversity(page, `/university/${uni.id}?page=2&sort=popular`);
    expect(await currentPageNumber(page)).toBe('2');
    expect(await sortSelect(page).inputValue()).toBe('popular');
    expect(await robots(page)).toBe('noindex, follow');
    expect(await shownReviewIds(page)).toEqual(await dbOrder(uni.id, 'popular', 2));

    // The select works from the keyboard, and keeps the focus.
    await sortSelect(page).focus();
    await page.keyboard.press('ArrowUp');
    await page.waitForURL(`${baseURL}/university/${uni.id}`);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('review-sort');
    await context.close();
  });

  it('replaces the build-time snapshot with the live data without moving anything', async () => {
    // A university no test writes to: its live data equals the snapshot.
    const quiet = await prisma.universityStats.findFirstOrThrow({
      where: { reviewCount: { gte: 7, lte: 15 } },
      orderBy: { universityId: 'desc' },
      select: { universityId: true },
    });
    for (const width of [360, 1280]) {
      const { context, page } = await newPage(width);
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await openUniversity(page, `/university/${quiet.universityId}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const total = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
      expect(total).toBeLessThan(0.01);
      await expectNoAxeViolations(page);

      // A visitor's like opens the log-in prompt.
      await page.getByTestId('review-list').getByRole('button', { name: /^Like/ }).first().click();
      const prompt = page.getByRole('dialog', { name: 'Log in to like reviews' });
      await prompt.waitFor();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await prompt.waitFor({ state: 'hidden' });
      await context.close();
    }
  });

  it('shows at most 7 page numbers, sliding around the current page', async () => {
    // A university added after the build (served on demand) with 9 pages of reviews.
    const added = await prisma.university.create({
      data: {
        name: 'Many Pages Polytechnic',
        country: 'Testland',
        searchKey: 'many pages polytechnic|mpp',
        webPages: '["https://mpp.example/"]',
      },
    });
    for (let i = 0; i < 170; i += 1) {
      const response = await fetch(`${baseURL}/api/reviews/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(reviewBody(added.id, { is_anonymous: true, review_text: `Paged review ${i}` })),
      });
      expect(response.status).toBe(200);
    }
    const { context, page } = await newPage(360);
    const response = await openUniversity(page, `/university/${added.id}?page=5`);
    expect(response?.status()).toBe(200);
    const pager = page.getByRole('navigation', { name: 'Review pages' });
    const numbers = () => pager.getByRole('button', { name: /^Page \d+$/ }).allTextContents();
    expect(await numbers()).toEqual(['2', '3', '4', '5', '6', '7', '8']);
    await pager.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\?page=6$/);
    await waitForList(page);
    expect(await numbers()).toEqual(['3', '4', '5', '6', '7', '8', '9']);
    await pager.getByRole('button', { name: 'Page 9' }).click();
    await waitForList(page);
    expect(await numbers()).toEqual(['3', '4', '5', '6', '7', '8', '9']);
    expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('review-list').locator('article').count()).toBe(10);
    // Focus moved to the list heading, which is in view.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('reviews-heading');
    await pager.getByRole('button', { name: 'Previous' }).click();
    await waitForList(page);
    expect(await currentPageNumber(page)).toBe('8');
    // Nothing overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);

    // A page past the end shows the last page.
    await openUniversity(page, `/university/${added.id}?page=40`);
    await page.waitForURL(/\?page=9$/);
    await waitForList(page);
    expect(await currentPageNumber(page)).toBe('9');

    // Deleted: the on-demand page answers 404 with the university's not-found view.
    await prisma.university.delete({ where: { id: added.id } });
    const gone = await page.goto(`${baseURL}/university/${added.id}`);
    expect(gone?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('University not found');
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it("shows 'University not found' when a prerendered university was removed", async () => {
    const removed = await prisma.university
      .findFirstOrThrow({ where: { stats: { is: null } }, orderBy: { id: 'desc' }, select: { id: true, name: true } })
      .catch(() =>
        prisma.university.findFirstOrThrow({
          where: { stats: { reviewCount: 0 } },
          orderBy: { id: 'desc' },
          select: { id: true, name: true },
        }),
      );
    await prisma.university.delete({ where: { id: removed.id } });
    const { context, page } = await newPage();
    const response = await page.goto(`${baseURL}/university/${removed.id}`);
    expect(response?.status()).toBe(200); // the prerendered file still exists until the next build
    await waitForIslands(page);
    await page.getByTestId('university-not-found').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('University not found');
    expect(await page.title()).toMatch(/^University not found/);
    expect(await robots(page)).toBe('noindex, follow');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('asks a visitor to log in to like, and counts a logged-in like and unlike once each', async () => {
    const uni = await mostReviewed();
    const { context, page } = await newPage();
    await openUniversity(page, `/university/${uni.id}`);
    const firstCard = page.getByTestId('review-list').locator('article').first();
    const reviewId = Number(await firstCard.getAttribute('data-review-id'));
    const likeButton = firstCard.getByRole('button', { name: /^Like/ });
    const before = (await prisma.review.findUniqueOrThrow({ where: { id: reviewId } })).likeCount;

    await likeButton.click();
    const prompt = page.getByRole('dialog', { name: 'Log in to like reviews' });
    await prompt.waitFor();
    expect(await prompt.getByRole('button', { name: 'Log In' }).isVisible()).toBe(true);
    expect(await prompt.getByRole('button', { name: 'Cancel' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await prompt.waitFor({ state: 'hidden' });
    expect((await prisma.review.findUniqueOrThrow({ where: { id: reviewId } })).likeCount).toBe(before);
    await likeButton.click();
    await prompt.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${baseURL}/login?next=${encodeURIComponent(`/university/${uni.id}`)}`);

    const account = newCredentials('liker');
    await signUpInBrowser(page, baseURL, account);
    await logInInBrowser(page, baseURL, account, `/university/${uni.id}`);
    await page.waitForURL(`${baseURL}/university/${uni.id}`);
    // The page the login returned to may still be asking for its own like states: let it finish,
    // so that only the next page load's requests are counted.
    await page.waitForLoadState('networkidle');

    // Exactly one like-status request for the page's reviews.
    const statusRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/trpc/reviews.likeStatus')) statusRequests.push(request.url());
    });
    await openUniversity(page, `/university/${uni.id}`);
    await page.waitForLoadState('networkidle');
    expect(statusRequests).toHaveLength(1);
    const asked = JSON.parse(new URL(statusRequests[0]!).searchParams.get('input')!) as { reviewIds: number[] };
    expect(asked.reviewIds).toEqual(await dbOrder(uni.id, 'recent', 1));

    const count = firstCard.getByTestId('like-count');
    expect(await likeButton.getAttribute('aria-pressed')).toBe('false');
    await likeButton.click();
    await expect.poll(() => likeButton.getAttribute('aria-pressed')).toBe('true');
    expect(await count.textContent()).toBe(`${before + 1} ${before + 1 === 1 ? 'like' : 'likes'}`);
    expect((await prisma.review.findUniqueOrThrow({ where: { id: reviewId } })).likeCount).toBe(before + 1);

    // The flag comes back after a reload (from the one like-status request).
    await openUniversity(page, `/university/${uni.id}`);
    await expect.poll(() => likeButton.getAttribute('aria-pressed')).toBe('true');
    await expectNoAxeViolations(page);

    await likeButton.click();
    await expect.poll(() => likeButton.getAttribute('aria-pressed')).toBe('false');
    expect(await count.textContent()).toBe(`${before} ${before === 1 ? 'like' : 'likes'}`);
    expect((await prisma.review.findUniqueOrThrow({ where: { id: reviewId } })).likeCount).toBe(before);
    expect(statusRequests).toHaveLength(2); // one per page load
    await context.close();
  });

  it("opens 'Compare With' from the keyboard, leaves the current university out and closes with Escape", async () => {
    // The most reviewed 'University ...': it comes early in the hits for 'University'.
    const stats = await prisma.universityStats.findFirstOrThrow({
      where: { university: { name: { contains: 'University' } } },
      orderBy: [{ reviewCount: 'desc' }, { universityId: 'asc' }],
      select: { universityId: true },
    });
    const uni = { id: stats.universityId };
    const word = 'University';
    const hits = (await (await fetch(`${baseURL}/api/searchUniversity/all?query=${word}`)).json()) as { id: number }[];
    expect(hits.slice(0, 6).map((hit) => hit.id)).toContain(uni.id);
    for (const width of [1280, 360]) {
      const { context, page } = await newPage(width);
      await openUniversity(page, `/university/${uni.id}`);
      const compare = page.getByRole('button', { name: 'Compare', exact: true });
      await compare.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Compare With' });
      await dialog.waitFor();
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('inputmode'))).toBe('search');

      await page.keyboard.type(word.slice(0, 1));
      expect(await dialog.getByRole('status').textContent()).toContain('at least 2 characters');
      await page.keyboard.type(word.slice(1));
      await dialog.getByTestId('compare-results').waitFor();
      const links = await dialog
        .getByTestId('compare-results')
        .getByRole('link')
        .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href')!));
      expect(links.length).toBeGreaterThan(0);
      expect(links.length).toBeLessThanOrEqual(5);
      for (const href of links) {
        expect(href).toMatch(new RegExp(`^/compare\\?uni1=${uni.id}&uni2=\\d+$`));
        expect(href).not.toMatch(new RegExp(`uni2=${uni.id}$`));
      }
      await expectNoAxeViolations(page);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Compare');

      if (width === 360) {
        // A result opens the comparison of the pair.
        await page.keyboard.press('Enter');
        await dialog.waitFor();
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        await page.waitForURL(new RegExp(`/compare\\?uni1=${uni.id}&uni2=\\d+$`));
      }
      await context.close();
    }
  });

  it('loads no island in the first phone screen and hydrates the reviews island only when scrolled to', async () => {
    const uni = await mostReviewed();
    const context = await browserOf().newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.goto(`${baseURL}/university/${uni.id}`);
    await page.waitForLoadState('networkidle');
    const islands = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('astro-island[client="intent-visible"]')].map((island) => ({
        name: /"name":"(\w+)"/.exec(island.getAttribute('opts') ?? '')?.[1],
        hydrated: !island.hasAttribute('ssr'),
        top: Math.min(
          ...[...island.children]
            .map((child) => child.getBoundingClientRect())
            .filter((r) => r.height > 0)
            .map((r) => r.top),
        ),
      })),
    );
    expect(islands.map(({ name }) => name).sort()).toEqual(['CompareSearch', 'ReviewsIsland']);
    for (const island of islands) {
      expect(island.hydrated, island.name).toBe(false);
      // Below the first screen (the compare search sits in the closed dialog: no box at all).
      expect(island.top, island.name).toBeGreaterThan(823);
    }
    expect(asked.some((url) => url.includes('ReviewsIsland'))).toBe(false);
    expect(asked.some((url) => url.includes('/api/trpc/universities.reviews'))).toBe(false);

    const live = page.waitForResponse((response) => response.url().includes('/api/trpc/universities.reviews'));
    await page.locator('#reviews-heading').scrollIntoViewIfNeeded();
    await live;
    await page.waitForFunction(() => !document.querySelector('astro-island[opts*="ReviewsIsland"]')?.hasAttribute('ssr'));
    expect(await shownReviewIds(page)).toEqual(await dbOrder(uni.id, 'recent', 1));
    await context.close();
  });

  it("opens 'Compare With' before any of its code has loaded (HTML invoker commands)", async () => {
    const uni = await mostReviewed();
    const { context, page } = await newPage(360);
    await context.route('**/_astro/CompareSearch*.js', (route) => route.abort());
    await page.goto(`${baseURL}/university/${uni.id}`);
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare With' });
    await dialog.waitFor();
    expect(await dialog.getByText(`Find a university to compare with ${uni.name}.`).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('inputmode'))).toBe('search');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('keeps working without JavaScript: the snapshot reads, Compare is a link, the controls are hidden', async () => {
    const uni = await mostReviewed();
    const context = await browserOf().newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseURL}/university/${uni.id}`);
    expect(await page.getByTestId('review-list').locator('article').count()).toBe(20);
    expect(await page.getByRole('link', { name: 'Compare' }).getAttribute('href')).toBe(`/compare?uni1=${uni.id}`);
    expect(await sortSelect(page).isVisible()).toBe(false);
    expect(await page.getByLabel('Verified students only').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: /^Like/ }).count()).toBe(0);
    expect(await page.getByTestId('like-count').first().isVisible()).toBe(true);
    await context.close();
  });
});
