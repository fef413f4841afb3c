// A university's right of reply in the built site (docs/rules/trust-and-moderation.md#university-replies):
// a visitor is sent to log in from /representative, an account that represents no university reads
// how to become one, and a representative (made as the operator makes one: a verified address of
// the university's domain, then the grant) finds the page from their profile, replies to the
// newest review through the dialog, sees the reply under the review on the university's page,
// edits it ('Edited'), and appeals it once removed. Axe at phone and desktop widths on both views
// and the dialogs; screenshots of the page and of the reply into var/screenshots/.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage as openPageAt, useBrowser, waitForIslands } from '../support/browser.ts';
import { e2eDb } from '../support/e2e-db.ts';
import { logInInBrowser, newCredentials } from '../support/e2e-accounts.ts';
import { readMailsIn } from '../support/outbox.ts';
import { projectRoot } from '../support/paths.ts';
import { uniqueWord } from '../support/unique-word.ts';

const baseURL = inject('baseURL');
const e2eDir = inject('e2eDir');
const outbox = path.join(e2eDir, 'outbox');
const screenshots = path.join(projectRoot, 'var/screenshots');
const prisma = e2eDb();
const browserOf = useBrowser();
const newPage = (width = 1280) => openPageAt(browserOf(), width);

// The grant is the operator's command (scripts/representative.ts): its service, on this tier's database.
process.env.DATABASE_URL = `file:${path.join(e2eDir, 'e2e.db')}`;
const { resetSettingsForTests } = await import('#server/infra/env.ts');
resetSettingsForTests();
const { grantRepresentative } = await import('#server/trust/representatives.ts');
const { db } = await import('#server/infra/db.ts');

afterAll(async () => {
  await prisma.$disconnect();
  await db().$disconnect();
});

async function call(method: string, route: string, body: unknown, token?: string) {
  const response = await fetch(`${baseURL}/api${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

type Account = ReturnType<typeof newCredentials> & { token: string };

/** An account made through the REST API, logged in. */
async function account(prefix: string): Promise<Account> {
  const credentials = newCredentials(prefix);
  expect((await call('POST', '/users/signup', credentials)).status).toBe(201);
  const login = await call('POST', '/users/login', { email: credentials.email, password: credentials.password });
  expect(login.status).toBe(200);
  return { ...credentials, token: login.body.token as string };
}

/**
 * A university of 21 or 23 published reviews (two pages of the waiting list; no other browser test
 * picks those counts) with a domain no other university has, so an address there verifies it.
 */
async function universityToRepresent() {
  const candidates = await prisma.universityStats.findMany({
    where: { reviewCount: { in: [21, 23] } },
    orderBy: [{ reviewCount: 'asc' }, { universityId: 'asc' }],
    select: { universityId: true, reviewCount: true, university: { select: { name: true, domains: true } } },
  });
  const all = await prisma.university.findMany({ select: { id: true, domains: true } });
  for (const { universityId: id, reviewCount, university } of candidates) {
    const domain = (JSON.parse(university.domains) as string[])[0];
    if (!domain || all.some((other) => other.id !== id && other.domains.includes(`"${domain}"`))) continue;
    const waiting = await prisma.review.count({ where: { universityId: id, status: 'published', reply: { is: null } } });
    if (waiting === reviewCount) return { id, name: university.name, domain, waiting };
  }
  throw new Error('No university of 21 or 23 reviews with a domain of its own in the e2e database');
}

/** The code of the newest mail to the address. */
const mailedCode = (to: string) =>
  /: (\d{6})$/m.exec(
    readMailsIn(outbox)
      .filter((mail) => mail.to.includes(to))
      .at(-1)?.text ?? '',
  )?.[1];

/** A representative of the university: a confirmed address of its domain, then the grant. */
async function representativeOf(uni: { id: number; domain: string }): Promise<Account> {
  const rep = await account('rep');
  const address = `${rep.username.replace(/_/g, '.')}@${uni.domain}`;
  expect((await call('POST', '/users/verifyStudent', { email: address }, rep.token)).status).toBe(200);
  // The mail is sent after the reply (expect.poll is for tests, not hooks).
  let code: string | undefined;
  for (const deadline = Date.now() + 10_000; !code && Date.now() < deadline;) {
    code = mailedCode(address);
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(code).toBeTruthy();
  expect((await call('POST', '/users/verifyStudent/confirm', { code }, rep.token)).status).toBe(200);
  expect((await grantRepresentative(rep.email, uni.id)).kind).toBe('granted');
  return rep;
}

const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const item = (page: Page, reviewId: number) => page.locator(`#representative-item-${reviewId}`);
const isFocused = (page: Page, selector: string) => page.locator(selector).evaluate((element) => element === document.activeElement);

async function waitForList(page: Page, heading: 'Waiting for a reply' | 'Replied') {
  await page.getByRole('heading', { level: 2, name: heading }).waitFor();
  await page.getByText('Loading...').waitFor({ state: 'detached' });
}

/** The first screen, or with `fullPage` the whole page (not with a dialog open: its backdrop covers one screen). */
async function screenshot(page: Page, name: string, { fullPage = false } = {}) {
  fs.mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage });
}

/** The university's page as a reader opens it, with the reviews island's live page loaded. */
async function openUniversityPage(page: Page, universityId: number) {
  const live = page.waitForResponse((response) => response.url().includes('/api/trpc/universities.reviews'));
  await page.goto(`${baseURL}/university/${universityId}`);
  await waitForIslands(page);
  await live;
}

let uni: Awaited<ReturnType<typeof universityToRepresent>>;
let rep: Account;
let newest: { id: number };

beforeAll(async () => {
  uni = await universityToRepresent();
  rep = await representativeOf(uni);
  newest = await prisma.review.findFirstOrThrow({
    where: { universityId: uni.id, status: 'published' },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { id: true },
  });
});

describe('the representatives’ page', () => {
  it('sends a visitor to log in', async () => {
    const { context, page } = await newPage();
    await page.goto(`${baseURL}/representative`);
    await page.waitForURL(`${baseURL}/login?next=%2Frepresentative`);
    await context.close();
  });

  it('tells an account that represents no university how to become one', async () => {
    const member = await account('member');
    const { context, page } = await newPage(360);
    await logInInBrowser(page, baseURL, member, '/representative');
    await page.waitForURL(`${baseURL}/representative`);
    await waitForIslands(page);
    const note = page.getByTestId('not-representative');
    expect(await note.textContent()).toBe(
      "Only university representatives can reply to reviews. Ask the site's operator to be made one after you verify your university address on your profile.",
    );
    expect((await page.getByRole('heading', { level: 1 }).textContent())?.trim()).toBe("Your university's replies");
    await expectNoAxeViolations(page, 'not a representative, 360');
    await context.close();
  });

  it('lets a representative reply to a review, and the reply shows under it on the university page', async () => {
    const { context, page } = await newPage(1280);
    // The way in: the profile's link, named after the university.
    await logInInBrowser(page, baseURL, rep, '/profile');
    await page.waitForURL(`${baseURL}/profile`);
    await waitForIslands(page);
    await page.getByRole('link', { name: `Reply to reviews of ${uni.name}` }).click();
    await page.waitForURL(`${baseURL}/representative`);
    await waitForIslands(page);
    await page.getByRole('heading', { level: 1, name: `Replies for ${uni.name}` }).waitFor();
    expect(await page.title()).toBe(`Replies for ${uni.name} | UniReviews`);
    await waitForList(page, 'Waiting for a reply');
    await page.getByRole('link', { name: `Waiting for a reply (${uni.waiting})` }).waitFor();
    await page.getByRole('link', { name: 'Replied (0)' }).waitFor();
    expect(await page.locator('[id^="representative-item-"]').count()).toBe(20);
    await expectNoAxeViolations(page, 'waiting, 1280');
    await page.setViewportSize({ width: 360, height: 900 });
    await expectNoAxeViolations(page, 'waiting, 360');

    // The newest review is the last of the oldest-first list: on page 2, kept in the address.
    await page.getByRole('navigation', { name: 'Review pages' }).getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`${baseURL}/representative?view=waiting&page=2`);
    await waitForList(page, 'Waiting for a reply');
    const target = item(page, newest.id);
    const replyButton = target.getByRole('button', { name: /^Reply to the review by/ });
    await replyButton.waitFor();
    expect(await target.getByRole('button').count()).toBe(1);

    // By keyboard: Enter opens the dialog on the text, Escape closes it and focus is back on Reply.
    await replyButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Reply to this review' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Your reply').evaluate((field) => field === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => replyButton.evaluate((button) => button === document.activeElement)).toBe(true);

    await replyButton.click();
    await dialog.getByRole('button', { name: 'Publish reply' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Please write your reply.' }).waitFor();
    const text = `Thank you for the review, ${uniqueWord()}: the library now opens at seven on weekdays.`;
    await dialog.getByLabel('Your reply').fill(text);
    await dialog.getByText(`${text.length} / 2,000 characters`).waitFor();
    await expectNoAxeViolations(page, 'reply dialog, 360');
    await screenshot(page, 'representative-reply-dialog-360');
    await dialog.getByRole('button', { name: 'Publish reply' }).click();
    await status(page, 'Your reply is published under the review.').waitFor();
    await target.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: `Waiting for a reply (${uni.waiting - 1})` }).waitFor();
    if (uni.waiting === 21) {
      // Page 2 is empty now: the list moves back to the last page, and focus to the view's heading.
      await page.waitForURL(`${baseURL}/representative?view=waiting`);
      await waitForList(page, 'Waiting for a reply');
      const heading = page.getByRole('heading', { level: 2, name: 'Waiting for a reply' });
      expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await status(page, 'Your reply is published under the review.').isVisible()).toBe(true);
    } else {
      // The review before it in the list takes the focus.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toMatch(/^representative-item-\d+$/);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'representative-waiting-360');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'representative-waiting-1280');

    const stored = await prisma.reviewReply.findUniqueOrThrow({ where: { reviewId: newest.id } });
    expect(stored).toMatchObject({ text, status: 'published', universityId: uni.id });

    // The university page: served fresh after the write, and the reply under the review.
    const html = await (await fetch(`${baseURL}/university/${uni.id}`)).text();
    expect(html).toContain(text);
    await openUniversityPage(page, uni.id);
    const card = page.locator(`article[data-review-id="${newest.id}"]`);
    const block = card.getByTestId('university-reply');
    await block.getByRole('heading', { name: `Reply from ${uni.name}` }).waitFor();
    expect(await block.getByText(text).isVisible()).toBe(true);
    expect(await block.getByTestId('edited').count()).toBe(0);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: path.join(screenshots, 'university-reply-1280.png') });
    await page.setViewportSize({ width: 360, height: 900 });
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: path.join(screenshots, 'university-reply-360.png') });
    await context.close();
  }, 120_000);

  it('lets the representative edit the reply, shown as edited everywhere', async () => {
    const { context, page } = await newPage(360);
    await logInInBrowser(page, baseURL, rep, '/representative?view=replied');
    await page.waitForURL(`${baseURL}/representative?view=replied`);
    await waitForIslands(page);
    await waitForList(page, 'Replied');
    await page.getByRole('link', { name: 'Replied (1)' }).waitFor();
    const target = item(page, newest.id);
    const panel = target.getByTestId('representative-reply');
    expect(await panel.textContent()).toContain('Status: Published');
    await expectNoAxeViolations(page, 'replied, 360');

    const editButton = panel.getByRole('button', { name: /^Edit your reply/ });
    await editButton.click();
    const dialog = page.getByRole('dialog', { name: 'Edit your reply' });
    const field = dialog.getByLabel('Your reply');
    const before = (await prisma.reviewReply.findUniqueOrThrow({ where: { reviewId: newest.id } })).text;
    expect(await field.inputValue()).toBe(before);
    const text = `We have read it again, ${uniqueWord()}: the library opens at seven, weekends too.`;
    await field.fill(text);
    await dialog.getByRole('button', { name: 'Save reply' }).click();
    await status(page, 'Your reply is published under the review.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await panel.getByText(text).waitFor();
    await panel.getByTestId('edited').waitFor();
    await expect.poll(() => editButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page, 'replied after an edit, 360');
    await screenshot(page, 'representative-replied-360', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page, 'replied after an edit, 1280');
    await screenshot(page, 'representative-replied-1280', { fullPage: true });

    await openUniversityPage(page, uni.id);
    const block = page.locator(`article[data-review-id="${newest.id}"]`).getByTestId('university-reply');
    await block.getByText(text).waitFor();
    expect((await block.getByTestId('edited').textContent())?.startsWith('Edited')).toBe(true);
    await context.close();
  }, 90_000);

  it('lets the representative appeal a removed reply once, without an Edit', async () => {
    // A moderator's removal, as the decision stores it.
    await prisma.reviewReply.update({
      where: { reviewId: newest.id },
      data: { status: 'removed', moderationReason: 'It names a member of staff.' },
      select: { reviewId: true },
    });
    const { context, page } = await newPage(1280);
    await logInInBrowser(page, baseURL, rep, '/representative?view=replied');
    await page.waitForURL(`${baseURL}/representative?view=replied`);
    await waitForIslands(page);
    await waitForList(page, 'Replied');
    const panel = item(page, newest.id).getByTestId('representative-reply');
    await panel.getByText("Moderator's reason: It names a member of staff.").waitFor();
    expect(await panel.textContent()).toContain('Status: Removed');
    expect(await panel.getByRole('button', { name: /^Edit/ }).count()).toBe(0);

    await panel.getByRole('button', { name: /^Appeal the removal of your reply/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Appeal the removal' });
    await dialog.getByLabel('Why should it be published?').fill('It names the library, not a person.');
    await expectNoAxeViolations(page, 'appeal dialog, 1280');
    await dialog.getByRole('button', { name: 'Send appeal' }).click();
    await status(page, 'Appeal sent. Your reply is waiting for a moderator again.').waitFor();
    await expect.poll(() => isFocused(page, `#reply-appeal-note-${newest.id}`)).toBe(true);
    expect(await panel.textContent()).toContain('Status: Waiting for a moderator');
    expect(await panel.getByRole('button', { name: /^Appeal/ }).count()).toBe(0);
    const stored = await prisma.reviewReply.findUniqueOrThrow({ where: { reviewId: newest.id } });
    expect(stored.status).toBe('held');
    expect(stored.appealedAt).not.toBeNull();
    await context.close();
  }, 90_000);
});
