// 'What matters to you' on /compare: weights per category, each side's personal score, the
// weights in the address (live with JavaScript, through the form's Apply without it).
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, waitForIslands } from '../support/browser.ts';
import { e2eDb } from '../support/e2e-db.ts';
import { expectAccessible, openPage } from '../support/browse-helpers.ts';
import { RATING_CATEGORIES, SUB_CATEGORIES, type AverageKey } from '#shared/reviews/ratings.ts';

const baseURL = inject('baseURL');
const prisma = e2eDb();
const browserOf = useBrowser();
afterAll(() => prisma.$disconnect());

type Side = { id: number; name: string; count: number; averages: Record<string, number> };

async function sideOf(where: object): Promise<Side> {
  const row = await prisma.university.findFirstOrThrow({ where, include: { stats: true }, orderBy: { id: 'asc' } });
  const stats = row.stats as unknown as Record<string, number> | null;
  const count = stats?.reviewCount ?? 0;
  const averages = Object.fromEntries(RATING_CATEGORIES.map((c) => [c.key, count ? stats![c.sumColumn]! / count : 0]));
  return { id: row.id, name: row.name, count, averages };
}

/** The score a student expects from the averages: Σ weight × average / Σ weight, one decimal. */
function expectedScore(side: Side, weights: Partial<Record<AverageKey, number>>): string {
  const weightOf = (key: AverageKey) => weights[key] ?? 1;
  const total = SUB_CATEGORIES.reduce((sum, c) => sum + weightOf(c.key), 0);
  const weighted = SUB_CATEGORIES.reduce((sum, c) => sum + weightOf(c.key) * side.averages[c.key]!, 0);
  return (weighted / total).toFixed(1);
}

const shownScores = (page: Page) => page.getByTestId('personal-score').allTextContents();
const compareAddress = (a: Side, b: Side) => `${baseURL}/compare?uni1=${a.id}&uni2=${b.id}`;
// Safety 3 and Food 0, the others 1: the 15 digits in category order.
const CHOSEN = { safety: 3, food: 0 } as const;
const CHOSEN_PARAM = SUB_CATEGORIES.map((c) => (c.key in CHOSEN ? CHOSEN[c.key as keyof typeof CHOSEN] : 1)).join('');

async function openWeights(page: Page) {
  await page.getByText('Adjust what matters to you').click();
  await page.getByRole('group', { name: 'What matters to you' }).waitFor();
}

describe('personal score on /compare', () => {
  it('updates both scores and the address as a weight changes, and a reload keeps them (1280 px)', async () => {
    const mit = await sideOf({ name: 'Massachusetts Institute of Technology' });
    const harvard = await sideOf({ name: 'Harvard University' });
    expect(mit.count * harvard.count).toBeGreaterThan(0);
    const page = await openPage(browserOf(), compareAddress(mit, harvard));
    expect(await shownScores(page)).toEqual([expectedScore(mit, {}), expectedScore(harvard, {})]);
    expect(await page.getByTestId('weights-summary').textContent()).toBe('Every category counts the same.');
    // Closed at first, so the comparison is not pushed down by 15 fields.
    expect(await page.getByLabel('Safety', { exact: true }).isVisible()).toBe(false);

    await openWeights(page);
    expect(await page.getByRole('button', { name: 'Apply' }).count()).toBe(0);
    await page.getByLabel('Safety', { exact: true }).selectOption('3');
    await page.getByLabel('Food', { exact: true }).selectOption('0');
    const expected = [expectedScore(mit, CHOSEN), expectedScore(harvard, CHOSEN)];
    await expect.poll(() => shownScores(page)).toEqual(expected);
    expect(page.url()).toBe(`${compareAddress(mit, harvard)}&w=${CHOSEN_PARAM}`);
    expect(await page.getByRole('status').filter({ hasText: 'Your personal score:' }).textContent()).toBe(
      `Your personal score: ${mit.name} ${expected[0]}, ${harvard.name} ${expected[1]}.`,
    );
    expect(await page.getByTestId('weights-summary').textContent()).toBe('Weighted: Safety 3, Food 0; the others 1.');
    await expectAccessible(page, 'weights open, 1280');

    // The shared address shows the same, rendered by the server (checked without JavaScript).
    const context = await browserOf().newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(page.url());
    expect(await shownScores(plain)).toEqual(expected);
    await openWeights(plain);
    expect(await plain.getByLabel('Safety', { exact: true }).inputValue()).toBe('3');
    expect(await plain.getByLabel('Food', { exact: true }).inputValue()).toBe('0');
    expect(await plain.getByLabel('Housing', { exact: true }).inputValue()).toBe('1');
    await context.close();

    await page.reload();
    await waitForIslands(page);
    expect(await shownScores(page)).toEqual(expected);
    await page.context().close();
  });

  it("asks for a weight above 0 when all are 0, and 'Reset to equal weights' clears w (360 px)", async () => {
    const mit = await sideOf({ name: 'Massachusetts Institute of Technology' });
    const harvard = await sideOf({ name: 'Harvard University' });
    const page = await openPage(browserOf(), compareAddress(mit, harvard), 360);
    await openWeights(page);
    await expectAccessible(page, 'weights open, 360');
    for (const category of SUB_CATEGORIES) await page.getByLabel(category.label, { exact: true }).selectOption('0');
    await page.getByText('Set at least one weight above 0').first().waitFor();
    expect(await shownScores(page)).toEqual(['n/a', 'n/a']);
    expect(page.url()).toBe(`${compareAddress(mit, harvard)}&w=${'0'.repeat(15)}`);
    await expectAccessible(page, 'no weights, 360');

    await page.getByRole('link', { name: 'Reset to equal weights' }).click();
    await expect.poll(() => shownScores(page)).toEqual([expectedScore(mit, {}), expectedScore(harvard, {})]);
    expect(page.url()).toBe(compareAddress(mit, harvard));
    await page.context().close();
  });

  it("says 'n/a' for a side without reviews", async () => {
    const mit = await sideOf({ name: 'Massachusetts Institute of Technology' });
    const empty = await sideOf({ OR: [{ stats: null }, { stats: { reviewCount: 0 } }] });
    const page = await openPage(browserOf(), compareAddress(mit, empty), 360);
    expect(await shownScores(page)).toEqual([expectedScore(mit, {}), 'n/a']);
    expect(await page.locator('[data-personal-score]').nth(1).textContent()).toContain('No reviews yet');
    await page.context().close();
  });

  it("applies the weights without JavaScript through the form's Apply", async () => {
    const mit = await sideOf({ name: 'Massachusetts Institute of Technology' });
    const harvard = await sideOf({ name: 'Harvard University' });
    const context = await browserOf().newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 900 } });
    const page = await context.newPage();
    await page.goto(compareAddress(mit, harvard));
    expect(await shownScores(page)).toEqual([expectedScore(mit, {}), expectedScore(harvard, {})]);
    await openWeights(page);
    await page.getByLabel('Safety', { exact: true }).selectOption('3');
    await page.getByLabel('Food', { exact: true }).selectOption('0');
    await page.getByRole('button', { name: 'Apply' }).click();
    // The 15 values the form sends come back as the compact address the island writes.
    await page.waitForURL(`${compareAddress(mit, harvard)}&w=${CHOSEN_PARAM}`);
    expect(await shownScores(page)).toEqual([expectedScore(mit, CHOSEN), expectedScore(harvard, CHOSEN)]);
    expect(await page.getByTestId('weights-summary').textContent()).toBe('Weighted: Safety 3, Food 0; the others 1.');
    await context.close();
  });

  it('takes an unreadable w as equal weights', async () => {
    const mit = await sideOf({ name: 'Massachusetts Institute of Technology' });
    const harvard = await sideOf({ name: 'Harvard University' });
    const page = await openPage(browserOf(), `${compareAddress(mit, harvard)}&w=9x`);
    expect(await shownScores(page)).toEqual([expectedScore(mit, {}), expectedScore(harvard, {})]);
    expect(await page.getByTestId('weights-summary').textContent()).toBe('Every category counts the same.');
    await page.context().close();
  });
});
