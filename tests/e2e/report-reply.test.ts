// Reporting a university's reply, and a moderator's decision on it, in the built site
// (docs/rules/trust-and-moderation.md#university-replies): a reader reports the reply under a
// review from the university page (its own button and dialog; the review's stay as they were) and
// sees 'Reported'; a moderator finds it in the desk's Replies view with the review it answers and
// the report, removes it with a guideline's reason, the log says 'Reply', and the reply is gone
// from the university page (its static HTML too). Axe on the Replies view and its dialog at 360
// and 1280 px, screenshots into var/screenshots/. The reply is stored as a representative's
// published reply would be, and the page marked changed as a write marks it.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage as openPageAt, useBrowser, waitForIslands } from '../support/browser.ts';
import { e2eDb } from '../support/e2e-db.ts';
import { logInInBrowser, newCredentials } from '../support/e2e-accounts.ts';
import { uniqueWord } from '../support/unique-word.ts';
import { GUIDELINES } from '#shared/trust/guidelines.ts';
import { REPORT_THANKS } from '#shared/trust/report-messages.ts';
import { markFile } from '#server/universities/page-marks.ts';
import { projectRoot } from '../support/paths.ts';

const baseURL = inject('baseURL');
const e2eDir = inject('e2eDir');
const screenshots = path.join(projectRoot, 'var/screenshots');
const prisma = e2eDb();
const browserOf = useBrowser();
const newPage = (width = 1280) => openPageAt(browserOf(), width);

/** Marks the page changed, as a write does: the server renders it again at its next request
 * (src/edge/fresh-pages.ts). The marks are beside the server's database file. */
function markPageChanged(universityId: number) {
  const file = markFile(path.join(e2eDir, 'pages'), universityId);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, '');
}

afterAll(() => prisma.$disconnect());

let university: { id: number; name: string };
let review: { id: number; text: string | null };
let replyText: string;
let moderator: ReturnType<typeof newCredentials>;

beforeAll(async () => {
  // A university of 24 reviews, neither the lowest ids (the 'busiest' of other tests) nor the
  // highest (structured data), nor first-use's reply case (skip 3).
  const [stats] = await prisma.universityStats.findMany({
    where: { reviewCount: 24 },
    orderBy: { universityId: 'desc' },
    skip: 2,
    take: 1,
    select: { universityId: true, university: { select: { name: true } } },
  });
  university = { id: stats!.universityId, name: stats!.university.name };
  // The newest review: first on the page's first page.
  const newest = await prisma.review.findFirstOrThrow({
    where: { universityId: university.id, status: 'published' },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { id: true, reviewText: true, createdAt: true },
  });
  review = { id: newest.id, text: newest.reviewText };
  replyText = `Thank you, ${uniqueWord()}: the night library now opens on Sundays as well.`;
  await prisma.reviewReply.create({
    data: { reviewId: newest.id, universityId: university.id, text: replyText, status: 'published', reviewCreatedAt: newest.createdAt },
    select: { reviewId: true },
  });
  markPageChanged(university.id);

  moderator = newCredentials('reply_moderator');
  const signup = await fetch(`${baseURL}/api/users/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(moderator),
  });
  expect(signup.status).toBe(201);
  const { user } = (await signup.json()) as { user: { id: number } };
  await prisma.user.update({ where: { id: user.id }, data: { role: 'moderator' }, select: { id: true } });
});

/** Opens the university page and waits for the island's live list. */
async function openUniversity(page: Page) {
  const live = page.waitForResponse((response) => response.url().includes('/api/trpc/universities.reviews'));
  await page.goto(`${baseURL}/university/${university.id}`);
  await waitForIslands(page);
  await live;
  await page.locator('#reviews-panel[aria-busy="false"]').waitFor();
}

/** The whole page, into var/screenshots/. */
async function screenshot(page: Page, name: string) {
  fs.mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: true });
}

const card = (page: Page) => page.locator(`article[data-review-id="${review.id}"]`);
const replyBlock = (page: Page) => card(page).getByTestId('university-reply');
const replyReport = (page: Page) => replyBlock(page).getByRole('button', { name: /^Report(ed)? reply from / });
const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

describe("a university's reply", () => {
  it('is reported by a reader from the university page, with its own dialog, and reads Reported', async () => {
    // The page is served fresh: the reply is in its HTML before any script runs.
    expect(await (await fetch(`${baseURL}/university/${university.id}`)).text()).toContain(replyText);

    const { context, page } = await newPage(1280);
    await openUniversity(page);
    await replyBlock(page)
      .getByRole('heading', { name: `Reply from ${university.name}` })
      .waitFor();
    const button = replyReport(page);
    expect(await button.textContent()).toBe(`Report reply from ${university.name}`);
    expect(await button.getAttribute('data-first-use')).toBe(`report-reply-${review.id}`);

    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Report this reply' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      'A moderator checks every report. Replies are removed only for breaking a guideline, never for disagreeing.',
    );
    await expectNoAxeViolations(page, 'reply report dialog, 1280');
    await dialog.getByRole('radio', { name: 'Harassment' }).check();
    await dialog.getByLabel('Note (optional)').fill('It mocks the student who wrote the review.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await page.getByTestId('toast').filter({ hasText: REPORT_THANKS }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await button.textContent()).toBe(`Reported reply from ${university.name}`);
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
    // The review's own button is untouched: a reply and its review are reported apart.
    const reviewButton = card(page).getByRole('button', { name: /^Report(ed)? review by / });
    expect(await reviewButton.textContent()).toMatch(/^Report review by /);
    expect(await reviewButton.getAttribute('aria-disabled')).toBeNull();
    await context.close();

    const reports = await prisma.reviewReport.findMany({
      where: { reviewId: review.id },
      select: { subject: true, reason: true, note: true },
    });
    expect(reports).toEqual([{ subject: 'reply', reason: 'harassment', note: 'It mocks the student who wrote the review.' }]);
    // One report keeps it published, waiting in the moderators' Replies view.
    expect((await prisma.reviewReply.findUniqueOrThrow({ where: { reviewId: review.id } })).status).toBe('published');
  });

  it('is removed by a moderator from the Replies view with a reason, logged as a reply, and leaves the page', async () => {
    const { context, page } = await newPage(1280);
    await logInInBrowser(page, baseURL, moderator, '/moderation');
    await page.waitForURL(`${baseURL}/moderation`);
    await page.getByRole('heading', { level: 2, name: 'Held reviews' }).waitFor();
    await page.getByRole('link', { name: /^Replies \(\d+\)$/ }).click();
    await page.waitForURL(`${baseURL}/moderation?view=replies`);
    await page.getByRole('heading', { level: 2, name: 'University replies' }).waitFor();
    await page.getByText('Loading...').waitFor({ state: 'detached' });
    expect(await page.getByRole('link', { name: /^Replies/ }).getAttribute('aria-current')).toBe('page');

    // The reply under decision, the review it answers, and the report without its reporter.
    const item = page.locator(`article[data-review-id="${review.id}"][data-subject="reply"]`);
    const itemText = await item.innerText();
    for (const words of [
      university.name,
      `Reply from ${university.name}`,
      replyText,
      'Status: Published, shown under the review',
      'Harassment',
      'It mocks the student who wrote the review.',
      ...(review.text ? [review.text.slice(0, 40)] : []),
    ]) {
      expect(itemText).toContain(words);
    }
    await expectNoAxeViolations(page, 'replies view, 1280');
    await screenshot(page, 'moderation-replies-1280');
    await page.setViewportSize({ width: 360, height: 900 });
    await expectNoAxeViolations(page, 'replies view, 360');
    await screenshot(page, 'moderation-replies-360');

    const remove = item.getByRole('button', { name: /^Remove reply from / });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'Remove this reply?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Remove reply' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Choose a reason.' }).waitFor();
    await expectNoAxeViolations(page, 'remove reply dialog, 360');
    const harassment = GUIDELINES.find((guideline) => guideline.reason === 'harassment')!;
    await dialog.getByRole('radio', { name: harassment.removal }).check();
    await dialog.getByRole('button', { name: 'Remove reply' }).click();
    await status(page, "Removed. The university's representatives see why and may appeal once.").waitFor();
    await item.waitFor({ state: 'detached' });

    const reply = await prisma.reviewReply.findUniqueOrThrow({ where: { reviewId: review.id } });
    expect({ status: reply.status, reason: reply.moderationReason }).toEqual({ status: 'removed', reason: harassment.removal });
    expect((await prisma.review.findUniqueOrThrow({ where: { id: review.id } })).status).toBe('published');
    expect((await prisma.reviewReport.findMany({ where: { reviewId: review.id } })).map((report) => report.outcome)).toEqual(['removed']);

    // The log says what the decision was on.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('link', { name: 'Log', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Moderation log' }).waitFor();
    await page.getByText('Loading...').waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: `#${review.id}`, exact: true }) });
    expect(await row.getByRole('rowheader').textContent()).toBe('Reply');
    expect((await row.getByRole('cell').allInnerTexts()).slice(2)).toEqual([moderator.username, 'Removed', harassment.removal]);
    await page.setViewportSize({ width: 360, height: 900 });
    await expectNoAxeViolations(page, 'log with a reply, 360');
    await screenshot(page, 'moderation-log-360');

    // Gone from the university page: the live list, and the page's HTML rendered again.
    expect(await (await fetch(`${baseURL}/university/${university.id}`)).text()).not.toContain(replyText);
    await openUniversity(page);
    await card(page).waitFor();
    expect(await replyBlock(page).count()).toBe(0);
    await context.close();
  }, 90_000);
});
