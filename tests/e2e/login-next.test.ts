// After signing in, `?next=` leads only to a path of this site, however it is dressed up.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from '../support/browser.ts';
import { logInInBrowser, newCredentials, signUpInBrowser } from '../support/e2e-accounts.ts';

const baseURL = inject('baseURL');
const browserOf = useBrowser();
const account = newCredentials('next');

beforeAll(async () => {
  const { context, page } = await newPage(browserOf());
  await signUpInBrowser(page, baseURL, account);
  await context.close();
});

describe('the login page with ?next=', () => {
  it.each([
    ['a protocol-relative URL', '//x.example/'],
    ['a backslash', '/\\x.example'],
    ['a tab after the slash (/%09/x)', '/\t/x.example'],
    ['a newline after the slash', '/\n/x.example'],
    ['javascript:', 'javascript:alert(document.domain)'],
    ['an absolute URL', 'https://x.example/'],
  ])('stays on this site for %s', async (_case, next) => {
    const { context, page } = await newPage(browserOf());
    try {
      await logInInBrowser(page, baseURL, account, next);
      await page.waitForURL((url) => url.pathname !== '/login');
      expect(new URL(page.url()).origin).toBe(baseURL);
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await context.close();
    }
  });

  it('follows a path of this site', async () => {
    const { context, page } = await newPage(browserOf());
    try {
      await logInInBrowser(page, baseURL, account, '/faq');
      await page.waitForURL(`${baseURL}/faq`);
    } finally {
      await context.close();
    }
  });
});
