// The JavaScript budgets (scripts/lib/js-budget.ts) over the build the browser tests run against:
// the CI check that fails when a page type grows past its budget. Each page type is measured twice:
// from its HTML (what the build makes every visitor download before interacting), and in Chromium
// on a phone screen, untouched (what a real browser fetched before any tap or scroll), so an island
// that hydrates "when visible" but sits in the first screen counts too.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { JS_BUDGET_KB, gzipSize, measureHtml } from '#scripts/lib/js-budget.ts';
import { pageTypes, pickPageIds } from '#scripts/lib/lighthouse-pages.ts';
import { useBrowser } from '../support/browser.ts';

const baseURL = inject('baseURL');
const clientDir = path.join(inject('e2eDir'), 'build', 'client');
const browser = useBrowser();

const budgeted = pageTypes(pickPageIds(path.join(inject('e2eDir'), 'e2e.db'))).filter((page) => JS_BUDGET_KB[page.name] !== undefined);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The gzip size of a script of our own origin, read from the build (its path under the client folder). */
function builtScriptBytes(url: string): number {
  const file = path.join(clientDir, decodeURIComponent(new URL(url).pathname));
  return fs.existsSync(file) ? gzipSize(fs.readFileSync(file)) : 0;
}

describe('JavaScript before interaction stays within its budget', () => {
  it('has page types to check', () => {
    expect(budgeted.map((page) => page.name)).toEqual(expect.arrayContaining(['university (reviews)', 'faq']));
  });

  for (const page of budgeted) {
    const budget = JS_BUDGET_KB[page.name]! * 1024;

    it(`${page.name}: the page's scripts and eager islands, ≤ ${JS_BUDGET_KB[page.name]} KB gzip`, async () => {
      const response = await fetch(baseURL + page.url);
      expect(response.status).toBe(200);
      const js = measureHtml(clientDir, await response.text());
      const files = js.beforeInteraction.map((file) => `${file.file} ${kb(file.gzipBytes)}`).join(', ');
      expect(js.beforeBytes, `${kb(js.beforeBytes)}: ${files}`).toBeLessThanOrEqual(budget);
    });

    it(`${page.name}: what Chromium fetches on a phone screen before any tap or scroll, ≤ ${JS_BUDGET_KB[page.name]} KB gzip`, async () => {
      const context = await browser().newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      try {
        const tab = await context.newPage();
        await tab.goto(baseURL + page.url, { waitUntil: 'networkidle' });
        // Idle-time islands start after load; give them time to ask for their code.
        await tab.waitForTimeout(1_500);
        await tab.waitForLoadState('networkidle');
        const scripts = await tab.evaluate(() => ({
          fetched: performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((name) => new URL(name).origin === location.origin && /\.m?js($|\?)/.test(new URL(name).pathname)),
          inline: [...document.querySelectorAll('script:not([src])')]
            .filter((script) => !script.getAttribute('type') || script.getAttribute('type') === 'module')
            .map((script) => script.textContent ?? '')
            .join(''),
        }));
        const bytes =
          scripts.fetched.reduce((sum, url) => sum + builtScriptBytes(url), 0) + (scripts.inline ? gzipSize(scripts.inline) : 0);
        const list = scripts.fetched.map((url) => `${new URL(url).pathname} ${kb(builtScriptBytes(url))}`).join(', ');
        expect(bytes, `${kb(bytes)}: ${list}`).toBeLessThanOrEqual(budget);
      } finally {
        await context.close();
      }
    });
  }
});
