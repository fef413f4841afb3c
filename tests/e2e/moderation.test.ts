// /moderation in the built site (docs/rules/trust-and-moderation.md#moderation): a visitor is sent
// to log in, a member is not allowed, and a moderator publishes a review three readers reported,
// removes a screened one with a guideline's reason, decides with the keyboard alone, and reads the
// log; never a reporter on the page; axe at phone and desktop widths on every view and dialog.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage as openPageAt, useBrowser, waitForIslands } from '../support/browser.ts';
import { e2eDb } from '../support/e2e-db.ts';
import { logInInBrowser, newCredentials } from '../support/e2e-accounts.ts';
import { reviewBody } from '../factories/reviews.ts';
import { GUIDELINES, KEPT_REASON } from '#shared/trust/guidelines.ts';
import { EARLY_LOGIN_REDIRECT } from '#shared/auth/early-login-redirect.mjs';
import { uniqueWord } from '../support/unique-word.ts';
import { freshNetworkAddress, requestFrom } from '../support/from-address.ts';

const baseURL = inject('baseURL');
const prisma = e2eDb();
const browserOf = useBrowser();
afterAll(() => prisma.$disconnect());
const newPage = (width = 1280) => openPageAt(browserOf(), width);

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseURL}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

type Account = ReturnType<typeof newCredentials> & { id: number; token: string };

/** An account made through the REST API, logged in; the moderator role is set as the operator's command sets it. */
async function account(prefix: string, role?: 'moderator'): Promise<Account> {
  const credentials = newCredentials(prefix);
  const signup = await post('/users/signup', credentials);
  expect(signup.status).toBe(201);
  const id = (signup.body.user as { id: number }).id;
  if (role) await prisma.user.update({ where: { id }, data: { role }, select: { id: true } });
  const login = await post('/users/login', { email: credentials.email, password: credentials.password });
  return { ...credentials, id, token: login.body.token as string };
}

/** Submits a review through the REST API: signed with a token, anonymous without. */
async function submit(universityId: number, text: string, token?: string) {
  const reply = await post('/reviews/submit', reviewBody(universityId, { review_text: text, comments: null, is_anonymous: !token }), token);
  expect(reply.status).toBe(200);
  return { id: reply.body.review_id as number, status: reply.body.status as string, text };
}

const card = (page: Page, reviewId: number) => page.locator(`article[data-review-id="${reviewId}"]`);
const dialog = (page: Page) => page.getByRole('dialog');
const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Opens a view of /moderation as the logged-in moderator and waits for its list. */
async function openView(page: Page, view: 'held' | 'reported' | 'log') {
  await page.goto(`${baseURL}/moderation?view=${view}`);
  await waitForIslands(page);
  await waitForList(page, view);
}

async function waitForList(page: Page, view: 'held' | 'reported' | 'log') {
  const heading = { held: 'Held reviews', reported: 'Reported reviews', log: 'Moderation log' }[view];
  await page.getByRole('heading', { level: 2, name: heading }).waitFor();
  await page.getByText('Loading...').waitFor({ state: 'detached' });
}

/** The log's row of a review's decision. */
const logRow = (page: Page, reviewId: number) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: `#${reviewId}`, exact: true }) });

let university: { id: number; name: string };
let moderator: Account;
let reporters: Account[];
let reported: Awaited<ReturnType<typeof submit>>;
let screened: Awaited<ReturnType<typeof submit>>;
let forKeyboard: Awaited<ReturnType<typeof submit>>;
let stillReported: Awaited<ReturnType<typeof submit>>;
let forDialogs: Awaited<ReturnType<typeof submit>>;

beforeAll(async () => {
  // A university no other browser test uses: they take quieter or busier ones.
  const stats = await prisma.universityStats.findFirstOrThrow({
    where: { reviewCount: { gte: 7, lte: 15 } },
    orderBy: { universityId: 'desc' },
    skip: 1,
    select: { universityId: true, university: { select: { name: true } } },
  });
  university = { id: stats.universityId, name: stats.university.name };
  const word = uniqueWord();
  moderator = await account('moderator', 'moderator');
  reporters = [await account('reporter'), await account('reporter'), await account('reporter')];
  const [author, secondAuthor] = [await account('author'), await account('author')];

  reported = await submit(university.id, `Moderation ${word}: the tutors are strict but the library is great.`, author.token);
  screened = await submit(university.id, `Moderation ${word}: write to the tutor at tutor.${word} at gmail dot com.`, secondAuthor.token);
  forKeyboard = await submit(university.id, `Moderation ${word}: timetables are on www.${word}-campus.com for everyone.`);
  stillReported = await submit(university.id, `Moderation ${word}: the canteen closes early on Fridays.`);
  forDialogs = await submit(university.id, `Moderation ${word}: see www.${word}-halls.com for the halls.`);
  expect([reported.status, screened.status, forKeyboard.status, stillReported.status, forDialogs.status]).toEqual([
    'published',
    'held',
    'held',
    'published',
    'held',
  ]);

  // Three readers on three networks report one review through the API: it is held.
  const reasons = [
    { reason: 'personal_info', note: `It names my tutor ${word}.` },
    { reason: 'harassment', note: 'It mocks the tutors.' },
    { reason: 'spam', note: null },
  ];
  for (const [index, reporter] of reporters.entries()) {
    const reply = await requestFrom(freshNetworkAddress(), 'POST', `${baseURL}/api/reviews/${reported.id}/report`, {
      body: reasons[index],
      token: reporter.token,
    });
    expect(reply.status).toBe(201);
  }
  expect((await prisma.review.findUniqueOrThrow({ where: { id: reported.id } })).status).toBe('held');
  // One open report keeps a review published, in the reported view.
  const offTopic = { reason: 'off_topic', note: 'About the town.' };
  expect((await post(`/reviews/${stillReported.id}/report`, offTopic, reporters[0]!.token)).status).toBe(201);
});

describe('the moderation page', () => {
  it('sends a visitor to log in', async () => {
    const { context, page } = await newPage();
    await page.goto(`${baseURL}/moderation`);
    await page.waitForURL(`${baseURL}/login?next=%2Fmoderation`);
    await context.close();
  });

  it('sends a visitor to log in from the head, waiting for neither the stylesheet nor any module, as the other account pages do', async () => {
    // The inline script in the head runs under the site's Content-Security-Policy (by its hash);
    // with every /_astro/ file refused, only it can send the visitor on.
    const { context, page } = await newPage();
    await page.route('**/_astro/**', (route) => route.abort());
    for (const path of ['/moderation?view=log', '/profile', '/savedReviews', '/editReview/1']) {
      // In the head, ahead of the stylesheet: nothing holds it up.
      const html = await (await fetch(`${baseURL}${path}`)).text();
      const at = html.indexOf(EARLY_LOGIN_REDIRECT);
      expect({ path, inHead: at > 0 && at < html.indexOf('</head>'), beforeStylesheet: at < html.indexOf('rel="stylesheet"') }).toEqual({
        path,
        inHead: true,
        beforeStylesheet: true,
      });
      await page.goto(`${baseURL}${path}`);
      await page.waitForURL(`${baseURL}/login?next=${encodeURIComponent(path)}`);
    }
    // An edit address that names no review is a 404 and stays one.
    expect(await (await fetch(`${baseURL}/editReview/abc`)).text()).not.toContain(EARLY_LOGIN_REDIRECT);
    const missing = await page.goto(`${baseURL}/editReview/abc`);
    expect(missing?.status()).toBe(404);
    await page.waitForLoadState('load');
    expect(page.url()).toBe(`${baseURL}/editReview/abc`);
    await context.close();
  });

  for (const width of [360, 1280]) {
    it(`shows the log-in panel without JavaScript, indexable like the login page (${width} px)`, async () => {
      const context = await browserOf().newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${baseURL}/moderation`);
      expect(await page.getByRole('heading', { name: 'Authentication Required' }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login?next=%2Fmoderation');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('index, follow');
      await context.close();
    });

    it(`says 'Loading...', then shows the same panel, accessible, when the page's code cannot load (${width} px)`, async () => {
      // axe needs JavaScript; with a saved session the inlined redirect stays quiet, and the
      // blocked island leaves its fallback on the page: 'Loading...' (no flash of a log-in panel
      // for a signed-in moderator), and once it is clear the code is not coming, the panel.
      const { context, page } = await newPage(width);
      await context.addInitScript(() => localStorage.setItem('auth-storage', JSON.stringify({ user: { username: 'saved' } })));
      await context.route('**/_astro/*.js', (route) => route.abort());
      await page.goto(`${baseURL}/moderation`);
      expect(await page.getByRole('status').filter({ hasText: 'Loading...' }).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: 'Authentication Required' }).isVisible()).toBe(false);
      await page.getByRole('heading', { name: 'Authentication Required' }).waitFor({ timeout: 15_000 });
      expect(await page.getByText('Loading...').isVisible()).toBe(false);
      await expectNoAxeViolations(page, `log-in panel, ${width} px`);
      await context.close();
    });
  }

  it('tells a member it is not allowed, asking nothing but whether they may moderate', async () => {
    const member = await account('member');
    const { context, page } = await newPage(360);
    const asked: string[] = [];
    page.on('request', (request) => {
      const match = /\/api\/trpc\/(moderation\.[a-z]+)/.exec(request.url());
      if (match) asked.push(match[1]!);
    });
    await logInInBrowser(page, baseURL, member, '/moderation');
    await page.waitForURL(`${baseURL}/moderation`);
    await page.getByRole('heading', { level: 2, name: 'Not allowed' }).waitFor();
    // The page's own heading stays: the member is on the moderation page, not allowed in.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Moderation');
    expect(await page.getByText('This page is for moderators.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    await page.getByRole('button', { name: /^Account/ }).click();
    expect(await page.getByRole('link', { name: 'Moderation' }).count()).toBe(0);
    expect(new Set(asked)).toEqual(new Set(['moderation.access']));
    await expectNoAxeViolations(page, 'not allowed');
    await context.close();
  });

  it('lets a moderator publish a reported review and remove a screened one, with reasons in the log', async () => {
    const { context, page } = await newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    await logInInBrowser(page, baseURL, moderator);
    await page.getByRole('button', { name: /^Account/ }).click();
    await page.getByRole('link', { name: 'Moderation' }).click();
    await page.waitForURL(`${baseURL}/moderation`);
    await waitForList(page, 'held');

    // The held review with what its reports say, and no trace of who reported it.
    const item = card(page, reported.id);
    expect(await item.getByRole('link', { name: university.name }).getAttribute('href')).toBe(`/university/${university.id}`);
    const itemText = await item.innerText();
    for (const words of [
      reported.text,
      'Reported by 3 independent readers',
      'Personal information',
      'It names my tutor',
      'Harassment',
      'It mocks the tutors.',
      'Spam or advertising',
    ]) {
      expect(itemText).toContain(words);
    }
    expect(await card(page, screened.id).innerText()).toContain('Contains an e-mail address');
    const html = await page.content();
    for (const reporter of reporters) {
      expect(html).not.toContain(reporter.username);
      expect(html).not.toContain(reporter.email);
    }
    expect(await page.getByRole('link', { name: /^Held \(\d+\)$/ }).getAttribute('aria-current')).toBe('page');

    // Publish with the standard reason.
    await item.getByRole('button', { name: /^Publish/ }).click();
    expect(await dialog(page).getByRole('radio', { name: KEPT_REASON }).isChecked()).toBe(true);
    await dialog(page).getByRole('button', { name: 'Publish review' }).click();
    await status(page, 'Published. The decision is in the log.').waitFor();
    await item.waitFor({ state: 'detached' });
    expect(await dialog(page).isVisible()).toBe(false);
    const published = await prisma.review.findUniqueOrThrow({ where: { id: reported.id }, include: { reports: true } });
    expect(published.status).toBe('published');
    expect(published.reports.map((report) => report.outcome)).toEqual(['kept', 'kept', 'kept']);

    // Remove with a guideline's reason.
    const personal = GUIDELINES.find((guideline) => guideline.reason === 'personal_info')!;
    await card(page, screened.id)
      .getByRole('button', { name: /^Remove/ })
      .click();
    await dialog(page).getByRole('radio', { name: personal.removal }).check();
    await dialog(page).getByRole('button', { name: 'Remove review' }).click();
    await status(page, 'Removed. The author has been told why.').waitFor();
    await card(page, screened.id).waitFor({ state: 'detached' });
    const removed = await prisma.review.findUniqueOrThrow({ where: { id: screened.id } });
    expect({ status: removed.status, reason: removed.moderationReason }).toEqual({ status: 'removed', reason: personal.removal });

    // The log, newest first: both decisions with the moderator and the reason.
    await page.getByRole('link', { name: 'Log', exact: true }).click();
    await waitForList(page, 'log');
    expect(page.url()).toBe(`${baseURL}/moderation?view=log`);
    expect(await logRow(page, reported.id).getByRole('cell').allInnerTexts()).toEqual([
      expect.any(String),
      `#${reported.id}`,
      moderator.username,
      'Published',
      KEPT_REASON,
    ]);
    expect((await logRow(page, screened.id).getByRole('cell').allInnerTexts()).slice(2)).toEqual([
      moderator.username,
      'Removed',
      personal.removal,
    ]);
    // A reload keeps the view.
    await page.reload();
    await waitForList(page, 'log');
    expect(await page.getByRole('link', { name: 'Log', exact: true }).getAttribute('aria-current')).toBe('page');

    // The university page shows the published review again once its island has refreshed.
    const live = page.waitForResponse((response) => response.url().includes('/api/trpc/universities.reviews'));
    await page.goto(`${baseURL}/university/${university.id}`);
    await waitForIslands(page);
    await live;
    await card(page, reported.id).getByText(reported.text).waitFor();
    expect(await card(page, screened.id).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('takes a decision from the keyboard alone', async () => {
    const { context, page } = await newPage(360);
    await logInInBrowser(page, baseURL, moderator, '/moderation');
    await page.waitForURL(`${baseURL}/moderation`);
    await waitForList(page, 'held');
    const onPublishButton = () =>
      page.evaluate((id) => {
        const element = document.activeElement;
        return (
          element?.tagName === 'BUTTON' &&
          !!element.closest(`article[data-review-id="${id}"]`) &&
          !!element.textContent?.startsWith('Publish')
        );
      }, forKeyboard.id);
    for (let i = 0; i < 200 && !(await onPublishButton()); i += 1) await page.keyboard.press('Tab');
    expect(await onPublishButton()).toBe(true);
    await page.keyboard.press('Enter');

    // Focus starts on the standard reason; the arrow keys move to a reason of one's own.
    await dialog(page).waitFor();
    const focused = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.closest('label')?.textContent ?? null);
    expect(await focused()).toBe(KEPT_REASON);
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('Write another reason');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    const reason = 'The address is a public timetable, not personal details.';
    await page.keyboard.type(reason);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Publish review');
    await page.keyboard.press('Enter');
    await status(page, 'Published. The decision is in the log.').waitFor();
    await card(page, forKeyboard.id).waitFor({ state: 'detached' });

    const decision = await prisma.moderationDecision.findFirstOrThrow({ where: { reviewId: forKeyboard.id } });
    expect({ action: decision.action, reason: decision.reason, moderatorId: decision.moderatorId }).toEqual({
      action: 'publish',
      reason,
      moderatorId: moderator.id,
    });
    expect((await prisma.review.findUniqueOrThrow({ where: { id: forKeyboard.id } })).status).toBe('published');
    await context.close();
  });

  for (const width of [360, 1280]) {
    it(`has no accessibility violations on each view and in each dialog (${width} px)`, async () => {
      const { context, page } = await newPage(width);
      await logInInBrowser(page, baseURL, moderator);
      await openView(page, 'reported');
      const reportedItem = card(page, stillReported.id);
      expect(await reportedItem.innerText()).toContain('About the town.');
      expect(await page.content()).not.toContain(reporters[0]!.username);
      await expectNoAxeViolations(page, `reported, ${width} px`);
      await openView(page, 'log');
      await expectNoAxeViolations(page, `log, ${width} px`);
      await openView(page, 'held');
      await expectNoAxeViolations(page, `held, ${width} px`);

      for (const action of ['Publish', 'Remove']) {
        const opener = card(page, forDialogs.id).getByRole('button', { name: new RegExp(`^${action}`) });
        await opener.click();
        await dialog(page).waitFor();
        if (action === 'Remove') {
          await dialog(page).getByRole('button', { name: 'Remove review' }).click();
          await dialog(page).getByRole('alert').filter({ hasText: 'Choose a reason.' }).waitFor();
        }
        await expectNoAxeViolations(page, `${action} dialog, ${width} px`);
        await page.keyboard.press('Escape');
        await dialog(page).waitFor({ state: 'hidden' });
        expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
      }
      expect((await prisma.review.findUniqueOrThrow({ where: { id: forDialogs.id } })).status).toBe('held');
      await context.close();
    });
  }
});
