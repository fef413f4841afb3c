// Steps the browse, search, compare and form tests share.
import { expect } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { axeViolations, describeViolations, waitForIslands } from './browser.ts';

export const WIDTHS = [1280, 360] as const;

/** A fresh context (no stored session) at `width`, on `url`, with its islands ready. */
export async function openPage(browser: Browser, url: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(url);
  await waitForIslands(page);
  return page;
}

/** No axe-core violations, and nothing wider than the window (a student on a phone would scroll sideways). */
export async function expectAccessible(page: Page, state: string) {
  expect(describeViolations(await axeViolations(page)), `axe: ${state}`).toBe('');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow: ${state}`).toBeLessThanOrEqual(0);
}

/** Every request the page makes to the tRPC endpoint from now on. */
export function recordApiRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/trpc')) requests.push(request);
  });
  return requests;
}

/** Holds matching tRPC calls back by `ms`, so that loading states can be seen. */
export async function slowDownApi(page: Page, procedure: string, ms: number) {
  await page.route(`**/api/trpc/${procedure}**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** The procedure name of a tRPC request: /api/trpc/universities.search?input=... -> universities.search. */
export function procedureOf(request: Request): string {
  return new URL(request.url()).pathname.replace('/api/trpc/', '');
}
