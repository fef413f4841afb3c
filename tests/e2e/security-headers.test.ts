// The headers every response carries (scripts/serve.mjs), and that the site still works under its
// Content-Security-Policy: islands hydrate, the API answers, Pagefind runs, and the browser
// reports no violation.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, waitForIslands } from '../support/browser.ts';

const baseURL = inject('baseURL');
const browser = useBrowser();

const PATHS = {
  'a prerendered page': '/university/1',
  'an on-demand page': '/compare?uni1=1&uni2=2',
  'the 404 page': '/no-such-page',
  'a REST reply': '/api/specificUni/getFeaturedUniversities',
  'a static script': '/pagefind/pagefind.js',
};

describe('security headers', () => {
  for (const [what, path] of Object.entries(PATHS)) {
    it(`are on ${what}`, async () => {
      const response = await fetch(baseURL + path, { redirect: 'manual' });
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("connect-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      // The test server is plain HTTP: HSTS there would lock browsers out of localhost.
      expect(response.headers.get('strict-transport-security')).toBeNull();
    });
  }
});

/** Opens `path` and collects every Content-Security-Policy violation the page reports. */
async function openWatched(path: string): Promise<{ page: Page; violations: string[] }> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  await page.goto(baseURL + path);
  return { page, violations };
}

describe('the Content-Security-Policy', () => {
  it('lets a university page hydrate and load its live reviews', async () => {
    const { page, violations } = await openWatched('/university/1');
    await waitForIslands(page);
    await page.getByRole('tab', { name: 'Most Liked' }).click();
    await page.waitForURL(/sort=/);
    await page.getByRole('article').first().waitFor();
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('lets the help search run Pagefind', async () => {
    const { page, violations } = await openWatched('/faq');
    await page.getByLabel('Search the FAQ and the policy pages').fill('password');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.locator('[data-help-search] ol a').first().waitFor();
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('lets the home page search the API', async () => {
    const { page, violations } = await openWatched('/');
    await waitForIslands(page);
    await page.getByRole('combobox').first().fill('univ');
    await page.getByRole('option').first().waitFor();
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('refuses to let a page be framed', async () => {
    const { page, violations } = await openWatched('/');
    await page.setContent(`<iframe src="${baseURL}/about" title="framed"></iframe>`);
    await expect.poll(() => violations.some((text) => text.includes('frame-ancestors'))).toBe(true);
    const framed = page.frames().find((frame) => frame.url().endsWith('/about'));
    expect(framed ? await framed.locator('h1').count() : 0).toBe(0);
    await page.context().close();
  });
});
