import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, describeViolations, launchBrowser } from '../support/browser.ts';
import { e2eDb } from '../support/e2e-db.ts';

const baseURL = inject('baseURL');
const prisma = e2eDb();
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
  await prisma.$disconnect();
});

async function reviewedUniversities() {
  return prisma.universityStats.findMany({
    where: { reviewCount: { gt: 1 } },
    orderBy: { reviewCount: 'desc' },
    take: 2,
    select: { universityId: true, reviewCount: true, sumOverall: true, university: { select: { name: true } } },
  });
}

function jsonLdOf(p: Page) {
  return p.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '')));
}

describe('university pages', () => {
  it('show ratings, reviews and JSON-LD with an aggregate rating for a reviewed university', async () => {
    const [top] = await reviewedUniversities();
    await page.goto(`${baseURL}/university/${top!.universityId}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(top!.university.name);
    expect(await page.getByRole('heading', { name: /Student Reviews/ }).textContent()).toContain(`(${top!.reviewCount})`);
    expect(await page.getByTestId('overall-rating').textContent()).toBe((top!.sumOverall / top!.reviewCount).toFixed(1));
    expect(await page.getByTestId('best-features').getByRole('listitem').count()).toBe(4);
    for (const group of ['Campus Life', 'Academics', 'Living']) {
      expect(await page.getByRole('region', { name: group }).isVisible()).toBe(true);
    }
    expect(await page.getByTestId('review-list').locator('article').count()).toBe(Math.min(20, top!.reviewCount));
    expect(await page.getByRole('link', { name: 'Rate This University' }).getAttribute('href')).toBe(`/addReview/${top!.universityId}`);
    const website = page.getByRole('link', { name: /Visit Website/ });
    expect(await website.getAttribute('target')).toBe('_blank');
    expect(await website.getAttribute('rel')).toContain('noopener');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/university/${top!.universityId}$`));

    const [ld] = await jsonLdOf(page);
    expect(ld['@type']).toBe('CollegeOrUniversity');
    expect(ld.name).toBe(top!.university.name);
    expect(ld.aggregateRating).toMatchObject({ '@type': 'AggregateRating', reviewCount: top!.reviewCount, bestRating: 5, worstRating: 1 });
    expect(ld.aggregateRating.ratingValue).toBeGreaterThanOrEqual(1);
    expect(ld.aggregateRating.ratingValue).toBeLessThanOrEqual(5);
    expect(describeViolations(await axeViolations(page))).toBe('');
  });

  it('carry the ratings and the first page of reviews in the prerendered HTML, with islands that hydrate only when visible', async () => {
    const [top] = await reviewedUniversities();
    const id = top!.universityId;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await context.newPage();
    await staticPage.goto(`${baseURL}/university/${id}`);
    expect(await staticPage.getByTestId('overall-rating').textContent()).toBe((top!.sumOverall / top!.reviewCount).toFixed(1));
    expect(await staticPage.getByRole('heading', { name: /Student Reviews/ }).textContent()).toContain(`(${top!.reviewCount})`);
    const latest = await prisma.review.findMany({
      where: { universityId: id, status: 'published' },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 20,
      select: { id: true },
    });
    const shown = await staticPage
      .getByTestId('review-list')
      .locator('article[data-review-id]')
      .evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-review-id'))));
    expect(shown).toEqual(latest.map((row) => row.id));
    // The ratings block stays out of the search index.
    expect(await staticPage.locator('[data-pagefind-ignore] [data-testid="overall-rating"]').count()).toBe(1);
    await context.close();

    // Islands only hydrate when visible or first used; the first page travels as the island's children, not props.
    const html = await (await fetch(`${baseURL}/university/${id}`)).text();
    const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)].map((match) => match[0]);
    const own = islands.filter((tag) => /ReviewsIsland|CompareSearch/.test(tag));
    expect(own).toHaveLength(2);
    for (const tag of own) {
      expect(tag).toContain('client="intent-visible"');
      expect(tag.length).toBeLessThan(1_000);
    }
  });

  it('say plainly that a university has no reviews, with no rating markup', async () => {
    const empty = await prisma.universityStats.findFirstOrThrow({ where: { reviewCount: 0 }, select: { universityId: true } });
    await page.goto(`${baseURL}/university/${empty.universityId}`);
    expect(await page.getByText('No reviews yet, so there are no ratings to show.').isVisible()).toBe(true);
    expect(await page.getByTestId('overall-rating').count()).toBe(0);
    const [ld] = await jsonLdOf(page);
    expect(ld['@type']).toBe('CollegeOrUniversity');
    expect(ld.aggregateRating).toBeUndefined();
    expect(describeViolations(await axeViolations(page))).toBe('');
  });

  it('render a university added after the build on demand', async () => {
    const added = await prisma.university.create({
      data: {
        name: 'Added After Build Institute',
        country: 'Testland',
        searchKey: 'added after build institute|abi',
        webPages: '["https://aabi.example/"]',
      },
    });
    const response = await page.goto(`${baseURL}/university/${added.id}`);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Added After Build Institute');
    await prisma.university.delete({ where: { id: added.id } });
  });

  it('keep text in the JSON-LD from closing the script element', async () => {
    const name = 'Evil </script><script>document.title="pwned"</script> <!-- College';
    const added = await prisma.university.create({ data: { name, country: 'Testland', searchKey: 'evil college|ec', webPages: '[]' } });
    const html = await (await fetch(`${baseURL}/university/${added.id}`)).text();
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).not.toMatch(/<\/|<!--/);
    expect(JSON.parse(script).name).toBe(name);
    await page.goto(`${baseURL}/university/${added.id}`);
    expect(await page.title()).not.toBe('pwned');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    await prisma.university.delete({ where: { id: added.id } });
  });
});

describe('comparison page', () => {
  it('carries the pair in its meta tags and highlights the higher shown values', async () => {
    const [a, b] = await reviewedUniversities();
    const response = await page.goto(`${baseURL}/compare?uni1=${a!.universityId}&uni2=${b!.universityId}`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toContain(`${a!.university.name} vs ${b!.university.name}`);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('index, follow');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toContain(
      `/compare?uni1=${a!.universityId}&uni2=${b!.universityId}`,
    );
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(b!.university.name);
    expect(await page.getByRole('heading', { name: 'University Comparison' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Detailed Comparison' }).isVisible()).toBe(true);

    const rows = page.locator('tr[data-category]');
    expect(await rows.count()).toBe(16);
    for (let i = 0; i < 16; i += 1) {
      const row = rows.nth(i);
      const cells = await row.locator('td').allTextContents();
      const [left, right] = cells.map((text) => Number.parseFloat(text));
      const expected = left! === right! ? 'tie' : left! > right! ? 'left' : 'right';
      expect(await row.getAttribute('data-higher')).toBe(expected);
    }
    const overall = (a!.sumOverall / a!.reviewCount).toFixed(1);
    expect((await page.getByTestId('overall-average').first().textContent())?.trim()).toBe(overall);
    const newest = await prisma.review.findFirstOrThrow({
      where: { universityId: a!.universityId, status: 'published' },
      orderBy: { createdAt: 'desc' },
      select: { createdAt: true },
    });
    expect(await page.getByTestId('latest-review').first().locator('time').getAttribute('datetime')).toBe(newest.createdAt.toISOString());
    expect(await page.getByRole('link', { name: `View ${a!.university.name} Profile` }).getAttribute('href')).toBe(
      `/university/${a!.universityId}`,
    );
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
    expect(describeViolations(await axeViolations(page))).toBe('');
  });

  it('asks for two universities, and fails plainly for an unknown one', async () => {
    await page.goto(`${baseURL}/compare?uni1=1`);
    expect(await page.getByText('Two universities are required for comparison').isVisible()).toBe(true);
    await page.goto(`${baseURL}/compare?uni1=1&uni2=2147483000`);
    expect(await page.getByRole('heading', { name: 'Failed to Load Comparison' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(describeViolations(await axeViolations(page))).toBe('');
  });
});

describe('unknown paths, sitemap and robots', () => {
  it('answer 404 and end on the home page', async () => {
    const response = await page.goto(`${baseURL}/no/such/page`);
    expect(response?.status()).toBe(404);
    expect(describeViolations(await axeViolations(page))).toBe('');
    await page.waitForURL(`${baseURL}/`, { timeout: 15_000 });
  });

  it('list every university in the sitemap, named by robots.txt', async () => {
    const robots = await (await fetch(`${baseURL}/robots.txt`)).text();
    expect(robots).toMatch(/^Sitemap: .*\/sitemap\.xml$/m);
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    const listed = new Set([...sitemap.matchAll(/\/university\/(\d+)<\/loc>/g)].map((m) => Number(m[1])));
    const ids = (await prisma.university.findMany({ select: { id: true } })).map((u) => u.id);
    expect(ids.length).toBeGreaterThan(100);
    expect(ids.every((id) => listed.has(id))).toBe(true);
    expect(sitemap).not.toContain('/forgotPassword');
  });

  it('give each page of the sitemap the canonical address the sitemap lists, also when asked with a trailing slash', async () => {
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => new URL(m[1]!).pathname)
      .filter((p) => !p.startsWith('/university/'));
    expect(paths).toEqual(expect.arrayContaining(['/', '/faq', '/about', '/open-data']));
    for (const path of [...paths, '/university/1']) {
      for (const asked of path === '/' ? [path] : [path, `${path}/`]) {
        const html = await (await fetch(`${baseURL}${asked}`)).text();
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
        expect({ asked, canonical: canonical && new URL(canonical).pathname }).toEqual({ asked, canonical: path });
        expect({ asked, robots: /<meta name="robots" content="([^"]+)"/.exec(html)?.[1] }).toEqual({ asked, robots: 'index, follow' });
      }
    }
  });
});
