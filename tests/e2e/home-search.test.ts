// The home page's search box (a WAI-ARIA combobox with suggestions) and the live featured strip.
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser.ts';
import { e2eDb } from '../support/e2e-db.ts';
import { WIDTHS, expectAccessible, openPage, procedureOf, recordApiRequests, slowDownApi } from '../support/browse-helpers.ts';

const baseURL = inject('baseURL');
const prisma = e2eDb();
const browserOf = useBrowser();
afterAll(() => prisma.$disconnect());

const idOf = async (name: string) => (await prisma.university.findFirstOrThrow({ where: { name }, select: { id: true } })).id;
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search universities' });

describe('home search box', () => {
  it('is a combobox that finds initials and opens a university with the keyboard alone', async () => {
    const page = await openPage(browserOf(), baseURL);
    const box = searchBox(page);
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    const listId = await box.getAttribute('aria-controls');

    // Focus by keyboard: the skip link, then on to the search box.
    await page.keyboard.press('Tab');
    while (!(await box.evaluate((input) => input === document.activeElement))) await page.keyboard.press('Tab');
    await page.keyboard.type('MIT');
    const mit = page.getByRole('option', { name: /Massachusetts Institute of Technology/ });
    await mit.waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator(`#${listId}`).getAttribute('role')).toBe('listbox');
    expect(await mit.textContent()).toContain('United States');
    expect(await box.getAttribute('aria-activedescendant')).toBeNull();

    await page.keyboard.press('ArrowDown');
    const first = page.getByRole('option').first();
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    expect(await first.getAttribute('aria-selected')).toBe('true');
    await expectAccessible(page, 'open dropdown, 1280');

    // Up from the first wraps to the last, Down comes back.
    const count = await page.getByRole('option').count();
    await page.keyboard.press('ArrowUp');
    expect(await box.getAttribute('aria-activedescendant')).toBe(
      await page
        .getByRole('option')
        .nth(count - 1)
        .getAttribute('id'),
    );
    await page.keyboard.press('ArrowDown');

    // Escape closes; Down opens again on the first option.
    await page.keyboard.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.getAttribute('aria-activedescendant')).toBeNull();
    await page.keyboard.press('ArrowDown');
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));

    const mitId = await idOf('Massachusetts Institute of Technology');
    expect(await first.textContent()).toContain('Massachusetts Institute of Technology');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseURL}/university/${mitId}`);
    await page.context().close();
  });

  it('matches names without their accents', async () => {
    const page = await openPage(browserOf(), baseURL);
    await searchBox(page).pressSequentially('universite de montreal');
    await page.getByRole('option', { name: /Université de Montréal/ }).waitFor();
    await page.context().close();
  });

  it('opens the results page on Enter without a highlighted option', async () => {
    const page = await openPage(browserOf(), baseURL);
    await searchBox(page).pressSequentially('harvard');
    await page.getByRole('option').first().waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\/university\?name=harvard$/);
    await page.context().close();
  });

  it('waits for 2 characters and 300 ms of quiet before asking the server', async () => {
    const page = await openPage(browserOf(), baseURL);
    const requests = recordApiRequests(page);
    await searchBox(page).pressSequentially('u');
    await page.waitForTimeout(500);
    expect(requests.filter((r) => procedureOf(r) === 'universities.suggest')).toHaveLength(0);
    await searchBox(page).pressSequentially('niversity of', { delay: 40 });
    await page.getByRole('option').first().waitFor();
    // Typed faster than the debounce: one request for the whole word.
    expect(requests.filter((r) => procedureOf(r) === 'universities.suggest')).toHaveLength(1);
    await page.context().close();
  });

  for (const width of WIDTHS) {
    it(`shows a loading state, then offers 'Add Your School' when nothing matches (${width} px)`, async () => {
      const page = await openPage(browserOf(), baseURL, width);
      await slowDownApi(page, 'universities.suggest', 1500);
      await searchBox(page).pressSequentially('zzqxv');
      await page.getByTestId('suggestions-loading').waitFor();
      await expectAccessible(page, `loading suggestions, ${width}`);

      const addSchool = page.getByRole('link', { name: 'Add Your School' });
      await addSchool.waitFor();
      expect(await addSchool.getAttribute('href')).toBe('/addSchool');
      expect(await searchBox(page).getAttribute('aria-expanded')).toBe('false');
      await expectAccessible(page, `no match, ${width}`);
      if (width === 360) {
        await searchBox(page).fill('');
        await searchBox(page).pressSequentially('oxford');
        await page.getByRole('option').first().waitFor();
        await expectAccessible(page, 'open dropdown, 360');
      }
      await page.context().close();
    });
  }

  it('shows no-match about 100 ms after the empty reply, not before', async () => {
    const page = await openPage(browserOf(), baseURL);
    let replied = 0;
    page.on('response', (response) => {
      if (response.url().includes('universities.suggest')) replied = Date.now();
    });
    await searchBox(page).pressSequentially('qqzzxy');
    await page.getByTestId('no-match').waitFor({ state: 'visible' });
    const shown = Date.now();
    expect(replied).toBeGreaterThan(0);
    expect(shown - replied).toBeGreaterThanOrEqual(80);
    await page.context().close();
  });
});

describe('featured strip', () => {
  it('refreshes names and counts in place, without moving the page', async () => {
    const context = await browserOf().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // Live counts that differ from the build's, to see the refresh land.
    let live: { name: string; review_count: number; average_overall: number }[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/trpc/universities.featured**', async (route) => {
      await held;
      const response = await route.fetch();
      const body = await response.json();
      for (const university of body.result.data) university.review_count += 1000;
      live = body.result.data;
      await route.fulfill({ response, json: body });
    });
    await page.goto(baseURL);
    const items = page.getByTestId('featured-list').getByRole('listitem');
    expect(await items.count()).toBe(3);
    const read = () =>
      items.evaluateAll((nodes) =>
        nodes.map((n) => ({
          name: n.querySelector('a')!.textContent,
          count: n.querySelector('[data-testid="featured-count"]')!.textContent,
          box: n.getBoundingClientRect().toJSON(),
        })),
      );
    const before = await read();
    release();
    await page.waitForFunction(() => document.querySelector('[data-testid="featured-count"]')?.textContent?.includes('· 1,0'));
    const after = await read();
    expect(after.map((item) => item.name)).toEqual(live.map((u) => u.name));
    expect(after.map((item) => item.count)).toEqual(
      live.map((u) => `${u.average_overall.toFixed(1)} of 5 · ${u.review_count.toLocaleString('en-US')} reviews`),
    );
    // Same universities as in the HTML: nothing moved.
    if (before.every((item, index) => item.name === after[index]!.name)) expect(after.map((i) => i.box)).toEqual(before.map((i) => i.box));
    await context.close();
  });

  it('hides the third university on small screens', async () => {
    const page = await openPage(browserOf(), baseURL, 360);
    const items = page.getByTestId('featured-list').getByRole('listitem');
    expect(await items.nth(0).isVisible()).toBe(true);
    expect(await items.nth(2).isVisible()).toBe(false);
    await expectAccessible(page, 'home, 360');
    await page.context().close();
  });
});
