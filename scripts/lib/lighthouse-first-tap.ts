// The first use of a control, measured by Lighthouse as a user flow: the page is loaded in a fresh
// Chromium (Debian's), then a timespan records one use of the control as soon as the page has
// loaded, until its outcome shows. The timespan gives Interaction to Next Paint (the slowest of
// the uses' input-to-paint times) and Total Blocking Time. The phone is Lighthouse's mobile
// profile with its CPU slowed 4× and its network throttled in the browser (devtools throttling):
// a timespan cannot be simulated.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFlow } from 'lighthouse';
import puppeteer, { TimeoutError, type ElementHandle, type Page } from 'puppeteer-core';
import { CHROME_FLAGS, CHROMIUM } from './lighthouse-run.ts';

export interface FirstTap {
  name: string;
  /** Path and query of the page the control is on. */
  url: string;
  /** Uses the control once; resolves when its outcome shows. */
  use(page: Page): Promise<void>;
}

export interface FirstTapNumbers {
  inpMs: number;
  tbtMs: number;
  /** From the use to its outcome on screen (the dialog open, the list filtered), as this script saw it; Infinity when the use was lost (no outcome in 30 s). */
  outcomeMs: number;
}

const OUTCOME_TIMEOUT_MS = 30_000;

/** The first button whose text (its visible and screen-reader words) starts with `name`. */
async function buttonNamed(page: Page, name: string): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    (start: string) => [...document.querySelectorAll('button')].find((button) => button.textContent?.trim().startsWith(start)),
    { timeout: OUTCOME_TIMEOUT_MS },
    name,
  );
  return handle as ElementHandle<Element>;
}

/** Resolves once an open dialog shows `title`. */
const dialogShows = (page: Page, title: string) =>
  page.waitForFunction(
    (text: string) => [...document.querySelectorAll('dialog[open], [role="dialog"]')].some((dialog) => dialog.textContent?.includes(text)),
    { timeout: OUTCOME_TIMEOUT_MS },
    title,
  );

async function tapButton(page: Page, name: string, dialog: string): Promise<void> {
  const button = await buttonNamed(page, name);
  await button.scrollIntoView();
  await button.click();
  await dialogShows(page, dialog);
}

/** The controls of the university page measured on their first use. */
export function firstTaps(universityId: number): FirstTap[] {
  const url = `/university/${universityId}`;
  return [
    { name: 'Like (visitor)', url, use: (page) => tapButton(page, 'Like review by', 'Log in to like reviews') },
    { name: 'Report', url, use: (page) => tapButton(page, 'Report review by', 'Report this review') },
    {
      name: 'Rating filter',
      url,
      // A key press chooses the next rating, as on a select with the keyboard; the address and the list follow.
      use: async (page) => {
        const select = await page.waitForSelector('#review-rating', { timeout: OUTCOME_TIMEOUT_MS });
        await select!.scrollIntoView();
        await select!.focus();
        await page.keyboard.press('ArrowDown');
        await page.waitForFunction(() => location.search.includes('rating='), { timeout: OUTCOME_TIMEOUT_MS });
        await page.waitForSelector('#reviews-panel[aria-busy="false"]', { timeout: OUTCOME_TIMEOUT_MS });
      },
    },
  ];
}

/** One load of the page and one first use of the control, in a fresh browser. */
export async function measureFirstTap(baseURL: string, tap: FirstTap): Promise<FirstTapNumbers> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-first-tap-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    userDataDir,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const page = await browser.newPage();
    const flow = await startFlow(page, {
      config: { extends: 'lighthouse:default', settings: { throttlingMethod: 'devtools', onlyCategories: ['performance'] } },
    });
    await flow.navigate(`${baseURL}${tap.url}`);
    await flow.startTimespan();
    const started = performance.now();
    let outcomeMs = Infinity;
    try {
      await tap.use(page);
      outcomeMs = performance.now() - started;
    } catch (error) {
      if (!(error instanceof TimeoutError)) throw error;
    }
    await flow.endTimespan();
    const { steps } = await flow.createFlowResult();
    const timespan = steps[1]?.lhr;
    if (!timespan) throw new Error(`${tap.name}: Lighthouse gave no timespan`);
    if (timespan.runtimeError) throw new Error(`${tap.name}: ${timespan.runtimeError.message}`);
    return {
      inpMs: timespan.audits['interaction-to-next-paint']?.numericValue ?? NaN,
      tbtMs: timespan.audits['total-blocking-time']?.numericValue ?? NaN,
      outcomeMs,
    };
  } finally {
    await browser.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}
