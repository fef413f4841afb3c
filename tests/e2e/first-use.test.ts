// Every control works from the moment it shows (docs/decisions/040-every-control-live-at-once.md).
// On a phone (412×823, CPU 4× slower, a slow 3G-like network) each control of the university page
// (a university reply's Report too), the search page and the compare page (and the home page's and a form's) is used once, as soon as it
// is visible, and does what it says: nothing is lost while its island loads. Also: a filter chosen
// while the first live page loads wins over it, a Like pressed twice counts once, focus stays on a
// control the island replaces. The time from each use to its visible outcome is printed.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { newPage, useBrowser, waitForIslands } from '../support/browser.ts';
import { e2eDb } from '../support/e2e-db.ts';
import { newCredentials } from '../support/e2e-accounts.ts';
import { AUTH_STORAGE_KEY } from '#stores/auth.ts';
import { markFile } from '#server/universities/page-marks.ts';

const baseURL = inject('baseURL');
const prisma = e2eDb();
const browserOf = useBrowser();

const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };
/** About 400 kbit/s each way with 400 ms of latency per request. */
const SLOW_3G = { offline: false, latency: 400, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 };
const SLOW = 30_000;

interface Row {
  page: string;
  control: string;
  outcome: string;
  /** Whether its island was still loading when the control was used. */
  early: boolean;
  busy: boolean;
  ms: number;
}
const rows: Row[] = [];

afterAll(async () => {
  await prisma.$disconnect();
  const lines = rows.map(
    (row) =>
      `| ${row.page} | ${row.control} | ${row.outcome} | ${row.early ? 'loading' : 'live'} | ${row.busy ? 'yes' : 'no'} | ${row.ms} ms |`,
  );
  console.log(
    [
      'First use on a phone (4× CPU, slow 3G):',
      '| page | control | first use | island at use | busy shown | use → outcome |',
      '|---|---|---|---|---|--:|',
      ...lines,
    ].join('\n'),
  );
});

/** A phone-sized context with the slow CPU and network, its page opened at `path` as soon as it starts to arrive. */
async function openOnPhone(path: string, session?: object): Promise<{ page: Page; done: () => Promise<void> }> {
  const context = await browserOf().newContext(PHONE);
  if (session) {
    const stored: [string, string] = [AUTH_STORAGE_KEY, JSON.stringify(session)];
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), stored);
  }
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  await page.goto(baseURL + path, { waitUntil: 'commit' });
  // The page logged no error (a hydration mismatch would be one), then the context closes.
  const done = async () => {
    expect(problems).toEqual([]);
    await context.close();
  };
  return { page, done };
}

/** Whether the island around `control` is still loading (Astro drops `ssr` once it has hydrated). */
const islandLoading = (control: Locator) =>
  control.evaluate((element) => !!element.closest('astro-island[ssr]') || !!element.closest('astro-slot'));

/**
 * Uses `control` once as soon as it is in view, then waits for `outcome`; records what was seen. A
 * press or a choice made while its island loads must show busy; typed text (`kept: false`) simply
 * stays in its field.
 */
async function firstUse(
  row: Omit<Row, 'early' | 'busy' | 'ms'>,
  control: Locator,
  use: (control: Locator) => Promise<void>,
  outcome: () => Promise<unknown>,
  { kept = true } = {},
) {
  await control.waitFor({ state: 'attached', timeout: SLOW });
  await control.scrollIntoViewIfNeeded({ timeout: SLOW });
  const early = await islandLoading(control);
  const started = Date.now();
  await use(control);
  const busy = await control.evaluate((element) => element.getAttribute('aria-busy') === 'true').catch(() => false);
  await outcome();
  rows.push({ ...row, early, busy, ms: Date.now() - started });
  if (early && kept) expect(busy, `${row.control}: busy while its island loads`).toBe(true);
}

/** Taps the first review's button as soon as it shows; its dialog opens. */
function tapOpensDialog(page: Page, control: string, button: RegExp, dialog: string) {
  return firstUse(
    { page: 'university', control, outcome: `'${dialog}' opens` },
    page.getByRole('button', { name: button }).first(),
    (first) => first.tap(),
    () => page.getByRole('dialog', { name: dialog }).waitFor({ timeout: SLOW }),
  );
}

/** Types into a university box as soon as it shows (the text stays while its island loads), then picks the suggestion. */
function typeAndPick(page: Page, row: Omit<Row, 'early' | 'busy' | 'ms'>, [box, text]: [string, string], [option, next]: [RegExp, string]) {
  return firstUse(
    row,
    page.getByRole('combobox', { name: box }),
    async (field) => {
      await field.tap();
      await field.fill(text);
    },
    async () => {
      await page.getByRole('option', { name: option }).tap({ timeout: SLOW });
      await page.waitForURL(next, { timeout: SLOW });
    },
    { kept: false },
  );
}

/** A university with 22 reviews, some of the given stars (no other browser test takes these). */
async function universityWith(stars: 4 | 5, skip = 0) {
  const stats = await prisma.universityStats.findMany({
    where: { reviewCount: 22, [stars === 4 ? 'overallStars4' : 'overallStars5']: { gte: 1 } },
    orderBy: { universityId: 'desc' },
    select: { universityId: true },
    skip,
    take: 1,
  });
  return stats[0]!.universityId;
}

/**
 * A university of 24 reviews (report-reply.test.ts takes another) whose newest review, first on
 * its page, has the university's published reply; its page is marked changed, as a write marks
 * it, so the server renders the reply into the static HTML.
 */
async function universityWithReply() {
  const [stats] = await prisma.universityStats.findMany({
    where: { reviewCount: 24 },
    orderBy: { universityId: 'desc' },
    skip: 3,
    take: 1,
    select: { universityId: true },
  });
  const universityId = stats!.universityId;
  const newest = await prisma.review.findFirstOrThrow({
    where: { universityId, status: 'published' },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { id: true, createdAt: true },
  });
  await prisma.reviewReply.upsert({
    where: { reviewId: newest.id },
    create: { reviewId: newest.id, universityId, text: 'Thank you: the library now opens on Sundays.', reviewCreatedAt: newest.createdAt },
    update: {},
    select: { reviewId: true },
  });
  const mark = markFile(path.join(inject('e2eDir'), 'pages'), universityId);
  fs.mkdirSync(path.dirname(mark), { recursive: true });
  fs.writeFileSync(mark, '');
  return universityId;
}

const ratingSelect = (page: Page) => page.getByLabel('Rating', { exact: true });
const shownReviewIds = (page: Page) =>
  page
    .getByTestId('review-list')
    .locator('article[data-review-id]')
    .evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-review-id'))));
const waitForList = (page: Page) => page.locator('#reviews-panel[aria-busy="false"]').waitFor({ timeout: SLOW });
/** The island's own cards have replaced the static ones. */
const ownCards = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('astro-island astro-slot [data-testid="review-list"]'), undefined, { timeout: SLOW });

async function ratedIds(universityId: number, overallRating: number) {
  const rows = await prisma.review.findMany({
    where: { universityId, status: 'published', overallRating },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

async function mostLikedIds(universityId: number) {
  const rows = await prisma.review.findMany({
    where: { universityId, status: 'published' },
    orderBy: [{ likeCount: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }],
    take: 20,
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

/** A member's session, as the auth store keeps it after logging in. */
async function memberSession() {
  const credentials = newCredentials('first_use');
  const post = (path: string, body: unknown) =>
    fetch(`${baseURL}/api/users/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect((await post('signup', credentials)).status).toBe(201);
  const login = await post('login', { email: credentials.email, password: credentials.password });
  expect(login.status).toBe(200);
  const { token, refreshToken, user } = (await login.json()) as { token: string; refreshToken: string; user: { id: number } };
  return { token, refreshToken, user };
}

describe('the university page on a slow phone', () => {
  it('Like as a visitor opens the login prompt', async () => {
    const id = await universityWith(4);
    const { page, done } = await openOnPhone(`/university/${id}`);
    await tapOpensDialog(page, 'Like (visitor)', /^Like review by/, 'Log in to like reviews');
    await done();
  });

  it('Report opens the report dialog', async () => {
    const id = await universityWith(4);
    const { page, done } = await openOnPhone(`/university/${id}`);
    await tapOpensDialog(page, 'Report', /^Report review by/, 'Report this review');
    // Focus starts in the dialog, on the first reason.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('radio');
    await done();
  });

  it("Report on a university's reply opens the reply's report dialog", async () => {
    const id = await universityWithReply();
    const { page, done } = await openOnPhone(`/university/${id}`);
    await tapOpensDialog(page, 'Report (reply)', /^Report reply from/, 'Report this reply');
    // The press was on the static page's copy (in the island's slot), carried out on the island's.
    expect(rows.at(-1)).toMatchObject({ early: true, busy: true });
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('radio');
    await done();
  });

  it("the rating filter ('4 stars') filters the list and writes the address", async () => {
    const id = await universityWith(4);
    const { page, done } = await openOnPhone(`/university/${id}`);
    await firstUse(
      { page: 'university', control: "Rating: '4 stars'", outcome: 'list and address filtered' },
      ratingSelect(page),
      (select) => select.selectOption('4').then(() => undefined),
      async () => {
        await page.waitForURL(`${baseURL}/university/${id}?rating=4`, { timeout: SLOW });
        await ownCards(page);
        await waitForList(page);
      },
    );
    expect(await ratingSelect(page).inputValue()).toBe('4');
    expect(await shownReviewIds(page)).toEqual(await ratedIds(id, 4));
    expect(await page.locator('#reviews-heading').textContent()).toMatch(/\(\d+ of 22\)/);
    await done();
  });

  it("the sort ('Most Liked') orders the list and writes the address", async () => {
    const id = await universityWith(4, 1);
    const { page, done } = await openOnPhone(`/university/${id}`);
    await firstUse(
      { page: 'university', control: "Sort by: 'Most Liked'", outcome: 'list and address sorted' },
      page.getByLabel('Sort by'),
      (select) => select.selectOption('popular').then(() => undefined),
      async () => {
        await page.waitForURL(`${baseURL}/university/${id}?sort=popular`, { timeout: SLOW });
        await ownCards(page);
        await waitForList(page);
      },
    );
    expect(await page.getByLabel('Sort by').inputValue()).toBe('popular');
    expect(await shownReviewIds(page)).toEqual(await mostLikedIds(id));
    await done();
  });

  it('a Like pressed twice quickly by a member counts once', async () => {
    const id = await universityWith(5);
    const session = await memberSession();
    const { page, done } = await openOnPhone(`/university/${id}`, session);
    const like = page.getByRole('button', { name: /^Like review by/ }).first();
    await like.waitFor({ state: 'attached', timeout: SLOW });
    const reviewId = Number((await like.getAttribute('data-first-use'))!.replace('like-', ''));
    const before = await prisma.review.findUniqueOrThrow({ where: { id: reviewId }, select: { likeCount: true } });
    await firstUse(
      { page: 'university', control: 'Like (member), pressed twice', outcome: 'liked once' },
      like,
      async (button) => {
        await button.tap();
        await button.tap();
      },
      async () => {
        await page.locator(`[data-first-use="like-${reviewId}"][aria-pressed="true"]:not([aria-busy])`).waitFor({ timeout: SLOW });
      },
    );
    const card = page.locator(`article[data-review-id="${reviewId}"]`);
    expect(await card.getByTestId('like-count').textContent()).toBe(
      `${before.likeCount + 1} ${before.likeCount + 1 === 1 ? 'like' : 'likes'}`,
    );
    expect(await prisma.reviewLike.count({ where: { reviewId, userId: session.user.id } })).toBe(1);
    expect((await prisma.review.findUniqueOrThrow({ where: { id: reviewId }, select: { likeCount: true } })).likeCount).toBe(
      before.likeCount + 1,
    );
    await done();
  });

  it('keeps the focus on a control the island replaces', async () => {
    const id = await universityWith(5, 1);
    const { page, done } = await openOnPhone(`/university/${id}`);
    const report = page.getByRole('button', { name: /^Report review by/ }).nth(1);
    await report.waitFor({ state: 'attached', timeout: SLOW });
    await report.scrollIntoViewIfNeeded();
    const key = await report.getAttribute('data-first-use');
    // A keyboard user reaches the server's button while the island loads.
    expect(await islandLoading(report)).toBe(true);
    await report.focus();
    await ownCards(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-first-use'))).toBe(key);
    expect(await page.evaluate(() => !!document.activeElement?.closest('astro-slot'))).toBe(false);
    await done();
  });

  it('a filter chosen while the first live page loads wins over it', async () => {
    const id = await universityWith(4, 2);
    const { context, page } = await newPage(browserOf(), 412);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    await page.route('**/api/trpc/universities.reviews*', async (route) => {
      if (first) {
        first = false;
        await held;
      }
      await route.continue();
    });
    const firstPage = page.waitForRequest('**/api/trpc/universities.reviews*');
    await page.goto(`${baseURL}/university/${id}`);
    await waitForIslands(page);
    await firstPage;
    await ratingSelect(page).selectOption('4');
    await page.waitForURL(`${baseURL}/university/${id}?rating=4`);
    await waitForList(page);
    const filtered = await ratedIds(id, 4);
    expect(await shownReviewIds(page)).toEqual(filtered);
    // The first page (all ratings) arrives last: it is dropped.
    const late = page.waitForResponse('**/api/trpc/universities.reviews*');
    release();
    await late;
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(await shownReviewIds(page)).toEqual(filtered);
    expect(await ratingSelect(page).inputValue()).toBe('4');
    expect(new URL(page.url()).search).toBe('?rating=4');
    await context.close();
  });
});

describe('the search page on a slow phone', () => {
  it('searches what is typed into the box, with Enter', async () => {
    const { page, done } = await openOnPhone('/search/university');
    await firstUse(
      { page: 'search', control: "search box: 'harvard' + Enter", outcome: 'results for the term' },
      page.getByRole('searchbox', { name: 'University name' }),
      async (box) => {
        await box.tap();
        await box.fill('harvard');
        await box.press('Enter');
      },
      () => page.getByRole('heading', { name: /found for "harvard"/ }).waitFor({ timeout: SLOW }),

      { kept: false },
    );
    expect(new URL(page.url()).searchParams.get('name')).toBe('harvard');
    await done();
  });
});

describe('the compare page on a slow phone', () => {
  it('a weight changes the personal scores and the address', async () => {
    const { page, done } = await openOnPhone('/compare?uni1=1&uni2=2');
    const summary = page.getByText('Adjust what matters to you');
    await summary.waitFor({ timeout: SLOW });
    await summary.scrollIntoViewIfNeeded();
    await summary.tap();
    const before = await page.getByTestId('personal-score').allTextContents();
    await firstUse(
      { page: 'compare', control: "weight 'Safety': 3", outcome: 'scores and address follow' },
      page.getByLabel('Safety', { exact: true }),
      (select) => select.selectOption('3').then(() => undefined),
      () => page.waitForURL(/[?&]w=\d{15}/, { timeout: SLOW }),
    );
    expect(await page.getByTestId('weights-summary').textContent()).toContain('Safety 3');
    await expect.poll(() => page.getByTestId('personal-score').allTextContents()).not.toEqual(before);
    await done();
  });

  it('a picker offers suggestions for what was typed and changes that side', async () => {
    const { page, done } = await openOnPhone('/compare?uni1=1&uni2=2');
    await typeAndPick(
      page,
      { page: 'compare', control: "'Second university': 'oxford'", outcome: 'suggestion, then that pair' },
      ['Second university', 'oxford'],
      [/University of Oxford/, `${baseURL}/compare?uni1=1&uni2=61`],
    );
    await done();
  });
});

describe('the home page and a form on a slow phone', () => {
  it('the search box offers suggestions for what was typed', async () => {
    const { page, done } = await openOnPhone('/');
    await typeAndPick(
      page,
      { page: 'home', control: "search box: 'harvard'", outcome: 'suggestion opens its page' },
      ['Search universities', 'harvard'],
      [/Harvard University/, `${baseURL}/university/2`],
    );
    await done();
  });

  it('Quick Compare opens at its first press', async () => {
    const { page, done } = await openOnPhone('/');
    await firstUse(
      { page: 'home', control: 'Quick Compare Universities', outcome: 'the pickers show' },
      page.getByRole('button', { name: 'Quick Compare Universities' }),
      (toggle) => toggle.tap(),
      () => page.getByRole('combobox', { name: 'First university' }).waitFor({ timeout: SLOW }),
    );
    expect(await page.getByRole('button', { name: 'Quick Compare Universities' }).getAttribute('aria-expanded')).toBe('true');
    await done();
  });

  it('the contact form sends what was filled in and submitted before it was live', async () => {
    const name = `First Use ${Date.now().toString(36)}`;
    const { page, done } = await openOnPhone('/contact');
    await page.getByLabel('Name').fill(name, { timeout: SLOW });
    await page.getByLabel('Email').fill('first-use@example.com');
    await page.getByLabel('Subject').selectOption('support');
    await page.getByLabel('Message').fill('Sent before the page was ready.');
    await firstUse(
      { page: 'contact', control: "'Send Message'", outcome: 'sent, thanked' },
      page.getByRole('button', { name: 'Send Message' }),
      (send) => send.tap(),
      () => page.getByTestId('contact-thanks').waitFor({ timeout: SLOW }),
    );
    const stored = await prisma.contactMessage.findFirstOrThrow({ where: { name } });
    expect(stored).toMatchObject({ email: 'first-use@example.com', subject: 'support', message: 'Sent before the page was ready.' });
    await done();
  });
});
