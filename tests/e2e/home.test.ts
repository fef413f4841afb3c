import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, describeViolations, launchBrowser } from '../support/browser.ts';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('home page', () => {
  it('shows three featured universities, opens one, and has no accessibility violations', async () => {
    const page = await browser.newPage();
    await page.goto(baseURL);
    await expect(page.getByRole('heading', { name: 'Most Rated Universities' }).isVisible()).resolves.toBe(true);
    const featured = page.getByTestId('featured-list').getByRole('listitem');
    expect(await featured.count()).toBe(3);
    expect(describeViolations(await axeViolations(page))).toBe('');

    const firstLink = featured.first().getByRole('link');
    const name = (await firstLink.textContent())!.trim();
    await firstLink.click();
    await page.waitForURL(/\/university\/\d+$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    expect(describeViolations(await axeViolations(page))).toBe('');
    await page.close();
  });
});
