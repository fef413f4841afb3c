// Each form is written once, as a server-rendered island: before its code arrives the form is
// complete and accessible, and with JavaScript off the page still shows the whole form (fields,
// hints, maxima, links), says when sending needs JavaScript, and the search forms, plain GET
// forms, still search: the results page shows its results and searches again without JavaScript.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, useBrowser } from '../support/browser.ts';
import { PASSWORD_RULE_HINT } from '#shared/accounts/password.ts';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  SCHOOL_COUNTRY_MAX,
  SCHOOL_NAME_MAX,
  SCHOOL_WEBSITE_MAX,
  SEARCH_MIN_LENGTH,
  USERNAME_MAX,
} from '#shared/limits.ts';

const baseURL = inject('baseURL');
const browserOf = useBrowser();

async function openWithoutJs(path: string, width = 1280): Promise<Page> {
  const context = await browserOf().newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(baseURL + path);
  expect(response?.status(), path).toBe(200);
  return page;
}

/** The no-JavaScript note (Playwright's text queries skip <noscript>, so it is found by its element). */
async function expectNote(page: Page, text: string) {
  const note = page.locator('noscript p');
  expect(await note.isVisible()).toBe(true);
  expect(await note.textContent()).toContain(text);
}

/** The one form of the page posts (a password never goes into the address) and is really there once. */
async function expectPostForm(page: Page, fieldIds: string[]) {
  expect(await page.locator('main form').count()).toBe(1);
  expect(await page.locator('main form').getAttribute('method')).toBe('post');
  for (const id of fieldIds) expect(await page.locator(`[id="${id}"]`).count(), id).toBe(1);
}

/** The field's hint is visible and read out with it. */
async function expectHint(page: Page, label: string, hint: string) {
  const field = page.getByLabel(label, { exact: true });
  const hintId = (await field.getAttribute('aria-describedby'))!.split(' ')[0]!;
  expect(await page.locator(`[id="${hintId}"]`).textContent()).toBe(hint);
  expect(await page.locator(`[id="${hintId}"]`).isVisible()).toBe(true);
}

describe("before the islands' code arrives", () => {
  // axe-core needs JavaScript to run, so the server-rendered forms are checked with the islands'
  // code held back instead: the same markup, less the <noscript> note.
  it('the server-rendered forms have no accessibility violations at 360 px', async () => {
    for (const path of ['/', '/signUp', '/login', '/forgotPassword', '/resetPassword', '/addSchool', '/contact']) {
      const context = await browserOf().newContext({ viewport: { width: 360, height: 900 } });
      await context.route('**/_astro/*.js', (route) => route.abort());
      const page = await context.newPage();
      await page.goto(baseURL + path);
      expect(await page.locator('astro-island[ssr] form').count(), path).toBeGreaterThan(0);
      await expectNoAxeViolations(page, `${path} before hydration`);
      await context.close();
    }
  });
});

describe('with JavaScript off', () => {
  it('the sign-up page shows the whole form, its hints and limit, and the links under it', async () => {
    for (const width of [1280, 360]) {
      const page = await openWithoutJs('/signUp', width);
      await expectNote(page, 'Signing up needs JavaScript');
      await expectPostForm(page, ['signup-username', 'signup-email', 'signup-password', 'signup-retype']);
      expect(await page.getByLabel('Username').getAttribute('maxlength')).toBe(String(USERNAME_MAX));
      await expectHint(page, 'Username', 'Shown on the reviews you post from your account.');
      await expectHint(page, 'Password', PASSWORD_RULE_HINT);
      expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('password');
      expect(await page.getByLabel('Retype Password', { exact: true }).getAttribute('autocomplete')).toBe('new-password');
      // The show/hide toggle needs JavaScript: not offered without it.
      expect(await page.getByRole('button', { name: /^Show/ }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Sign Up' }).isEnabled()).toBe(true);
      expect(await page.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
      expect(await page.getByRole('link', { name: 'Privacy Policy' }).first().getAttribute('href')).toBe('/privacy');
      await page.context().close();
    }
  });

  it('the login page shows the form and its links', async () => {
    const page = await openWithoutJs('/login');
    await expectNote(page, 'Logging in needs JavaScript');
    await expectPostForm(page, ['login-email', 'login-password']);
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('autocomplete')).toBe('current-password');
    expect(await page.getByRole('link', { name: 'Sign Up' }).last().getAttribute('href')).toBe('/signUp');
    expect(await page.getByRole('link', { name: 'Reset it here' }).getAttribute('href')).toBe('/forgotPassword');
    await page.context().close();
  });

  it('the forgot-password page shows the form, enabled, and how long the link lasts', async () => {
    const page = await openWithoutJs('/forgotPassword');
    await expectNote(page, 'This form needs JavaScript');
    await expectPostForm(page, ['forgot-email']);
    expect(await page.getByRole('button', { name: 'Send Reset Link' }).isEnabled()).toBe(true);
    expect(await page.getByText('The link works once and expires after 60 minutes.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
    await page.context().close();
  });

  it('the reset page shows both password fields and the password rule', async () => {
    const page = await openWithoutJs('/resetPassword?token=abc');
    await expectNote(page, 'This form needs JavaScript');
    await expectPostForm(page, ['reset-password', 'reset-confirm']);
    await expectHint(page, 'New Password', PASSWORD_RULE_HINT);
    expect(await page.getByRole('button', { name: 'Reset Password' }).isEnabled()).toBe(true);
    await page.context().close();
  });

  it('the add-school page shows the four fields with their limits and hint', async () => {
    const page = await openWithoutJs('/addSchool');
    await expectNote(page, 'This form needs JavaScript');
    await expectPostForm(page, ['school-name', 'school-country', 'school-website', 'school-email']);
    expect(await page.getByLabel('School name').getAttribute('maxlength')).toBe(String(SCHOOL_NAME_MAX));
    expect(await page.getByLabel('Country').getAttribute('maxlength')).toBe(String(SCHOOL_COUNTRY_MAX));
    expect(await page.getByLabel('Website').getAttribute('maxlength')).toBe(String(SCHOOL_WEBSITE_MAX));
    await expectHint(page, 'Your email', 'Only used if we have a question about your submission.');
    await page.context().close();
  });

  it('the contact page shows the four fields, the subjects, the limits and the hint', async () => {
    const page = await openWithoutJs('/contact');
    await expectNote(page, 'This form needs JavaScript');
    await expectPostForm(page, ['contact-name', 'contact-email', 'contact-subject', 'contact-message']);
    expect(await page.getByLabel('Name').getAttribute('maxlength')).toBe(String(CONTACT_NAME_MAX));
    expect(await page.getByLabel('Message').getAttribute('maxlength')).toBe(String(CONTACT_MESSAGE_MAX));
    const subject = page.getByLabel('Subject');
    expect(await subject.inputValue()).toBe('');
    expect(await subject.locator('option:not([disabled])').count()).toBe(6);
    await expectHint(page, 'Message', 'Reporting a review? Name the university and quote a few words of the review.');
    await page.context().close();
  });

  it('the home search submits to the results page, and Quick Compare says it needs JavaScript', async () => {
    const page = await openWithoutJs('/');
    const box = page.getByRole('combobox', { name: 'Search universities' });
    expect(await box.getAttribute('minlength')).toBe(String(SEARCH_MIN_LENGTH));
    await expectNote(page, 'Comparing universities needs JavaScript');
    expect(await page.getByRole('heading', { name: 'Quick Compare Universities' }).isVisible()).toBe(true);
    await box.fill('harvard');
    await box.press('Enter');
    await page.waitForURL(`${baseURL}/search/university?name=harvard`);
    await page.context().close();
  });

  it('the results page shows the results of its address and searches again with its own form', async () => {
    for (const width of [1280, 360]) {
      const page = await openWithoutJs('/search/university?name=harvard', width);
      const results = page.getByTestId('search-results').getByRole('listitem');
      expect(await page.getByRole('heading', { name: /^[\d,]+ universit(y|ies) found for "harvard"$/ }).isVisible()).toBe(true);
      expect(await results.getByRole('link', { name: 'Harvard University', exact: true }).isVisible()).toBe(true);
      expect(await page.locator('noscript').count()).toBe(0);
      const box = page.getByRole('searchbox', { name: 'University name' });
      expect(await box.inputValue()).toBe('harvard');
      await box.fill('oxford');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(`${baseURL}/search/university?name=oxford`);
      expect(await results.getByRole('link', { name: 'University of Oxford', exact: true }).isVisible()).toBe(true);
      expect(await box.inputValue()).toBe('oxford');
      await box.fill('');
      await box.press('Enter');
      await page.getByRole('heading', { name: 'Ready to search' }).waitFor();
      await page.context().close();
    }
  });
});
