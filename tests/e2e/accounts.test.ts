import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, newPage as openPageAt, useBrowser, waitForIslands } from '../support/browser.ts';
import { e2eDb } from '../support/e2e-db.ts';
import { readMailsIn } from '../support/outbox.ts';
import { logInInBrowser, newCredentials, signUpInBrowser } from '../support/e2e-accounts.ts';

const baseURL = inject('baseURL');
const outbox = path.join(inject('e2eDir'), 'outbox');
const prisma = e2eDb();
const browserOf = useBrowser();
afterAll(() => prisma.$disconnect());
const newPage = (width = 1280) => openPageAt(browserOf(), width);

describe('accounts in the browser', () => {
  it('signs up, logs in, stays in after a reload, renames, changes the password and logs out', async () => {
    const account = newCredentials();
    const { context, page } = await newPage();
    await page.goto(`${baseURL}/signUp`);
    await waitForIslands(page);
    await expectNoAxeViolations(page);

    // The documented checks in order, with their texts (docs/rules/accounts-and-tokens.md#account-forms).
    await page.getByRole('button', { name: 'Sign Up' }).click();
    expect(await page.getByRole('alert').textContent()).toContain('All fields are required.');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('weak');
    await page.getByLabel('Retype Password', { exact: true }).fill('weak2');
    expect(await page.getByText('Passwords do not match').isVisible()).toBe(true);
    expect(await page.getByTestId('strength-bar').getAttribute('data-colour')).toBe('red');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    expect(await page.getByRole('alert').textContent()).toContain('Please enter a valid email address.');
    await expectNoAxeViolations(page);

    await signUpInBrowser(page, baseURL, account);
    expect(await prisma.user.count({ where: { email: account.email } })).toBe(1);

    await page.goto(`${baseURL}/login`);

    await waitForIslands(page);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect(await page.getByRole('alert').textContent()).toContain('Invalid email or password');
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    await expectNoAxeViolations(page);

    await logInInBrowser(page, baseURL, account);
    await page.reload();
    await page.getByRole('button', { name: /^Account/ }).waitFor();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('auth-storage')))!);
    expect(Object.keys(stored).sort()).toEqual(['refreshToken', 'token', 'user']);

    // A second browser, logged in as the same user.
    const other = await newPage();
    await logInInBrowser(other.page, baseURL, account);

    await page.getByRole('button', { name: /^Account/ }).click();
    await page.getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Edit Details' }).click();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Change username' }).click();
    const renamed = `${account.username}_new`;
    await page.getByLabel('New username').fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Username updated successfully').waitFor();
    expect(await page.getByTestId('profile-username').textContent()).toBe(renamed);
    expect((await prisma.user.findUniqueOrThrow({ where: { email: account.email } })).username).toBe(renamed);

    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByLabel('Retype New Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await page.getByRole('alert').textContent()).toContain('Password must meet at least 3 complexity requirements');
    await page.getByLabel('New Password', { exact: true }).fill('Another-pass-2026');
    await page.getByLabel('Retype New Password', { exact: true }).fill('Another-pass-2026');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Password updated successfully').waitFor();

    // This browser stays in; the other one is signed out on its next request.
    await page.reload();
    await page.getByTestId('profile-username').waitFor();
    await other.page.goto(`${baseURL}/profile`);
    await waitForIslands(other.page);
    await other.page.waitForURL(/\/login\?next=%2Fprofile/);
    await other.context.close();

    await page.getByRole('button', { name: /^Account/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expectNoAxeViolations(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(`${baseURL}/`);
    await page.getByRole('link', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth-storage'))).toBeNull();
    await context.close();
  });

  it('resets a forgotten password through the link in the outbox, once', async () => {
    const account = newCredentials('forgetful');
    const { context, page } = await newPage(360);
    await signUpInBrowser(page, baseURL, account);
    await page.goto(`${baseURL}/forgotPassword`);
    await waitForIslands(page);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await expectNoAxeViolations(page);

    let link = '';
    await expect
      .poll(
        () => {
          const mail = readMailsIn(outbox).find((m) => m.to.includes(account.email));
          link = /https?:\/\/\S+\/resetPassword\?token=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
          return link;
        },
        { timeout: 10_000 },
      )
      .not.toBe('');
    const resetUrl = `${baseURL}${new URL(link).pathname}${new URL(link).search}`;

    await page.goto(resetUrl);

    await waitForIslands(page);
    await page.getByLabel('New Password', { exact: true }).fill('Fresh-start-2026');
    expect(await page.getByTestId('strength-bar').getAttribute('data-colour')).toBe('green');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('Fresh-start-2026');
    expect(await page.getByText('Passwords match').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { name: 'Password Reset!' }).waitFor();
    await page.waitForURL(`${baseURL}/login`, { timeout: 10_000 });

    await logInInBrowser(page, baseURL, { email: account.email, password: 'Fresh-start-2026' });

    await page.goto(resetUrl);

    await waitForIslands(page);
    await page.getByRole('link', { name: 'Request New Reset Link' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('logs out every tab when one tab logs out', async () => {
    const account = newCredentials('tabs');
    const { context, page } = await newPage();
    await signUpInBrowser(page, baseURL, account);
    await logInInBrowser(page, baseURL, account);
    const second = await context.newPage();
    await second.goto(`${baseURL}/profile`);
    await waitForIslands(second);
    await second.getByTestId('profile-username').waitFor();

    await page.getByRole('button', { name: /^Account/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log Out' }).click();
    await second.waitForURL(/\/login\?next=%2Fprofile/, { timeout: 10_000 });
    await context.close();
  });

  it('logs in with the keyboard alone and comes back to the page it was sent from', async () => {
    const account = newCredentials('keys');
    const { context, page } = await newPage();
    await signUpInBrowser(page, baseURL, account);
    await page.goto(`${baseURL}/savedReviews`);
    await waitForIslands(page);
    await page.waitForURL(/\/login\?next=%2FsavedReviews/);
    await page.getByLabel('Email').waitFor();
    await page.keyboard.press('Tab');
    for (let i = 0; i < 30 && !(await page.evaluate(() => document.activeElement?.id === 'login-email')); i += 1) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type(account.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseURL}/savedReviews`);
    await page.getByText('No reviews found').waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('deletes an account and its reviews disappear from the site', async () => {
    const account = newCredentials('leaving');
    const { context, page } = await newPage();
    await signUpInBrowser(page, baseURL, account);
    await logInInBrowser(page, baseURL, account);
    const user = await prisma.user.findUniqueOrThrow({ where: { email: account.email } });
    const university = await prisma.university.findFirstOrThrow({ select: { id: true } });
    const token = JSON.parse((await page.evaluate(() => localStorage.getItem('auth-storage')))!).token as string;
    const ratings = Object.fromEntries(
      [
        'overall',
        'academic',
        'professors',
        'difficulty',
        'opportunities',
        'internet',
        'safety',
        'social_life',
        'clubs',
        'facilities',
        'athletics',
        'location',
        'housing',
        'food',
        'transportation',
        'happiness',
      ].map((k) => [`${k}_rating`, 4]),
    );
    const submitted = await fetch(`${baseURL}/api/reviews/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ university_id: university.id, review_text: 'Leaving soon, but it was good.', ...ratings }),
    });
    expect(submitted.status).toBe(200);
    const { review_id } = (await submitted.json()) as { review_id: number };

    await page.goto(`${baseURL}/savedReviews`);

    await waitForIslands(page);
    await page.getByText('Leaving soon, but it was good.').waitFor();
    await page.goto(`${baseURL}/profile`);
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expectNoAxeViolations(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Delete Account' }).click();
    await page.waitForURL(`${baseURL}/`, { timeout: 10_000 });

    expect(await prisma.user.count({ where: { id: user.id } })).toBe(0);
    expect(await prisma.review.count({ where: { id: review_id } })).toBe(0);
    const page1 = (await (await fetch(`${baseURL}/api/specificUni/${university.id}/reviews`)).json()) as { reviews: { id: number }[] };
    expect(page1.reviews.some((r) => r.id === review_id)).toBe(false);
    await context.close();
  });
});
