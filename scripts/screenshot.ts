// npm run screenshot -- <url> <file.png> [width] [height]: its usage (below; --help) says what it does.
// eslint-disable-next-line layers/relative-in-area -- the browser tier's Chromium launcher; tests/ has no alias.
import { launchBrowser } from '../tests/support/browser.ts';
import { commandLine, refuse } from './lib/command-line.ts';

const USAGE = `Usage: npm run screenshot -- <url> <file.png> [width] [height]
Saves a picture of the page at <url> as <file.png>, taken in Debian's Chromium: the whole page in a
window [width] pixels wide (default 1280) and 900 high, or with [height], only the first screen of
that size.`;
const [url, file, width = '1280', height] = commandLine({
  usage: USAGE,
  positionals: ['url', 'file.png', 'width?', 'height?'],
}).positionals as [string, string, string?, string?];
for (const size of [width, height ?? '900']) {
  if (!/^[1-9]\d*$/.test(size)) refuse(USAGE, `A width or height is a number of pixels, not '${size}'.`);
}
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height ?? 900) } });
await page.goto(url, { waitUntil: 'networkidle' });
// With a height, only that much of the page (the first screen); without, the whole page.
await page.screenshot({ path: file, fullPage: !height });
await browser.close();
console.log(`Saved ${file}`);
