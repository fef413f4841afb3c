// Account steps the browser tests share: sign up and log in through the real screens.
import type { Page } from 'playwright-core';
import { waitForIslands } from './browser.ts';

let counter = 0;

/** A fresh, valid set of credentials. */
export function newCredentials(prefix = 'student') {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return { username: `${prefix}_${tag}`, email: `${prefix}.${tag}@example.com`, password: 'Campus-life-2025' };
}

export async function signUpInBrowser(page: Page, baseURL: string, account: ReturnType<typeof newCredentials>) {
  await page.goto(`${baseURL}/signUp`);
  await waitForIslands(page);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Retype Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL(`${baseURL}/login`);
}

export async function logInInBrowser(page: Page, baseURL: string, account: { email: string; password: string }, next = '') {
  await page.goto(`${baseURL}/login${next ? `?next=${encodeURIComponent(next)}` : ''}`);
  await waitForIslands(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: /^Account/ }).waitFor();
}
