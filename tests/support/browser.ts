// Debian's Chromium driven by playwright-core, and axe-core run inside the page.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, expect } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Starts Chromium; a missing browser is an error, never a skip (CI must not pass without it). */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: install it with 'apt-get install -y chromium' (bash .ci/run does).`);
  }
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules plus best practices) on the page as it is now. Loaded by
 * evaluating it, not as a <script> tag: the site's Content-Security-Policy refuses inline scripts.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const result = await (
      window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }
    ).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html })),
    }));
  });
}

/** A readable summary for assertion messages. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.html).join('\n  ')}`).join('\n');
}

/**
 * Waits until every island on the page that can hydrate has (Astro drops `ssr` from
 * <astro-island>). Islands that hydrate when visible (client:visible, client:intent-visible) are
 * scrolled into view one by one, as a reader scrolling down would, and the page is scrolled back to
 * the top; those inside something hidden (a closed dialog) are left alone.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const waiting = () =>
      [...document.querySelectorAll<HTMLElement>('astro-island[ssr]:is([client="visible"], [client="intent-visible"])')].filter((island) =>
        [...island.children].some((child) => child.getClientRects().length > 0),
      );
    for (const island of waiting()) {
      island.firstElementChild?.scrollIntoView({ block: 'center' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('astro-island[ssr]')].every(
      (island) =>
        ['visible', 'intent-visible'].includes(island.getAttribute('client') ?? '') &&
        ![...island.children].some((child) => child.getClientRects().length > 0),
    ),
  );
}

/** Starts Chromium before the file's tests and closes it after; call the result to get it. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

/** A fresh browser context (no shared storage) and its page, at a viewport width. */
export async function newPage(browser: Browser, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}

/** Fails with a readable list when axe-core finds violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page, label = ''): Promise<void> {
  expect(describeViolations(await axeViolations(page)), label).toBe('');
}
