// npm run screenshot -- <url> <file.png> [width]: a full-page picture in Debian's Chromium.
import { launchBrowser } from '../tests/support/browser.ts';

const [url, file, width = '1280', height] = process.argv.slice(2);
if (!url || !file) {
  console.error('Usage: npm run screenshot -- <url> <file.png> [width] [height]');
  process.exit(2);
}
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height ?? 900) } });
await page.goto(url, { waitUntil: 'networkidle' });
// With a height, only that much of the page (the first screen); without, the whole page.
await page.screenshot({ path: file, fullPage: !height });
await browser.close();
console.log(`Saved ${file}`);
