// The API reference page (/developers/api) in the built site: every call of the OpenAPI document
// the server serves is on it, as plain HTML without JavaScript, accessible at desktop and phone
// widths, and reachable from the footer and the sitemap.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, describeViolations, launchBrowser } from '../support/browser.ts';

const baseURL = inject('baseURL');
let browser: Browser;
let apiDocument: { paths: Record<string, Record<string, { operationId: string; 'x-check-order': { reply: { error?: string } }[] }>> };

beforeAll(async () => {
  browser = await launchBrowser();
  apiDocument = await (await fetch(`${baseURL}/api/openapi.json`)).json();
});
afterAll(async () => {
  await browser?.close();
});

async function open(width: number, javaScript = true): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: javaScript });
  const page = await context.newPage();
  const response = await page.goto(`${baseURL}/developers/api`);
  expect(response?.status()).toBe(200);
  return page;
}

describe('the API reference page', () => {
  it('shows every operation of the served document, with its errors, without JavaScript', async () => {
    const page = await open(1280, false);
    const operations = Object.entries(apiDocument.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ path, method, op })),
    );
    expect(operations.length).toBeGreaterThan(25);
    for (const { path, method, op } of operations) {
      const article = page.locator(`article#${op.operationId}`);
      const heading = article.getByRole('heading', { level: 3 });
      expect((await heading.textContent())?.replace(/\s/g, ''), `${method} ${path}`).toBe(`${method.toUpperCase()}${path}`);
      // An error step by its text; the readiness check's 503 (not an error shape) by its whole reply.
      for (const step of op['x-check-order']) {
        const shown = typeof step.reply.error === 'string' ? step.reply.error : JSON.stringify(step.reply);
        expect(await article.textContent(), `${method} ${path}`).toContain(shown);
      }
    }
    const signup = page.locator('article#postUsersSignup');
    expect(await signup.getByText('No authentication').isVisible()).toBe(true);
    expect(await signup.getByText('username', { exact: true }).isVisible()).toBe(true);
    expect(await page.locator('article#getUsersVerify').getByText('Bearer token required').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: '/api/openapi.json', exact: true }).getAttribute('href')).toBe('/api/openapi.json');
    // A named reply shape is linked to its description.
    await page.locator('article#getSpecificUniById').getByRole('link', { name: 'University' }).click();
    expect(page.url()).toMatch(/#schema-University$/);
    await page.context().close();
  });

  for (const width of [1280, 360]) {
    it(`has no accessibility violations and no sideways scrolling at ${width} px`, async () => {
      const page = await open(width);
      expect(describeViolations(await axeViolations(page))).toBe('');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.context().close();
    });
  }

  it('is listed in the sitemap', async () => {
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    expect(sitemap).toContain('/developers/api</loc>');
  });

  it('is linked from the footer and reached by keyboard through its contents', async () => {
    const page = await open(1280);
    await page.goto(`${baseURL}/faq`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'API for developers' }).click();
    await page.waitForURL(/\/developers\/api$/);
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await contents.getByRole('link', { name: 'POST /api/reviews/submit' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/#postReviewsSubmit$/);
    expect(await page.locator('article#postReviewsSubmit').getByText('Bearer token optional').isVisible()).toBe(true);
    await page.context().close();
  });
});
