// One Lighthouse run of one URL in a fresh headless Chromium (Debian's, never a downloaded one),
// with Lighthouse's defaults: mobile emulation (Moto G Power) and simulated slow-4G throttling.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LighthouseNumbers {
  /** Category scores, 0–100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Everything the page transferred, and the part that was scripts. */
  transferBytes: number;
  jsBytes: number;
  /** The failing audits of the non-performance categories, to see what costs the points. */
  failed: string[];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** Entries put in the page origin's localStorage before the run (a signed-in visitor's saved session). */
export type StoredEntries = Record<string, string>;

/** Lighthouse's own trace failures (NO_NAVSTART, NO_FCP …) come and go: one more try each time. */
export async function runLighthouse(url: string, attempts = 2, storage?: () => Promise<StoredEntries>): Promise<LighthouseNumbers> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouseOnce(url, storage && (await storage()));
    } catch (error) {
      if (attempt >= attempts || !(error instanceof LighthouseRuntimeError)) throw error;
      console.error(`    ${error.message}; trying again`);
    }
  }
}

class LighthouseRuntimeError extends Error {}

async function runLighthouseOnce(url: string, storage?: StoredEntries): Promise<LighthouseNumbers> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-chromium-'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir, logLevel: 'silent' });
  try {
    if (storage) await putInLocalStorage(chrome.port, new URL(url).origin, storage);
    // Lighthouse clears the origin's storage (and the cache) first unless told not to: a saved
    // session must survive, and the fresh profile has nothing else cached.
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: Boolean(storage) });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const summary = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })?.items;
    const failed = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}: ${ref.id}`),
    );
    return {
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories['best-practices']?.score),
      seo: score(lhr.categories.seo?.score),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      transferBytes: audit('total-byte-weight'),
      jsBytes: summary?.find((item) => item.resourceType === 'script')?.transferSize ?? NaN,
      failed,
    };
  } finally {
    chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** Writes the entries into the origin's localStorage from a blank page of the origin, then closes it. */
async function putInLocalStorage(port: number, origin: string, entries: StoredEntries): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate((values) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, entries);
    await page.close();
  } finally {
    // Only the CDP connection: the browser stays for Lighthouse.
    await browser.close();
  }
}
