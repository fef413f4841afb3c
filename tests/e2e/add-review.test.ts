// /addReview/{id}: the review form with the keyboard alone, its checks and toasts, anonymous and
// account-linked reviews, and what the university page shows afterwards.
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage as openPageAt, useBrowser, waitForIslands } from '../support/browser.ts';
import { e2eDb } from '../support/e2e-db.ts';
import { logInInBrowser, newCredentials, signUpInBrowser } from '../support/e2e-accounts.ts';
import { FORM_RATINGS } from '#shared/reviews/review-form.ts';
import { STUDY_CONTEXT_FIELDS } from '#shared/reviews/study-context.ts';
import { uniqueWord } from '../support/unique-word.ts';

const baseURL = inject('baseURL');
const prisma = e2eDb();
const browserOf = useBrowser();
afterAll(() => prisma.$disconnect());
const newPage = (width = 1280) => openPageAt(browserOf(), width);

/** Universities with a few reviews, a different one for each test (other files use the busiest). */
async function quietUniversity(skip: number) {
  const stats = await prisma.universityStats.findFirstOrThrow({
    where: { reviewCount: { gte: 2, lte: 6 } },
    orderBy: { universityId: 'asc' },
    skip,
    select: { universityId: true, university: { select: { name: true } } },
  });
  return { id: stats.universityId, name: stats.university.name };
}

async function openForm(page: Page, universityId: number) {
  const response = await page.goto(`${baseURL}/addReview/${universityId}`);
  await waitForIslands(page);
  return response;
}

/** Rates every category with the mouse (4 stars unless told). */
async function rateAll(page: Page, value = 4, except: string[] = []) {
  for (const { field, label } of FORM_RATINGS) {
    if (except.includes(field)) continue;
    await page
      .getByRole('group', { name: label, exact: true })
      .getByRole('radio', { name: `${value} stars` })
      .check();
  }
}

/**
 * Call before submitting; the returned function waits for the redirect to the university page,
 * scrolls to the reviews and waits for their live list (the listener is set first, so checks made on the form meanwhile cannot miss it).
 */
function expectRedirect(page: Page, universityId: number) {
  const live = page.waitForResponse(
    (response) =>
      response.url().includes(`/api/trpc/universities.reviews`) && response.frame().url().includes(`/university/${universityId}`),
  );
  return async () => {
    await page.waitForURL(`${baseURL}/university/${universityId}`, { timeout: 10_000 });
    // The reviews island hydrates, and asks for the live list, when the reader scrolls to it.
    await waitForIslands(page);
    await live;
    await page.locator('#reviews-panel[aria-busy="false"]').waitFor();
  };
}

async function expectPageMatchesDb(page: Page, universityId: number) {
  const stats = await prisma.universityStats.findUniqueOrThrow({ where: { universityId } });
  await expect.poll(() => page.locator('#reviews-heading').textContent()).toContain(`(${stats.reviewCount})`);
  expect(await page.getByTestId('overall-rating').textContent()).toBe((stats.sumOverall / stats.reviewCount).toFixed(1));
  const happiness = page.getByRole('region', { name: 'Campus Life' }).getByText('Happiness').locator('..');
  expect(await happiness.textContent()).toContain((stats.sumHappiness / stats.reviewCount).toFixed(1));
}

describe('the review form', () => {
  it('takes a whole anonymous review from the keyboard alone, and the university page shows it', async () => {
    const uni = await quietUniversity(0);
    const { context, page } = await newPage();
    await openForm(page, uni.id);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Rate ${uni.name}`);
    expect(await page.getByRole('link', { name: /Back to University/ }).getAttribute('href')).toBe(`/university/${uni.id}`);
    const banner = page.getByTestId('anonymous-banner');
    expect(await banner.textContent()).toContain('your review will be posted anonymously');
    expect(await banner.getByRole('link').getAttribute('href')).toBe(`/login?next=${encodeURIComponent(`/addReview/${uni.id}`)}`);
    // Indexable, as the page a search for reviewing this university should find (decision 031).
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('index, follow');
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe(`/addReview/${uni.id}`);
    const padded = await (await fetch(`${baseURL}/addReview/000${uni.id}`)).text();
    expect(new URL(/<link rel="canonical" href="([^"]+)"/.exec(padded)![1]!).pathname).toBe(`/addReview/${uni.id}`);
    await expectNoAxeViolations(page);

    // Tab to the first star group, then per group: Space picks 1 star, each ArrowRight one more.
    for (
      let i = 0;
      i < 40 && !(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name === 'overall_rating'));
      i += 1
    ) {
      await page.keyboard.press('Tab');
    }
    const chosen: Record<string, number> = {};
    for (const [index, { field }] of FORM_RATINGS.entries()) {
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe(field);
      const stars = (index % 5) + 1;
      await page.keyboard.press('Space');
      for (let s = 1; s < stars; s += 1) await page.keyboard.press('ArrowRight');
      chosen[field] = stars;
      await page.keyboard.press('Tab');
    }
    const text = `Keyboard review ${uniqueWord()}: the library is open late.`;
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('review-review_text');
    await page.keyboard.type(text);
    expect(await page.getByText(`${text.length} / 5,000 characters`).isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Bring an umbrella.');
    // The optional study context comes next, in reading order; left unchosen here.
    for (const name of STUDY_CONTEXT_FIELDS) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => (document.activeElement as HTMLSelectElement).name)).toBe(name);
    }
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Submit Review');
    const arrived = expectRedirect(page, uni.id);
    await page.keyboard.press('Enter');

    const toast = page.getByRole('status').filter({ hasText: 'Review submitted successfully' });
    await toast.waitFor();
    await expectNoAxeViolations(page);
    await arrived();

    const stored = await prisma.review.findFirstOrThrow({ where: { reviewText: text } });
    expect(stored.userId).toBeNull();
    expect(stored.comments).toBe('Bring an umbrella.');
    expect(stored.overallRating).toBe(chosen.overall_rating);
    expect(stored.foodRating).toBe(chosen.food_rating);
    const first = page.getByTestId('review-list').locator('article').first();
    expect(Number(await first.getAttribute('data-review-id'))).toBe(stored.id);
    expect(await first.locator(`#review-${stored.id}-author`).textContent()).toBe('Anonymous');
    expect(await first.getByText(text).isVisible()).toBe(true);
    await expectPageMatchesDb(page, uni.id);
    await context.close();
  });

  for (const width of [360, 1280]) {
    it(`marks missing ratings Required, scrolls to the first and names them in a toast (${width} px)`, async () => {
      const uni = await quietUniversity(1);
      const { context, page } = await newPage(width);
      await openForm(page, uni.id);
      await expectNoAxeViolations(page);
      const skipped = [
        'happiness_rating',
        'clubs_rating',
        'academic_rating',
        'professors_rating',
        'housing_rating',
        'food_rating',
        'internet_rating',
      ];
      await rateAll(page, 3, skipped);
      await page.getByLabel(/Your review/).fill('Half finished');
      await page.getByRole('button', { name: 'Submit Review' }).click();

      const toast = page.getByRole('alert').filter({ hasText: 'Please provide ratings for:' });
      await toast.waitFor();
      expect(await toast.textContent()).toContain('Please provide ratings for: Happiness, Clubs, Academics, Professors, Housing...');
      expect(await page.getByText('Required', { exact: true }).count()).toBe(7);
      expect(await page.getByRole('group', { name: 'Happiness, Required' }).isVisible()).toBe(true);
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('happiness_rating');
      await expect
        .poll(() =>
          page.getByRole('group', { name: 'Happiness, Required' }).evaluate((node) => {
            const box = node.getBoundingClientRect();
            return box.top >= 0 && box.bottom <= window.innerHeight;
          }),
        )
        .toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);
      expect(await prisma.review.count({ where: { reviewText: 'Half finished' } })).toBe(0);

      // The toast goes after 5 s; what was typed stays.
      await toast.waitFor({ state: 'detached', timeout: 7000 });
      expect(await page.getByLabel(/Your review/).inputValue()).toBe('Half finished');
      await context.close();
    });
  }

  it('coaches while typing: the phone hint shows before submitting, and the review is held, not refused', async () => {
    const uni = await quietUniversity(3);
    const { context, page } = await newPage(360);
    await openForm(page, uni.id);
    const field = page.getByLabel(/Your review/);
    const phoneHint = 'This looks like a phone number. Reviews must not contain personal details.';
    const text = `Call me on +44 20 7946 0958, ${uniqueWord()}`;
    await field.pressSequentially('Call me on +44 20 7946 0958');
    const hint = page.getByText(phoneHint, { exact: true });
    await hint.waitFor();
    // Tied to the field: read out with it, and announced politely as it appears.
    const coach = page.locator(`#${(await field.getAttribute('aria-describedby'))!.split(' ').find((id) => id.endsWith('-coach'))}`);
    expect(await coach.getAttribute('aria-live')).toBe('polite');
    expect(await coach.textContent()).toContain(phoneHint);
    expect(await page.getByRole('button', { name: 'Submit Review' }).isEnabled()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);

    // Advice only: the review is sent all the same, held for a moderator, and the reply says so.
    await field.pressSequentially(text.slice('Call me on +44 20 7946 0958'.length));
    await rateAll(page, 4);
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByRole('status').filter({ hasText: 'Thanks! Your review will appear once a moderator has checked it.' }).waitFor();
    await expectNoAxeViolations(page);
    const stored = await prisma.review.findFirstOrThrow({ where: { reviewText: text } });
    expect(stored.status).toBe('held');
    expect(JSON.parse(stored.flags)).toEqual(['phone']);

    // Taking the number out takes the hint away.
    await openForm(page, uni.id);
    await page.getByLabel(/Other comments/).fill('Ring 020 7946 0958');
    await page.getByText(phoneHint, { exact: true }).waitFor();
    await page.getByLabel(/Other comments/).fill('Ring the front desk');
    await page.getByText(phoneHint, { exact: true }).waitFor({ state: 'detached' });
    await context.close();
  });

  it('links a logged-in review to the account (shown in Saved Reviews), or posts it anonymously on request', async () => {
    const uni = await quietUniversity(2);
    const account = newCredentials('reviewer');
    const { context, page } = await newPage(360);
    await signUpInBrowser(page, baseURL, account);
    await logInInBrowser(page, baseURL, account, `/addReview/${uni.id}`);
    await page.waitForURL(`${baseURL}/addReview/${uni.id}`);
    await waitForIslands(page);
    const anonymous = page.getByRole('checkbox', { name: /Post anonymously/ });
    await anonymous.waitFor();
    expect(await page.getByTestId('anonymous-banner').count()).toBe(0);
    await expectNoAxeViolations(page);

    const text = `Signed review ${uniqueWord()}`;
    await rateAll(page, 5);
    await page.getByLabel(/Your review/).fill(text);
    const arrived = expectRedirect(page, uni.id);
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByRole('status').filter({ hasText: 'Review submitted successfully' }).waitFor();
    await expectNoAxeViolations(page);
    await arrived();
    const first = page.getByTestId('review-list').locator('article').first();
    expect(await first.locator('[id$="-author"]').textContent()).toBe(account.username);
    expect(await first.getByText(text).isVisible()).toBe(true);
    const user = await prisma.user.findUniqueOrThrow({ where: { email: account.email } });
    expect((await prisma.review.findFirstOrThrow({ where: { reviewText: text } })).userId).toBe(user.id);
    await expectPageMatchesDb(page, uni.id);

    await page.goto(`${baseURL}/savedReviews`);
    await waitForIslands(page);
    await page.getByRole('link', { name: uni.name }).first().waitFor();
    expect(await page.getByText(text).isVisible()).toBe(true);

    // The same user, choosing to post anonymously.
    const hidden = `Anonymous by choice ${uniqueWord()}`;
    await openForm(page, uni.id);
    await page.getByRole('checkbox', { name: /Post anonymously/ }).check();
    await rateAll(page, 2);
    await page.getByLabel(/Your review/).fill(hidden);
    const arrivedAgain = expectRedirect(page, uni.id);
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await arrivedAgain();
    expect(await page.getByTestId('review-list').locator('article').first().locator('[id$="-author"]').textContent()).toBe('Anonymous');
    expect((await prisma.review.findFirstOrThrow({ where: { reviewText: hidden } })).userId).toBeNull();
    await context.close();
  });

  it("keeps the form and shows the server's message when the university is gone", async () => {
    const added = await prisma.university.create({
      data: { name: 'Short Lived College', country: 'Testland', searchKey: 'short lived college|slc', webPages: '[]' },
    });
    const { context, page } = await newPage();
    // Added after the build: the form is rendered on demand.
    const response = await openForm(page, added.id);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Rate Short Lived College');
    await rateAll(page, 4);
    await page.getByLabel(/Other comments/).fill('Still here');
    await prisma.university.delete({ where: { id: added.id } });
    await page.getByRole('button', { name: 'Submit Review' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'University not found' });
    await toast.waitFor();
    expect(await page.getByLabel(/Other comments/).inputValue()).toBe('Still here');
    expect(await page.locator('input[type="radio"]:checked').count()).toBe(16);
    await expectNoAxeViolations(page);

    const gone = await page.goto(`${baseURL}/addReview/${added.id}`);
    expect(gone?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('University not found');
    await context.close();
  });

  it('reads without JavaScript: the same star radios, and a note that sending needs JavaScript', async () => {
    const uni = await quietUniversity(0);
    const context = await browserOf().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}/addReview/${uni.id}`);
    expect(await page.getByRole('group').count()).toBe(16);
    expect(await page.getByRole('radio').count()).toBe(80);
    // (Playwright's text search skips <noscript>, which the browser shows here.)
    expect(await page.content()).toContain('Sending a review needs JavaScript.');
    expect(await page.getByRole('button', { name: 'Submit Review' }).isVisible()).toBe(false);
    await context.close();
  });
});
