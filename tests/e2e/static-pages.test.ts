// The help and policy pages, the FAQ and the static shells of the interactive pages, as a visitor
// sees them in the built site: reachable, accessible at desktop and phone widths, usable by keyboard
// and without JavaScript.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, describeViolations, launchBrowser } from '../support/browser.ts';
import { GUIDELINES } from '#shared/trust/guidelines.ts';

const baseURL = inject('baseURL');
let browser: Browser;

const POLICY_PAGES = ['/about', '/guidelines', '/terms', '/privacy', '/copyright'];
const PAGES = [
  ...POLICY_PAGES,
  '/faq',
  '/login',
  '/signUp',
  '/forgotPassword',
  '/resetPassword',
  '/profile',
  '/savedReviews',
  '/addSchool',
  '/contact',
  '/search/university',
];
const FAQ_TABS = ['Account', 'Reviews', 'Features', 'Technical'];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, options: { width?: number; javaScript?: boolean; withoutIslands?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    javaScriptEnabled: options.javaScript ?? true,
  });
  if (options.withoutIslands) await context.route('**/_astro/*.js', (route) => route.abort());
  const page = await context.newPage();
  const response = await page.goto(baseURL + path);
  expect(response?.status(), path).toBe(200);
  return page;
}

describe('static pages', () => {
  for (const width of [1280, 360]) {
    // One test per page: each gets its own time limit and names the page when it fails.
    it.each(PAGES)(`%s answers 200 and has no accessibility violations at ${width} px`, async (path) => {
      // The account pages send a logged-out visitor to /login at once; their own content is
      // the static panel, checked with the islands' code held back (the login screen is
      // checked as itself).
      const guarded = path === '/profile' || path === '/savedReviews';
      const page = await open(path, { width, withoutIslands: guarded });
      const violations = await axeViolations(page);
      expect(describeViolations(violations), `${path} at ${width} px`).toBe('');
      await page.context().close();
    });
  }

  it('show the policies date on every policy page', async () => {
    for (const path of POLICY_PAGES) {
      const page = await open(path);
      expect(await page.getByText('Last updated September 1, 2025').isVisible(), path).toBe(true);
      await page.context().close();
    }
  });

  it('keep the space between a line of text and the link that starts the next line', async () => {
    const page = await open('/about', { javaScript: false });
    expect(await page.locator('footer').innerText()).toContain('Tell us through the contact page.');
    expect(await page.locator('main').innerText()).toContain('delete it at any time from Saved Reviews.');
    await page.context().close();
  });

  it('keep the forgot-password page out of search engines', async () => {
    const page = await open('/forgotPassword');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await page.context().close();
  });

  it('ask a logged-out visitor of the account pages to log in', async () => {
    for (const path of ['/profile', '/savedReviews']) {
      const page = await open(path, { javaScript: false });
      expect(await page.getByRole('heading', { name: 'Authentication Required' }).isVisible(), path).toBe(true);
      expect(await page.getByRole('link', { name: 'Go to Login' }).getAttribute('href'), path).toMatch(/^\/login(\?|$)/);
      await page.context().close();
    }
  });

  it('say that a form needs JavaScript when it is off', async () => {
    const page = await open('/login', { javaScript: false });
    // Playwright's text queries skip <noscript>, so the note is found by its element.
    const note = page.locator('noscript p');
    expect(await note.isVisible()).toBe(true);
    expect(await note.textContent()).toContain('Logging in needs JavaScript');
    expect(await page.getByLabel('Email').getAttribute('type')).toBe('email');
    await page.context().close();
  });
});

describe('Community Guidelines', () => {
  it('explain reporting with the reasons of the report dialog, not the contact form', async () => {
    const page = await open('/guidelines', { javaScript: false });
    const main = page.locator('main');
    const text = await main.innerText();
    // Rendered from the same list as the dialog, so the two cannot drift apart.
    for (const guideline of GUIDELINES) expect(text).toContain(`${guideline.label}. ${guideline.rule}`);
    expect(text).toContain('Every review has a Report button.');
    expect(text).toContain('Reporters are never named');
    expect(text).not.toContain('Report a review');
    expect(await main.getByRole('heading', { name: 'What happens when a guideline is broken' }).isVisible()).toBe(true);
    expect(text).toContain('We never remove a review for being negative, or because a university asks us to.');
    await page.context().close();
  });
});

describe('FAQ', () => {
  it('switches categories with the keyboard alone', async () => {
    const page = await open('/faq');
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    const tab = (name: string) => page.getByRole('tab', { name });
    const expectSelected = async (name: string) => {
      for (const other of FAQ_TABS) {
        const selected = other === name;
        expect(await tab(other).getAttribute('aria-selected'), other).toBe(String(selected));
        const panelId = (await tab(other).getAttribute('aria-controls'))!;
        expect(await page.locator(`#${panelId}`).isVisible(), `${other} panel`).toBe(selected);
      }
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(name);
    };

    await tab('Account').focus();
    await page.keyboard.press('ArrowRight');
    await expectSelected('Reviews');
    expect(await page.getByRole('tabpanel').getByRole('heading', { name: 'Can I edit my review?' }).isVisible()).toBe(true);
    await page.keyboard.press('End');
    await expectSelected('Technical');
    await page.keyboard.press('ArrowRight');
    await expectSelected('Account');
    await page.keyboard.press('ArrowLeft');
    await expectSelected('Technical');
    await page.keyboard.press('Home');
    await expectSelected('Account');
    // Only the selected tab is in the tab order: Tab moves on into its panel.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('faq-account');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows all four sections in order without JavaScript', async () => {
    const page = await open('/faq', { javaScript: false });
    const headings = page.getByRole('heading', { level: 2 });
    const visible: string[] = [];
    for (const heading of await headings.all()) {
      if (await heading.isVisible()) visible.push((await heading.textContent())!.trim());
    }
    expect(visible.filter((text) => FAQ_TABS.includes(text))).toEqual(FAQ_TABS);
    expect(await page.getByRole('tablist').count()).toBe(0);
    expect(await page.getByText('Searching the help pages needs JavaScript').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    await page.context().close();
  });

  it('finds the privacy page for "auth-storage" with the help search', async () => {
    const page = await open('/faq');
    await page.getByLabel('Search the FAQ and the policy pages').fill('auth-storage');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = page.locator('[data-help-search] ol');
    await results.getByRole('link', { name: 'Privacy Policy' }).waitFor();
    expect(await results.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    // Only help pages are searched: no university page is ever offered.
    for (const href of await results.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).not.toMatch(/^\/university\//);
    }

    // The FAQ's own hit leads to the category that holds the answer.
    await results.getByRole('link', { name: 'Frequently Asked Questions' }).click();
    await page.waitForFunction(() => document.getElementById('faq-tab-technical')?.getAttribute('aria-selected') === 'true');
    expect(await page.getByRole('tabpanel').getByRole('heading', { name: 'What does the site store in my browser?' }).isVisible()).toBe(
      true,
    );
    await page.context().close();
  });

  it('searches for what was sent before the search script ran (/faq?q=...)', async () => {
    // The form shows before its script arrives; a search sent that early reloads the page with ?q=.
    const page = await open('/faq?q=auth-storage');
    const results = page.locator('[data-help-search] ol');
    await results.getByRole('link', { name: 'Privacy Policy' }).waitFor();
    expect(await page.getByLabel('Search the FAQ and the policy pages').inputValue()).toBe('auth-storage');
    await page.context().close();
  });

  it('finds the answers about moderation with the help search', async () => {
    const page = await open('/faq');
    await page.getByLabel('Search the FAQ and the policy pages').fill('appeal');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = page.locator('[data-help-search] ol');
    await results.getByRole('link', { name: 'Frequently Asked Questions' }).click();
    await page.waitForFunction(() => document.getElementById('faq-tab-reviews')?.getAttribute('aria-selected') === 'true');
    const panel = page.getByRole('tabpanel');
    for (const question of [
      'How do I report a review?',
      'Why is my review waiting for a moderator?',
      'My review was removed. What can I do?',
      'Can I edit my review?',
      'Who are the moderators?',
    ]) {
      expect(await panel.getByRole('heading', { name: question }).isVisible(), question).toBe(true);
    }
    expect(await panel.innerText()).not.toContain('Report a review');
    await page.context().close();
  });
});
