// The /open-data page in the built site: its download links give the files the build wrote, the
// API paths it names answer, every CSV column is described, and it is accessible at desktop and
// phone widths, reachable from the footer and the sitemap.
import { describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from '../support/browser.ts';
import { expectAccessible } from '../support/browse-helpers.ts';

const baseURL = inject('baseURL');
const browserOf = useBrowser();

async function open(width = 1280) {
  const { page } = await newPage(browserOf(), width);
  const response = await page.goto(`${baseURL}/open-data`);
  expect(response?.status()).toBe(200);
  return page;
}

describe('the open-data page', () => {
  it('links the nightly files, which the built site serves', async () => {
    const page = await open();
    const csvHref = await page.getByRole('link', { name: 'universities.csv' }).getAttribute('href');
    const jsonHref = await page.getByRole('link', { name: 'universities.json' }).getAttribute('href');
    expect([csvHref, jsonHref]).toEqual(['/data/universities.csv', '/data/universities.json']);

    const csv = await fetch(`${baseURL}${csvHref}`);
    expect(csv.status).toBe(200);
    const header = (await csv.text()).split('\r\n')[0]!.split(',');
    expect(header.slice(0, 6)).toEqual(['id', 'name', 'country', 'review_count', 'verified_count', 'last_review_at']);
    // Every column is named on the page.
    const text = await page.locator('main').innerText();
    for (const column of header) expect(text, column).toContain(column);

    const json = await fetch(`${baseURL}${jsonHref}`);
    expect(json.status).toBe(200);
    const document = (await json.json()) as { license: string; universities: unknown[] };
    expect(document.license).toBe('CC BY 4.0');
    expect(document.universities.length).toBeGreaterThan(0);
    await page.context().close();
  });

  it('names API paths that answer, the licence with its link, and the attribution line', async () => {
    const page = await open();
    const text = await page.locator('main').innerText();
    for (const path of ['/api/open-data/universities.json', '/api/open-data/universities.csv']) {
      expect(text).toContain(`GET ${path}`);
      expect((await fetch(`${baseURL}${path}`)).status, path).toBe(200);
    }
    expect(await page.getByRole('link', { name: /Creative Commons Attribution 4\.0/ }).getAttribute('href')).toBe(
      'https://creativecommons.org/licenses/by/4.0/',
    );
    expect(await page.getByTestId('attribution').textContent()).toBe('Data: UniReviews, CC BY 4.0');
    expect(text).toContain('never contains review texts');
    // The API reference link lands on its open-data section.
    await page.getByRole('link', { name: 'API reference' }).click();
    await page.waitForURL(`${baseURL}/developers/api#tag-open-data`);
    expect(await page.locator('#tag-open-data').count()).toBe(1);
    await page.context().close();
  });

  it('is linked from the footer and listed in the sitemap', async () => {
    const { context, page } = await newPage(browserOf());
    await page.goto(`${baseURL}/about`);
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Open data' }).click();
    await page.waitForURL(`${baseURL}/open-data`);
    await context.close();
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    expect(sitemap).toContain('/open-data</loc>');
  });

  for (const width of [1280, 360]) {
    it(`has no accessibility violations and no sideways scrolling at ${width} px`, async () => {
      const page = await open(width);
      await expectAccessible(page, `open data, ${width}`);
      await page.context().close();
    });
  }
});
