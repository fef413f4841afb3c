// The forms are server-rendered islands with uncontrolled fields: what a visitor types before the
// island's code arrives stays in the fields, feeds the live feedback once hydrated, and is what
// gets sent; the results page's box (a plain form with a small script) searches it once it runs. Each test holds the island's module back until the typing is done, and the page
// reports no error (a hydration mismatch would be one).
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, waitForIslands } from '../support/browser.ts';
import { e2eDb } from '../support/e2e-db.ts';
import { newCredentials, signUpInBrowser } from '../support/e2e-accounts.ts';

const baseURL = inject('baseURL');
const prisma = e2eDb();
const browserOf = useBrowser();
afterAll(() => prisma.$disconnect());

interface HeldPage {
  page: Page;
  /** Console errors and uncaught exceptions of the page. */
  problems: string[];
  /** Lets the island's module load, then waits until every island has hydrated. */
  hydrate: () => Promise<void>;
}

/** Opens `path` with the module of the island `component` held back until `hydrate()`. */
async function openHeld(path: string, component: string, width = 1280): Promise<HeldPage> {
  const context = await browserOf().newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/_astro/${component}\\.[\\w-]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(baseURL + path, { waitUntil: 'domcontentloaded' });
  return {
    page,
    problems,
    hydrate: async () => {
      // Everything so far was typed into the server-rendered form.
      expect(await page.locator(`astro-island[ssr][component-url*="/${component}."]`).count()).toBe(1);
      release();
      await waitForIslands(page);
    },
  };
}

describe('text typed before hydration', () => {
  it('is kept, checked and sent by the sign-up form', async () => {
    const account = newCredentials('early');
    const { page, problems, hydrate } = await openHeld('/signUp', 'SignUpForm', 360);
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Retype Password', { exact: true }).fill(account.password);
    await hydrate();

    expect(await page.getByLabel('Username').inputValue()).toBe(account.username);
    // The live feedback starts from what was typed.
    expect(await page.getByTestId('strength-bar').getAttribute('data-colour')).toBe('green');
    expect(await page.getByText('Passwords match').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Show password' }).waitFor();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${baseURL}/login`);
    expect(await prisma.user.count({ where: { email: account.email, username: account.username } })).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('is kept and sent by the login form', async () => {
    const account = newCredentials('early_login');
    const setup = await browserOf().newContext();
    await signUpInBrowser(await setup.newPage(), baseURL, account);
    await setup.close();

    const { page, problems, hydrate } = await openHeld('/login', 'LoginForm');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await hydrate();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: /^Account/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    // Logged in, the login page sends the visitor on; its islands read the login only after
    // hydration, so the server's markup still matched.
    await page.goto(`${baseURL}/login?next=%2Ffaq`);
    await page.waitForURL(`${baseURL}/faq`);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('is kept and sent by the contact form, subject included', async () => {
    const name = `Early Writer ${Date.now().toString(36)}`;
    const { page, problems, hydrate } = await openHeld('/contact', 'ContactForm');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Email').fill('early@example.com');
    await page.getByLabel('Subject').selectOption('support');
    await page.getByLabel('Message').fill('Typed before the page was ready.');
    await hydrate();

    expect(await page.getByLabel('Subject').inputValue()).toBe('support');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByTestId('contact-thanks').waitFor();
    const stored = await prisma.contactMessage.findFirstOrThrow({ where: { name } });
    expect(stored).toMatchObject({ email: 'early@example.com', subject: 'support', message: 'Typed before the page was ready.' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('is kept by the home search box, which then offers its suggestions', async () => {
    const { page, problems, hydrate } = await openHeld('/', 'HomeSearch');
    const box = page.getByRole('combobox', { name: 'Search universities' });
    await box.pressSequentially('harvard');
    await hydrate();

    expect(await box.inputValue()).toBe('harvard');
    await page.getByRole('option', { name: /Harvard University/ }).waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\/university\?name=harvard$/);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("is searched by the results page's box once its live search script runs", async () => {
    const context = await browserOf().newContext({ viewport: { width: 360, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/*.js', async (route) => {
      await held;
      await route.continue();
    });
    // Module scripts hold DOMContentLoaded back, so the page is used as soon as it arrives.
    await page.goto(`${baseURL}/search/university?name=harvard`, { waitUntil: 'commit' });
    const box = page.getByRole('searchbox', { name: 'University name' });
    // The server's results for the address are there before any script.
    await page.getByRole('heading', { name: /found for "harvard"/ }).waitFor();
    await box.fill('oxford');
    release();
    await page.getByRole('heading', { name: /found for "oxford"/ }).waitFor();
    expect(new URL(page.url()).searchParams.get('name')).toBe('oxford');
    expect(await box.inputValue()).toBe('oxford');
    expect(problems).toEqual([]);
    await context.close();
  });
});
