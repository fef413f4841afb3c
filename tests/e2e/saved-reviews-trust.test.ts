// Saved Reviews as the trust process shows it to an author (docs/rules/trust-and-moderation.md):
// each review's status, the moderator's reason and one appeal per removal; editing a review in the
// review form; a held new review leading to Saved Reviews; and 'Your reports' on /profile.
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage as openPageAt, useBrowser, waitForIslands } from '../support/browser.ts';
import { e2eDb } from '../support/e2e-db.ts';
import { logInInBrowser, newCredentials } from '../support/e2e-accounts.ts';
import { FORM_RATINGS } from '#shared/reviews/review-form.ts';
import { guidelineOf } from '#shared/trust/guidelines.ts';
import { uniqueWord } from '../support/unique-word.ts';

const baseURL = inject('baseURL');
const prisma = e2eDb();
const browserOf = useBrowser();
afterAll(() => prisma.$disconnect());
const newPage = (width = 1280) => openPageAt(browserOf(), width);

async function rest(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** An account made and logged in through the REST API: its credentials, id and bearer. */
async function restAccount(prefix: string) {
  const credentials = newCredentials(prefix);
  expect((await rest('POST', '/users/signup', credentials)).status).toBe(201);
  const login = await rest('POST', '/users/login', { email: credentials.email, password: credentials.password });
  const user = login.body.user as { id: number };
  return { credentials, id: user.id, token: login.body.token as string };
}

/** Universities nobody has reviewed, a different one for each use (other files use reviewed ones). */
async function unreviewedUniversity(skip: number) {
  const university = await prisma.university.findFirstOrThrow({
    where: { reviews: { none: {} } },
    orderBy: { id: 'desc' },
    skip,
    select: { id: true, name: true },
  });
  return university;
}

const ratings = (value: number) => Object.fromEntries(FORM_RATINGS.map((c) => [c.field, value]));

async function postReview(token: string, universityId: number, reviewText: string, value = 4) {
  const reply = await rest('POST', '/reviews/submit', { university_id: universityId, review_text: reviewText, ...ratings(value) }, token);
  expect(reply.status).toBe(200);
  return reply.body.review_id as number;
}

/** Presses Tab until the focused element's text starts with `text`. */
async function tabTo(page: Page, text: string) {
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((start) => document.activeElement?.textContent?.trim().startsWith(start) ?? false, text)) return;
  }
  throw new Error(`No control '${text}' reached with Tab`);
}

async function axeAtBothWidths(page: Page, label: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${label} at ${width} px`).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page, `${label} at ${width} px`);
  }
}

async function openSavedReviews(page: Page) {
  await page.goto(`${baseURL}/savedReviews`);
  await waitForIslands(page);
  await page.locator('article').first().waitFor();
}

describe('Saved Reviews: status, reason and one appeal', () => {
  it('shows a removed review with its reason, takes an appeal from the keyboard, and offers no second one', async () => {
    const uni = await unreviewedUniversity(0);
    const author = await restAccount('appealer');
    const moderator = await restAccount('moderator');
    await prisma.user.update({ where: { id: moderator.id }, data: { role: 'moderator' } });
    const text = `Dr Smith in room nine was unfair to me, ${uniqueWord()}`;
    const reviewId = await postReview(author.token, uni.id, text);
    const reason = guidelineOf('personal_info').removal;
    expect((await rest('POST', `/moderation/reviews/${reviewId}`, { action: 'remove', reason }, moderator.token)).status).toBe(200);

    const { context, page } = await newPage(360);
    await logInInBrowser(page, baseURL, author.credentials);
    await openSavedReviews(page);
    const item = page.locator('article', { hasText: text });
    expect(await item.getByText('Removed', { exact: true }).isVisible()).toBe(true);
    expect(await item.getByText(`Reason: ${reason}`).isVisible()).toBe(true);
    // A removed review cannot be edited: its author appeals.
    expect(await item.getByRole('link', { name: /^Edit/ }).count()).toBe(0);
    await axeAtBothWidths(page, 'Saved Reviews with a removed review');

    await page.setViewportSize({ width: 360, height: 900 });
    await tabTo(page, 'Appeal');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Appeal the removal' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    expect(await dialog.getByLabel('Why should it be published?').getAttribute('required')).not.toBeNull();
    await axeAtBothWidths(page, 'the appeal dialog');

    // Sent empty: the dialog says what is missing and stays open.
    await page.setViewportSize({ width: 360, height: 900 });
    await dialog.getByRole('button', { name: 'Send' }).press('Enter');
    await dialog.getByRole('alert').filter({ hasText: 'Please write why it should be published.' }).waitFor();

    await dialog.getByLabel('Why should it be published?').focus();
    const appeal = 'Dr Smith is a public lecturer and the review is about his teaching.';
    await page.keyboard.type(appeal);
    expect(await dialog.getByText(`${appeal.length} / 1,000 characters`).isVisible()).toBe(true);
    await page.keyboard.press('Tab'); // Cancel
    await page.keyboard.press('Tab'); // Send
    await page.keyboard.press('Enter');

    await page.getByRole('status').filter({ hasText: 'Appeal sent.' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await item.getByText('Waiting for a moderator', { exact: true }).isVisible()).toBe(true);
    expect(await item.getByText('You appealed this decision. A moderator will look at it again.').isVisible()).toBe(true);
    expect(await item.getByRole('button', { name: /^Appeal/ }).count()).toBe(0);
    const stored = await prisma.review.findUniqueOrThrow({ where: { id: reviewId } });
    expect(stored.status).toBe('held');
    expect(stored.flags).toContain(`appeal: ${appeal}`);

    // Still one appeal after a reload, and again after the moderator removes it once more.
    await openSavedReviews(page);
    expect(await item.getByText('You appealed this decision. A moderator will look at it again.').isVisible()).toBe(true);
    expect(await item.getByRole('button', { name: /^Appeal/ }).count()).toBe(0);
    expect((await rest('POST', `/moderation/reviews/${reviewId}`, { action: 'remove', reason }, moderator.token)).status).toBe(200);
    await openSavedReviews(page);
    expect(await item.getByText('Removed', { exact: true }).isVisible()).toBe(true);
    expect(await item.getByText('You appealed once; this decision stands.').isVisible()).toBe(true);
    expect(await item.getByText('You appealed this decision. A moderator will look at it again.').count()).toBe(0);
    expect(await item.getByRole('button', { name: /^Appeal/ }).count()).toBe(0);
    await context.close();
  });

  it('takes a signed-in author whose new review is held to Saved Reviews, where it waits for a moderator', async () => {
    const uni = await unreviewedUniversity(1);
    const author = await restAccount('held');
    const { context, page } = await newPage(360);
    await logInInBrowser(page, baseURL, author.credentials, `/addReview/${uni.id}`);
    await page.waitForURL(`${baseURL}/addReview/${uni.id}`);
    await waitForIslands(page);
    await page.getByRole('checkbox', { name: /Post anonymously/ }).waitFor();
    for (const { label } of FORM_RATINGS) {
      await page.getByRole('group', { name: label, exact: true }).getByRole('radio', { name: '4 stars' }).check();
    }
    const text = `Ring the office on 020 7946 0958, ${uniqueWord()}`;
    await page.getByLabel(/Your review/).fill(text);
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByRole('status').filter({ hasText: 'Thanks! Your review will appear once a moderator has checked it.' }).waitFor();
    await page.waitForURL(`${baseURL}/savedReviews`, { timeout: 10_000 });
    await waitForIslands(page);
    const item = page.locator('article', { hasText: text });
    await item.waitFor();
    expect(await item.getByText('Waiting for a moderator', { exact: true }).isVisible()).toBe(true);
    expect((await prisma.review.findFirstOrThrow({ where: { reviewText: text } })).status).toBe('held');
    await context.close();
  });
});

describe('editing a review', () => {
  it('opens the form pre-filled from Saved Reviews, saves new stars and text, and shows the edit', async () => {
    const uni = await unreviewedUniversity(2);
    const author = await restAccount('editor');
    const before = `First impressions of the campus, ${uniqueWord()}`;
    const reviewId = await postReview(author.token, uni.id, before, 4);

    const { context, page } = await newPage(360);
    await logInInBrowser(page, baseURL, author.credentials);
    await openSavedReviews(page);
    await page.getByRole('link', { name: `Edit review of ${uni.name}` }).click();
    await page.waitForURL(`${baseURL}/editReview/${reviewId}`);
    await waitForIslands(page);
    await page.getByRole('heading', { level: 1, name: `Edit your review of ${uni.name}` }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
    const overall = page.getByRole('group', { name: 'Overall Rating', exact: true });
    expect(await overall.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    expect(await page.locator('input[type="radio"]:checked').count()).toBe(16);
    expect(await page.getByLabel(/Your review/).inputValue()).toBe(before);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await axeAtBothWidths(page, 'the edit form');

    const after = `Quieter than I expected, the library is lovely, ${uniqueWord()}`;
    await overall.getByRole('radio', { name: '2 stars' }).check();
    await page.getByLabel(/Your review/).fill(after);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Review updated' }).waitFor();
    await page.waitForURL(`${baseURL}/savedReviews`, { timeout: 10_000 });
    await waitForIslands(page);
    const item = page.locator('article', { hasText: after });
    await item.waitFor();
    expect(await item.getByText(/^Edited [A-Z][a-z]+ \d{1,2}, \d{4}$/).isVisible()).toBe(true);
    expect(await item.getByText('Published', { exact: true }).isVisible()).toBe(true);

    const stored = await prisma.review.findUniqueOrThrow({ where: { id: reviewId } });
    expect(stored.editedAt).not.toBeNull();
    expect(stored.reviewText).toBe(after);
    expect(stored.overallRating).toBe(2);
    expect(stored.foodRating).toBe(4);
    await context.close();
  });

  it("answers 'Review not found' for another account's review, and sends a visitor to log in", async () => {
    const uni = await unreviewedUniversity(3);
    const owner = await restAccount('owner');
    const reviewId = await postReview(owner.token, uni.id, `Someone else's words, ${uniqueWord()}`);
    const other = await restAccount('other');

    const { context, page } = await newPage();
    await page.goto(`${baseURL}/editReview/${reviewId}`);
    await page.waitForURL(`${baseURL}/login?next=${encodeURIComponent(`/editReview/${reviewId}`)}`);
    await logInInBrowser(page, baseURL, other.credentials);
    await page.goto(`${baseURL}/editReview/${reviewId}`);
    await waitForIslands(page);
    await page.getByRole('heading', { level: 1, name: 'Review not found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Saved Reviews' }).getAttribute('href')).toBe('/savedReviews');
    expect(await page.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
    await context.close();
  });
});

describe('Your reports', () => {
  it('lists a report the account made, with its reason and that it is open', async () => {
    const uni = await unreviewedUniversity(4);
    const writer = await restAccount('writer');
    const reviewId = await postReview(writer.token, uni.id, `Great courses and a friendly union, ${uniqueWord()}`);
    const reporter = await restAccount('reporter');

    const { context, page } = await newPage(360);
    await logInInBrowser(page, baseURL, reporter.credentials);
    await page.goto(`${baseURL}/profile`);
    await waitForIslands(page);
    const section = page.getByRole('region', { name: 'Your reports' });
    await section.getByText('You have not reported any reviews.').waitFor();

    expect((await rest('POST', `/reviews/${reviewId}/report`, { reason: 'spam' }, reporter.token)).status).toBe(201);
    await page.reload();
    await waitForIslands(page);
    const receipt = section.getByRole('listitem').filter({ hasText: uni.name });
    await receipt.waitFor();
    expect(await receipt.getByText('Spam or advertising').isVisible()).toBe(true);
    expect(await receipt.getByText('Open: a moderator will look at it').isVisible()).toBe(true);
    // Nobody else's report, and never the reporter's details.
    expect(await section.getByRole('listitem').count()).toBe(1);
    await axeAtBothWidths(page, 'the profile with a report');
    await context.close();
  });
});
