// Reviews in context in the browser (docs/rules/reviews-and-ratings.md#study-context): a student
// says what they studied in the review form, the card shows it, the ratings block breaks the
// ratings down by level, and a reader filters the list by level and by field, with the filter in
// the address. Axe at both widths.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage, useBrowser, waitForIslands } from '../support/browser.ts';
import { e2eDb } from '../support/e2e-db.ts';
import { FORM_RATINGS } from '#shared/reviews/review-form.ts';
import { STUDY_FIELDS, STUDY_LEVELS, latestStudyYear } from '#shared/reviews/study-context.ts';
import { LEVEL_MINIMUM } from '#shared/reviews/level-breakdown.ts';
import { recomputeLevelStatsSql, recomputeStatsSql } from '#server/reviews/stats.ts';
import { uniqueWord } from '../support/unique-word.ts';

const baseURL = inject('baseURL');
const prisma = e2eDb();
const browserOf = useBrowser();
afterAll(() => prisma.$disconnect());

/** A university of 13 reviews, the last in id order: no other browser test takes it. */
let universityId: number;
beforeAll(async () => {
  const stats = await prisma.universityStats.findFirstOrThrow({
    where: { reviewCount: 13 },
    orderBy: { universityId: 'desc' },
    select: { universityId: true },
  });
  universityId = stats.universityId;
});

/** The university's published reviews that match `where`, newest first, by id. */
async function publishedIds(where: { studyLevel?: string }) {
  const rows = await prisma.review.findMany({
    where: { universityId, status: 'published', ...where },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

/** A field of study none of the university's reviews names. */
async function unnamedField() {
  const named = await prisma.review.findMany({ where: { universityId }, select: { studyField: true }, distinct: ['studyField'] });
  return STUDY_FIELDS.find(({ code }) => !named.some((row) => row.studyField === code))!.code;
}

const waitForList = (page: Page) => page.locator('#reviews-panel[aria-busy="false"]').waitFor();
const cards = (page: Page) => page.getByTestId('review-list').locator('article[data-review-id]');

describe('reviews in context', () => {
  it('a student says what they studied; the card shows it and readers filter by it', async () => {
    const { context, page } = await newPage(browserOf(), 360);
    await page.goto(`${baseURL}/addReview/${universityId}`);
    await waitForIslands(page);
    for (const { label } of FORM_RATINGS) {
      await page.getByRole('group', { name: label, exact: true }).getByRole('radio', { name: '4 stars' }).check();
    }
    const text = `Context review ${uniqueWord()} ${uniqueWord()}: the lab is well run.`;
    await page.getByLabel('Your review').fill(text);
    const start = latestStudyYear() - 2;
    await page.getByLabel('Level of study').selectOption({ label: 'Doctoral' });
    await page.getByLabel('Field of study').selectOption({ label: 'Engineering, manufacturing and construction' });
    await page.getByLabel('First year').selectOption(String(start));
    await page.getByLabel('Your status').selectOption({ label: 'Current student' });
    await expectNoAxeViolations(page, 'form with context, 360 px');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByRole('status').filter({ hasText: 'Review submitted successfully' }).waitFor();
    await page.waitForURL(`${baseURL}/university/${universityId}`, { timeout: 10_000 });

    const stored = await prisma.review.findFirstOrThrow({ where: { reviewText: text } });
    expect(stored).toMatchObject({
      studyLevel: 'doctoral',
      studyField: 'engineering',
      studyStartYear: start,
      studyEndYear: null,
      studyRelation: 'current',
    });

    // The filter lives in the address; the list keeps only that level.
    const live = page.waitForResponse((response) => response.url().includes('/api/trpc/universities.reviews'));
    await page.goto(`${baseURL}/university/${universityId}?level=doctoral`);
    await waitForIslands(page);
    await live;
    await waitForList(page);
    // Seeded reviews name levels too: the list is every published doctoral review, newest first.
    const doctoral = await publishedIds({ studyLevel: 'doctoral' });
    const total = (await publishedIds({})).length;
    await expect.poll(() => cards(page).count()).toBe(Math.min(doctoral.length, 20));
    expect(await cards(page).evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-review-id'))))).toEqual(
      doctoral.slice(0, 20),
    );
    const card = page.locator(`article[data-review-id="${stored.id}"]`);
    expect(await card.getByTestId('study-context').textContent()).toBe(
      `Studied: Doctoral · Engineering, manufacturing and construction · ${start}–now · Current student`,
    );
    expect(await page.getByLabel('Level of study').inputValue()).toBe('doctoral');
    expect(await page.locator('#reviews-heading').textContent()).toContain(`(${doctoral.length} of ${total})`);
    await expectNoAxeViolations(page, 'filtered by level, 360 px');

    // A field no review names: nothing matches; clearing goes back to every review.
    const unnamed = await unnamedField();
    await page.getByLabel('Field of study').selectOption(unnamed);
    await page.waitForURL(new RegExp(`field=${unnamed}`));
    await page.getByRole('paragraph').filter({ hasText: 'No reviews match these filters.' }).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL(`${baseURL}/university/${universityId}`);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(1);
    await context.close();
  });

  it('breaks the ratings down by level once a level has enough reviews, at both widths', async () => {
    // Five master's reviews of 2 stars overall, written straight to the database, the aggregates
    // recomputed as the server keeps them.
    const template = await prisma.review.findFirstOrThrow({ where: { universityId, status: 'published' } });
    const { id: _id, createdAt: _createdAt, ...columns } = template;
    for (let i = 0; i < LEVEL_MINIMUM; i += 1) {
      await prisma.review.create({
        data: { ...columns, overallRating: 2, reviewText: `Masters ${uniqueWord()}`, textKey: null, studyLevel: 'masters', userId: null },
      });
    }
    await prisma.$executeRawUnsafe(recomputeStatsSql(`u."id" = ${universityId}`));
    await prisma.$executeRawUnsafe(recomputeLevelStatsSql(`r."universityId" = ${universityId}`));

    for (const width of [360, 1280]) {
      const { context, page } = await newPage(browserOf(), width);
      // The page's live block swaps in the statistics that changed since the page was built.
      await page.goto(`${baseURL}/university/${universityId}`);
      const breakdown = page.getByTestId('level-breakdown');
      await breakdown.locator('[data-level="masters"]').waitFor();
      expect(await breakdown.locator('summary').textContent()).toContain('Ratings by level of study');
      // Each level its reviews name, with its count, and its overall average from the minimum on.
      for (const { code, label } of STUDY_LEVELS) {
        const rows = await prisma.review.findMany({
          where: { universityId, status: 'published', studyLevel: code },
          select: { overallRating: true },
        });
        const item = breakdown.locator(`[data-level="${code}"]`);
        if (rows.length === 0) {
          expect(await item.count(), code).toBe(0);
          continue;
        }
        // The page may show the build's counts until its live block is swapped in.
        await expect
          .poll(() => item.locator('p').first().textContent())
          .toBe(`${label} (${rows.length} ${rows.length === 1 ? 'review' : 'reviews'})`);
        if (rows.length < LEVEL_MINIMUM) {
          expect(await item.textContent()).toContain('Not enough reviews: averages show from 5.');
        } else {
          const mean = rows.reduce((sum, row) => sum + row.overallRating, 0) / rows.length;
          expect(await item.getByText('Overall Rating').locator('..').textContent()).toBe(`Overall Rating${mean.toFixed(1)}`);
        }
      }
      await expectNoAxeViolations(page, `level breakdown, ${width} px`);
      await context.close();
    }
  });

  it('filters by level and field without JavaScript: the server renders the filtered page', async () => {
    const context = await browserOf().newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseURL}/university/${universityId}`);
    const form = page.getByRole('form', { name: 'Sort and filter reviews' });
    await form.getByLabel('Level of study').selectOption({ label: 'Doctoral' });
    await form.getByRole('button', { name: 'Show reviews' }).click();
    await page.waitForURL(/\?level=doctoral/);
    const doctoral = await publishedIds({ studyLevel: 'doctoral' });
    const total = (await publishedIds({})).length;
    expect(await cards(page).evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-review-id'))))).toEqual(
      doctoral.slice(0, 20),
    );
    expect(await page.locator('#reviews-heading').textContent()).toContain(`(${doctoral.length} of ${total})`);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe(`/university/${universityId}`);
    // The form keeps the choice; a field nobody names leaves an empty list.
    expect(await page.getByRole('form', { name: 'Sort and filter reviews' }).getByLabel('Level of study').inputValue()).toBe('doctoral');
    const empty = await page.goto(`${baseURL}/university/${universityId}?field=${await unnamedField()}`);
    expect(empty!.status()).toBe(200);
    await page.getByText('No reviews match these filters.').waitFor();
    expect(await cards(page).count()).toBe(0);
    await context.close();
  });

  it('compares two universities on one level, without JavaScript, and says when a side has too few', async () => {
    const other = await prisma.universityStats.findFirstOrThrow({
      // One whose reviews name no master's level.
      where: { reviewCount: 13, universityId: { not: universityId }, university: { reviews: { none: { studyLevel: 'masters' } } } },
      orderBy: { universityId: 'desc' },
      select: { universityId: true },
    });
    const context = await browserOf().newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseURL}/compare?uni1=${universityId}&uni2=${other.universityId}`);
    await page.getByRole('combobox', { name: 'Compare reviews by level of study' }).selectOption({ label: "Master's" });
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await page.waitForURL(/level=masters/);
    const masters = await prisma.universityLevelStats.findUniqueOrThrow({
      where: { universityId_level: { universityId, level: 'masters' } },
      select: { reviewCount: true },
    });
    const sides = page.locator('[data-side]');
    expect(await sides.first().textContent()).toContain(`Overall Rating (Master's reviews)`);
    expect(await sides.first().textContent()).toContain(`${masters.reviewCount} reviews`);
    expect(await sides.nth(1).textContent()).toContain("No Master's reviews yet (0 reviews)");
    expect((await page.getByTestId('level-too-few').textContent())!.replace(/\s+/g, ' ')).toContain(
      `at least 5 (here ${masters.reviewCount} and 0)`,
    );
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
    const url = page.url();
    await context.close();
    // The same page with JavaScript, for axe.
    for (const width of [360, 1280]) {
      const withScripts = await newPage(browserOf(), width);
      await withScripts.page.goto(url);
      await waitForIslands(withScripts.page);
      await expectNoAxeViolations(withScripts.page, `compare by level, ${width} px`);
      await withScripts.context.close();
    }
  });
});
