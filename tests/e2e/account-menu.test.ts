// The header's account menu without React (src/components/SiteHeader.astro, account-menu.ts): a
// visitor's links are static HTML (they work with JavaScript off); a signed-in user gets 'Account'
// in the same place, without the header moving, opened with Enter or Space, closed with Escape
// (focus back on the button) or a click outside; Moderation only for moderators; Logout confirmed
// in a dialog, then home and signed out. axe at 360 px with the menu and the dialog open.
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage as openPageAt, useBrowser } from '../support/browser.ts';
import { e2eDb } from '../support/e2e-db.ts';
import { newCredentials } from '../support/e2e-accounts.ts';

const baseURL = inject('baseURL');
const prisma = e2eDb();
const browserOf = useBrowser();
afterAll(() => prisma.$disconnect());

async function post(path: string, body: unknown) {
  const response = await fetch(`${baseURL}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A new account made through the REST API; the moderator role is set as the operator's command sets it. */
async function account(prefix: string, role?: 'moderator') {
  const credentials = newCredentials(prefix);
  const signup = await post('/users/signup', credentials);
  expect(signup.status).toBe(201);
  const id = (signup.body.user as { id: number }).id;
  if (role) await prisma.user.update({ where: { id }, data: { role }, select: { id: true } });
  return credentials;
}

/** Logs in through the REST API and stores the session as the auth store does, then opens `path`. */
async function signedInPage(credentials: { email: string; password: string }, path = '/privacy', width = 360) {
  const login = await post('/users/login', { email: credentials.email, password: credentials.password });
  expect(login.status).toBe(200);
  const { token, refreshToken, user } = login.body;
  const { context, page } = await openPageAt(browserOf(), width);
  await page.goto(`${baseURL}${path}`);
  await page.evaluate((stored) => localStorage.setItem('auth-storage', stored), JSON.stringify({ token, refreshToken, user }));
  await page.reload();
  return { context, page };
}

const accountButton = (page: Page) => page.getByRole('button', { name: /^Account/ });
const menu = (page: Page) => page.locator('#account-menu');
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** Where the header and its account area sit. */
const headerBoxes = (page: Page) =>
  page.evaluate(() =>
    ['header', '#account-nav', 'header a[href="/"]'].map((selector) => {
      const { x, y, width, height } = document.querySelector(selector)!.getBoundingClientRect();
      return { selector, x, y, width, height };
    }),
  );

describe('the account menu', () => {
  it("shows a visitor's links without JavaScript", async () => {
    const context = await browserOf().newContext({ viewport: { width: 360, height: 800 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}/about`);
    expect(await page.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(await page.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signUp');
    expect(await accountButton(page).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Profile' }).count()).toBe(0);
    await context.close();
  });

  it('opens and closes with the keyboard, keeps the header still, and has no Moderation link for a member', async () => {
    const member = await account('menu');
    const visitor = await openPageAt(browserOf(), 360);
    await visitor.page.goto(`${baseURL}/privacy`);
    await visitor.page.getByRole('link', { name: 'Login' }).waitFor();
    const visitorBoxes = await headerBoxes(visitor.page);
    await visitor.context.close();

    const { context, page } = await signedInPage(member);
    const button = accountButton(page);
    await button.waitFor();
    expect(await button.textContent()).toContain(member.username);
    expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(0);
    expect(await headerBoxes(page)).toEqual(visitorBoxes);

    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await button.getAttribute('aria-controls')).toBe('account-menu');
    expect(await menu(page).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Moderation' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'menu open at 360 px');
    for (const item of ['Profile', 'Saved Reviews', 'Logout']) {
      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe(item);
    }
    expect(await page.getByRole('link', { name: 'Saved Reviews' }).getAttribute('href')).toBe('/savedReviews');
    await page.keyboard.press('Escape');
    expect(await menu(page).isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press('Space');
    expect(await menu(page).isVisible()).toBe(true);
    await page.mouse.click(10, 700);
    expect(await menu(page).isVisible()).toBe(false);

    // Tabbing past the last item closes the menu.
    await button.click();
    await page.getByRole('button', { name: 'Logout' }).focus();
    await page.keyboard.press('Tab');
    expect(await menu(page).isVisible()).toBe(false);
    await context.close();
  });

  it('shows Moderation to a moderator', async () => {
    const moderator = await account('menu_mod', 'moderator');
    const { context, page } = await signedInPage(moderator, '/faq', 1280);
    await accountButton(page).click();
    const link = page.getByRole('link', { name: 'Moderation' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/moderation');
    await context.close();
  });

  it('logs out after the confirmation, and stays in when it is cancelled', async () => {
    const member = await account('menu_out');
    const { context, page } = await signedInPage(member);
    await accountButton(page).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('You will need to log in again to like reviews or manage your own.');
    expect(await focusedText(page)).toBe('Log Out');
    expect(await menu(page).isVisible()).toBe(false);
    await expectNoAxeViolations(page, 'logout dialog at 360 px');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await accountButton(page).evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('auth-storage'))).not.toBeNull();

    await accountButton(page).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await accountButton(page).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await dialog.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(`${baseURL}/`);
    await page.getByRole('link', { name: 'Login' }).waitFor();
    expect(await accountButton(page).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('auth-storage'))).toBeNull();
    await context.close();
  });
});
