// Discovery by country (docs/rules/rankings.md) on the built site: a country page ranked as the
// formula says, its view chosen with the form with and without JavaScript, accessible at 360 and
// 1280 px, valid ItemList data without ratings, in the sitemap, linked from its universities and
// the home page, and fresh after a review (served by a server started as `npm start` starts it).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { e2eDb } from '../support/e2e-db.ts';
import { extractJsonLd, structuredDataIssues } from '../support/schema-org.ts';
import { expectAccessible, WIDTHS } from '../support/browse-helpers.ts';
import { useBrowser } from '../support/browser.ts';
import { startLiveServer, type LiveServer } from '../support/live-server.ts';
import { reviewBody } from '../factories/reviews.ts';
import { rankCountry } from '#shared/rankings/ranking.ts';

const baseURL = inject('baseURL');
const prisma = e2eDb();
const browser = useBrowser();
afterAll(() => prisma.$disconnect());

/** The seeded country with most universities ranked, and its expected order (the formula, over the rows). */
async function rankedCountry() {
  const rows = await prisma.university.findMany({
    select: { id: true, name: true, alphaTwoCode: true, stats: { select: { reviewCount: true, sumOverall: true } } },
  });
  const byCountry = Map.groupBy(rows, (row) => row.alphaTwoCode ?? '');
  let best: { code: string; order: string[] } = { code: '', order: [] };
  for (const [code, universities] of byCountry) {
    const ranked = rankCountry(
      universities.map((u) => ({ id: u.id, name: u.name, reviewCount: u.stats?.reviewCount ?? 0, sum: u.stats?.sumOverall ?? 0 })),
    );
    if (ranked.length > best.order.length) best = { code: code.toLowerCase(), order: ranked.map((entry) => entry.row.name) };
  }
  expect(best.order.length).toBeGreaterThan(2);
  return best;
}

const namesOn = (html: string) =>
  [...html.matchAll(/<li class="card[^"]*" data-university-id="\d+">[\s\S]*?<a href="\/university\/\d+">([^<]*)<\/a>/g)].map((match) =>
    match[1]!.replaceAll('&amp;', '&').replaceAll('&#39;', "'"),
  );

describe('a country page', () => {
  it('ranks as the formula says, in valid ItemList data without ratings, and is in the sitemap', async () => {
    const { code, order } = await rankedCountry();
    const reply = await fetch(`${baseURL}/country/${code}`);
    expect(reply.status).toBe(200);
    const html = await reply.text();
    expect(namesOn(html).slice(0, order.length)).toEqual(order.slice(0, 50));
    const [list] = extractJsonLd(html).ItemList as { itemListElement: { position: number; url: string; name: string }[] }[];
    expect(list!.itemListElement.slice(0, 3).map((item) => item.position)).toEqual([1, 2, 3]);
    expect(list!.itemListElement[0]!.name).toBe(order[0]);
    expect(JSON.stringify(list)).not.toContain('aggregateRating');
    expect(await structuredDataIssues(html)).toEqual([]);
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    for (const path of ['/countries', `/country/${code}`, '/rankings/method']) expect(sitemap).toContain(`${baseURL}${path}<`);
    // The upper-case spelling is the same page.
    expect(namesOn(await (await fetch(`${baseURL}/country/${code.toUpperCase()}`)).text())).toEqual(namesOn(html));
  });

  it('changes its view with the form, without JavaScript and with it', async () => {
    const { code } = await rankedCountry();
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser().newContext({ javaScriptEnabled, viewport: { width: 360, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${baseURL}/country/${code}`);
      await page.getByLabel('Sort by').selectOption('name');
      await page.getByRole('button', { name: 'Show' }).click();
      await page.waitForURL(/sort=name/);
      const names = await page.getByTestId('country-universities').locator('h2').allTextContents();
      expect(names.length).toBeGreaterThan(2);
      expect(names).toEqual(names.toSorted((a, b) => a.localeCompare(b)));
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Universities in /);
      await page.getByLabel('Rank by').selectOption('housing');
      await page.getByLabel('Sort by').selectOption('ranking');
      await page.getByRole('button', { name: 'Show' }).click();
      await page.waitForURL(/category=housing/);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Best for Housing in /);
      await context.close();
    }
  });

  it('is reached from a university page and the home page, and every new page is accessible at 360 and 1280 px', async () => {
    const { code } = await rankedCountry();
    const university = await prisma.university.findFirstOrThrow({
      where: { alphaTwoCode: code.toUpperCase() },
      select: { id: true, country: true },
    });
    const universityPage = await (await fetch(`${baseURL}/university/${university.id}`)).text();
    expect(universityPage).toContain(`<a href="/country/${code}">More universities in ${university.country}</a>`);
    const home = await (await fetch(`${baseURL}/`)).text();
    expect(home).toContain('Browse by country');
    expect(home).toContain('Recently reviewed');
    for (const width of WIDTHS) {
      const context = await browser().newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      for (const path of [`/country/${code}`, `/country/${code}?category=food&sort=reviews`, '/countries', '/rankings/method', '/']) {
        await page.goto(`${baseURL}${path}`);
        await expectAccessible(page, `${path} at ${width}`);
      }
      await context.close();
    }
  });
});

describe('a country page after its build', () => {
  let site: LiveServer;
  beforeAll(async () => {
    site = await startLiveServer();
  });
  afterAll(async () => {
    await site?.stop();
  });

  it("shows a university's new review at once, on the prerendered page", async () => {
    // A university without reviews in a country small enough to fit on the first page.
    const universities = await site
      .db()
      .university.findMany({ select: { id: true, alphaTwoCode: true, stats: { select: { reviewCount: true } } } });
    const sizes = Map.groupBy(universities, (u) => u.alphaTwoCode ?? '');
    const university = universities.find(
      (u) => u.alphaTwoCode && (u.stats?.reviewCount ?? 0) === 0 && sizes.get(u.alphaTwoCode)!.length <= 40,
    )!;
    expect(university).toBeDefined();
    const countryPage = `${site.baseURL}/country/${university.alphaTwoCode!.toLowerCase()}`;
    const itemOf = (html: string) => new RegExp(`data-university-id="${university.id}"[\\s\\S]*?</li>`).exec(html)?.[0] ?? '';
    expect(itemOf(await (await fetch(countryPage)).text())).toContain('No reviews yet');
    const submitted = await fetch(`${site.baseURL}/api/reviews/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(reviewBody(university.id, { is_anonymous: true })),
    });
    expect(((await submitted.json()) as { status: string }).status).toBe('published');
    // The build's file is replaced by a fresh copy that counts the review (the mark follows the write).
    await expect.poll(async () => itemOf(await (await fetch(countryPage)).text()), { timeout: 10_000 }).toContain('1 review');
  });
});
