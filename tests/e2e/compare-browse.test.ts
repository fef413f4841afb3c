// Quick Compare on the home page, and changing either side on /compare.
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, waitForIslands } from '../support/browser.ts';
import { e2eDb } from '../support/e2e-db.ts';
import { WIDTHS, expectAccessible, openPage } from '../support/browse-helpers.ts';
import { RATING_CATEGORIES, higherSide } from '#shared/reviews/ratings.ts';

const baseURL = inject('baseURL');
const prisma = e2eDb();
const browserOf = useBrowser();
afterAll(() => prisma.$disconnect());

async function university(name: string) {
  const row = await prisma.university.findFirstOrThrow({ where: { name }, include: { stats: true } });
  const stats = row.stats as unknown as Record<string, number> | null;
  const count = stats?.reviewCount ?? 0;
  const averages = Object.fromEntries(RATING_CATEGORIES.map((c) => [c.key, count ? stats![c.sumColumn]! / count : 0]));
  return { id: row.id, name: row.name, count, averages };
}

/** Types into a picker and takes the first suggestion with the keyboard. */
async function pick(page: Page, label: string, text: string, expected: string, { navigates = false } = {}): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await box.fill('');
  await box.pressSequentially(text);
  await page
    .getByRole('option', { name: new RegExp(expected) })
    .first()
    .waitFor();
  // The suggestions only: the personal score's weight selects have options too.
  const options = await page.getByRole('listbox').getByRole('option').allTextContents();
  expect(options.length).toBeLessThanOrEqual(5);
  await box.press('ArrowDown');
  while (!(await page.locator(`#${await box.getAttribute('aria-activedescendant')}`).textContent())!.includes(expected))
    await box.press('ArrowDown');
  if (navigates) {
    // Playwright would wait for the navigation Enter starts; the caller waits for what it needs.
    void box.press('Enter').catch(() => undefined);
    return;
  }
  await box.press('Enter');
  expect(await box.inputValue()).toBe(expected);
}

/** Every row's highlight matches the database's averages as shown to one decimal. */
async function expectHighlights(page: Page, left: Awaited<ReturnType<typeof university>>, right: Awaited<ReturnType<typeof university>>) {
  const rows = await page
    .locator('tr[data-category]')
    .evaluateAll((nodes) => nodes.map((n) => [n.getAttribute('data-category'), n.getAttribute('data-higher')]));
  expect(rows).toHaveLength(16);
  for (const [key, higher] of rows) {
    expect(higher, key!).toBe(higherSide(left.averages[key!]!, right.averages[key!]!));
  }
}

describe('Quick Compare', () => {
  for (const width of WIDTHS) {
    it(`compares two picked universities, and Back returns (${width} px)`, async () => {
      const mit = await university('Massachusetts Institute of Technology');
      const harvard = await university('Harvard University');
      expect(mit.count * harvard.count).toBeGreaterThan(0);
      const page = await openPage(browserOf(), baseURL, width);
      const toggle = page.getByRole('button', { name: 'Quick Compare Universities' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      const compareNow = page.getByRole('button', { name: 'Compare Now' });
      expect(await compareNow.isVisible()).toBe(false);
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await compareNow.isDisabled()).toBe(true);

      await pick(page, 'First university', 'MIT', 'Massachusetts Institute of Technology');
      expect(await compareNow.isDisabled()).toBe(true);
      // The same university twice cannot be compared.
      await pick(page, 'Second university', 'massachusetts', 'Massachusetts Institute of Technology');
      await page.getByText('Choose two different universities.').waitFor();
      expect(await compareNow.isDisabled()).toBe(true);
      // Editing a picked name drops the choice.
      await page.getByRole('combobox', { name: 'Second university' }).fill('harv');
      await page.getByRole('option').first().waitFor();
      await expectAccessible(page, `quick compare with suggestions, ${width}`);
      await pick(page, 'Second university', 'harvard', 'Harvard University');
      expect(await compareNow.isEnabled()).toBe(true);
      await expectAccessible(page, `quick compare ready, ${width}`);

      await compareNow.click();
      await page.waitForURL(`${baseURL}/compare?uni1=${mit.id}&uni2=${harvard.id}`);
      await waitForIslands(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('University Comparison');
      expect(await page.locator('[data-side] h2').allTextContents()).toEqual([mit.name, harvard.name]);
      await expectHighlights(page, mit, harvard);
      await expectAccessible(page, `comparison, ${width}`);

      await page.getByRole('link', { name: 'Back' }).click();
      await page.waitForURL(`${baseURL}/`);
      await page.context().close();
    });
  }
});

describe('changing a side on /compare', () => {
  it("prefills the pickers, shows 'Loading comparison...' at once, and loads the new pair", async () => {
    const mit = await university('Massachusetts Institute of Technology');
    const harvard = await university('Harvard University');
    const montreal = await university('Université de Montréal');
    const page = await openPage(browserOf(), `${baseURL}/compare?uni1=${mit.id}&uni2=${harvard.id}`);
    expect(await page.getByRole('combobox', { name: 'First university' }).inputValue()).toBe(mit.name);
    expect(await page.getByRole('combobox', { name: 'Second university' }).inputValue()).toBe(harvard.name);

    // The next page answers 204 No Content at first, so the browserOf() stays here and the loading
    // state can be checked; then it is opened for real.
    const target = `${baseURL}/compare?uni1=${mit.id}&uni2=${montreal.id}`;
    const requested: string[] = [];
    await page.route(target, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ status: 204 });
    });
    await pick(page, 'Second university', 'universite de montreal', montreal.name, { navigates: true });
    await page.getByText('Loading comparison...').waitFor();
    expect(await page.locator('[data-comparison]').getAttribute('aria-busy')).toBe('true');
    await expectAccessible(page, 'loading comparison, 1280');
    await expect.poll(() => requested).toEqual([target]);
    await page.unroute(target);
    await page.goto(target);
    await page.waitForURL(`${baseURL}/compare?uni1=${mit.id}&uni2=${montreal.id}`);
    await waitForIslands(page);
    expect(await page.locator('[data-side] h2').allTextContents()).toEqual([mit.name, montreal.name]);
    expect(await page.title()).toContain(`${mit.name} vs ${montreal.name}`);
    await expectHighlights(page, mit, montreal);
    await page.context().close();
  });

  it("keeps the student's weights (w) when a side changes", async () => {
    const mit = await university('Massachusetts Institute of Technology');
    const harvard = await university('Harvard University');
    const montreal = await university('Université de Montréal');
    const weights = '311111111111110';
    const page = await openPage(browserOf(), `${baseURL}/compare?uni1=${mit.id}&uni2=${harvard.id}&w=${weights}`);
    await pick(page, 'Second university', 'universite de montreal', montreal.name, { navigates: true });
    await page.waitForURL(`${baseURL}/compare?uni1=${mit.id}&uni2=${montreal.id}&w=${weights}`);
    await page.context().close();
  });

  it('completes a comparison that names only one university', async () => {
    const mit = await university('Massachusetts Institute of Technology');
    const harvard = await university('Harvard University');
    const page = await openPage(browserOf(), `${baseURL}/compare?uni1=${mit.id}`, 360);
    await page.getByText('Two universities are required for comparison').waitFor();
    expect(await page.getByRole('combobox', { name: 'First university' }).inputValue()).toBe(mit.name);
    await expectAccessible(page, 'one university, 360');
    await pick(page, 'Second university', 'harvard', harvard.name, { navigates: true });
    await page.waitForURL(`${baseURL}/compare?uni1=${mit.id}&uni2=${harvard.id}`);
    await page.context().close();
  });
});
