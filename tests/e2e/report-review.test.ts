// Reporting a review from the university page (docs/rules/trust-and-moderation.md#reports): the
// dialog with the keyboard alone, its checks, axe with it open, three reporters holding a review,
// and anonymous reports (once per reader: the second is the 409 text).
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage as openPageAt, useBrowser, waitForIslands } from '../support/browser.ts';
import { e2eDb } from '../support/e2e-db.ts';
import { logInInBrowser, newCredentials, signUpInBrowser } from '../support/e2e-accounts.ts';
import { freshNetworkAddress, requestFrom } from '../support/from-address.ts';

const baseURL = inject('baseURL');
const prisma = e2eDb();
const browserOf = useBrowser();
afterAll(() => prisma.$disconnect());
const newPage = (width = 1280) => openPageAt(browserOf(), width);

const THANKS = 'Thanks. A moderator will look at this review.';
const ALREADY = 'You have already reported this review';

/**
 * A university with a few reviews that no other browser test uses (they take the lowest ids or
 * the busiest), and its published reviews, oldest first.
 */
async function reportedUniversity() {
  const stats = await prisma.universityStats.findFirstOrThrow({
    where: { reviewCount: { gte: 4, lte: 6 } },
    orderBy: { universityId: 'desc' },
    skip: 2,
    select: { universityId: true },
  });
  const reviews = await prisma.review.findMany({
    where: { universityId: stats.universityId, status: 'published' },
    orderBy: { id: 'asc' },
    select: { id: true },
  });
  return { id: stats.universityId, reviewIds: reviews.map((review) => review.id) };
}

/** Opens the university page and waits for the island's live list. */
async function openUniversity(page: Page, universityId: number) {
  const live = page.waitForResponse((response) => response.url().includes('/api/trpc/universities.reviews'));
  await page.goto(`${baseURL}/university/${universityId}`);
  await waitForIslands(page);
  await live;
  await page.locator('#reviews-panel[aria-busy="false"]').waitFor();
}

const card = (page: Page, reviewId: number) => page.locator(`article[data-review-id="${reviewId}"]`);
const reportButton = (page: Page, reviewId: number) => card(page, reviewId).getByRole('button', { name: /^Report(ed)? review by / });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Report this review' });
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? document.activeElement?.tagName);

/** Reports the review with the mouse and waits for the toast. */
async function reportWithMouse(page: Page, reviewId: number, reason: string, toast: string) {
  await reportButton(page, reviewId).click();
  await dialog(page).getByRole('radio', { name: reason }).check();
  await dialog(page).getByRole('button', { name: 'Send report' }).click();
  await page.getByTestId('toast').filter({ hasText: toast }).waitFor();
  expect(await dialog(page).isVisible()).toBe(false);
  expect(await reportButton(page, reviewId).textContent()).toMatch(/^Reported/);
  expect(await reportButton(page, reviewId).getAttribute('aria-disabled')).toBe('true');
}

describe('reporting a review', () => {
  it('checks the dialog before sending and passes axe with it open, at 360 and 1280 px', async () => {
    const uni = await reportedUniversity();
    for (const width of [360, 1280]) {
      const { context, page } = await newPage(width);
      await openUniversity(page, uni.id);
      await reportButton(page, uni.reviewIds[0]!).click();
      const box = dialog(page);
      await box.waitFor();
      expect(await box.getByRole('group', { name: 'What is wrong with it?' }).getByRole('radio').count()).toBe(7);
      expect(await box.getByRole('link', { name: 'community guidelines' }).getAttribute('href')).toBe('/guidelines');
      await expectNoAxeViolations(page, `dialog open at ${width}`);

      await box.getByRole('button', { name: 'Send report' }).click();
      expect(await box.getByRole('alert').textContent()).toBe('Choose a reason.');
      await box.getByRole('radio', { name: 'Something else' }).check();
      await box.getByRole('button', { name: 'Send report' }).click();
      expect(await box.getByRole('alert').textContent()).toBe('Please describe the problem');
      expect(await box.getByLabel('Note (required)').getAttribute('aria-invalid')).toBe('true');
      await expectNoAxeViolations(page, `dialog with a problem at ${width}`);

      await box.getByRole('button', { name: 'Cancel' }).click();
      expect(await box.isVisible()).toBe(false);
      expect(await reportButton(page, uni.reviewIds[0]!).textContent()).toMatch(/^Report review/);
      await context.close();
    }
    // Nothing was sent.
    expect(await prisma.reviewReport.count({ where: { reviewId: uni.reviewIds[0]! } })).toBe(0);
  });

  it('opens, closes and sends with the keyboard alone, focus returning to the button', async () => {
    const uni = await reportedUniversity();
    const reviewId = uni.reviewIds[1]!;
    const { context, page } = await newPage();
    await openUniversity(page, uni.id);
    await reportButton(page, reviewId).focus();
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('personal_info');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).isVisible()).toBe(false);
    await expect.poll(() => focused(page)).toMatch(/^Report review by/);

    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    await page.keyboard.press('ArrowDown'); // the second reason, Harassment
    await page.keyboard.press('Tab');
    await page.keyboard.type('Insults a named lecturer');
    expect(await dialog(page).getByText('24 / 500 characters').isVisible()).toBe(true);
    for (let i = 0; i < 5 && (await focused(page)) !== 'Send report'; i += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    await page.getByTestId('toast').filter({ hasText: THANKS }).waitFor();
    await expect.poll(() => focused(page)).toMatch(/^Reported review by/);
    const stored = await prisma.reviewReport.findMany({ where: { reviewId }, select: { reason: true, note: true } });
    expect(stored).toEqual([{ reason: 'harassment', note: 'Insults a named lecturer' }]);
    await context.close();
  });

  it('lets an anonymous reader report once; a second report from the same browser gets the 409 text', async () => {
    const uni = await reportedUniversity();
    const reviewId = uni.reviewIds[2]!;
    const { context, page } = await newPage(360);
    await openUniversity(page, uni.id);
    await reportWithMouse(page, reviewId, 'Spam or advertising', THANKS);
    await openUniversity(page, uni.id);
    await reportWithMouse(page, reviewId, 'Off-topic', ALREADY);
    expect(await prisma.reviewReport.count({ where: { reviewId } })).toBe(1);
    await context.close();
  });

  it('holds a review reported by three readers on three networks: after a reload it is no longer listed', async () => {
    const uni = await reportedUniversity();
    const reviewId = uni.reviewIds[3]!;
    // Two readers elsewhere report it anonymously (each from a network of their own) ...
    for (const reason of ['personal_info', 'hate']) {
      const reply = await requestFrom(freshNetworkAddress(), 'POST', `${baseURL}/api/reviews/${reviewId}/report`, { body: { reason } });
      expect(reply.status).toBe(201);
    }
    expect((await prisma.review.findUniqueOrThrow({ where: { id: reviewId }, select: { status: true } })).status).toBe('published');
    // ... and a third, signed in, in the browser.
    const { context, page } = await newPage();
    const account = newCredentials('reporter');
    await signUpInBrowser(page, baseURL, account);
    await logInInBrowser(page, baseURL, account, `/university/${uni.id}`);
    await openUniversity(page, uni.id);
    await reportWithMouse(page, reviewId, 'Conflict of interest', THANKS);
    await openUniversity(page, uni.id);
    // The island's live list comes from the API, which no longer returns the held review.
    await expect.poll(() => card(page, reviewId).count()).toBe(0);
    expect(await card(page, uni.reviewIds[0]!).count()).toBe(1);
    await context.close();
    const review = await prisma.review.findUniqueOrThrow({ where: { id: reviewId }, select: { status: true } });
    expect(review.status).toBe('held');
    expect(await prisma.reviewReport.count({ where: { reviewId } })).toBe(3);
  });
});
