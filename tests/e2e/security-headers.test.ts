// The headers every response carries (src/edge/security-headers.ts), and that the site works under its
// Content-Security-Policy, which allows inline scripts and styles only by hash (the build lists
// them: integrations/csp.mjs): every kind of page hydrates, answers a few interactions, calls the
// API and runs Pagefind, and the browser reports no violation; inline code that is not the
// build's own is refused.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, waitForIslands } from '../support/browser.ts';
import { logInInBrowser, newCredentials, signUpInBrowser } from '../support/e2e-accounts.ts';
import { inlineProblems } from '#integrations/csp.mjs';

const baseURL = inject('baseURL');
const browser = useBrowser();

const PATHS = {
  'a prerendered page': '/university/1',
  'an on-demand page': '/compare?uni1=1&uni2=2',
  'the 404 page': '/no-such-page',
  'a static script': '/pagefind/pagefind.js',
};

/** API replies: answered past Astro, through Astro, refused before any route, and an escaped path Astro routes to the API. */
const API_REQUESTS: Record<string, { path: string; init?: RequestInit }> = {
  'a REST reply': { path: '/api/specificUni/getFeaturedUniversities' },
  'a REST reply through Astro': { path: '/api/specificUni/%31' },
  'a tRPC reply': { path: '/api/trpc/universities.featured' },
  'a POST refused': { path: '/api/reviews/submit', init: { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } } },
  'an unknown API path': { path: '/api/no-such-call' },
  'an escaped API path': { path: '/%61pi/specificUni/1' },
};

/** The headers every reply carries besides its policy. */
function expectOtherSecurityHeaders(response: Response): void {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('permissions-policy')).toContain('camera=()');
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  // The test server is plain HTTP: HSTS there would lock browsers out of localhost.
  expect(response.headers.get('strict-transport-security')).toBeNull();
}

/** The sources one directive of a policy lists (empty when it is absent). */
function sources(csp: string, directive: string): string[] {
  const found = csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return found ? found.slice(1) : [];
}

/** The hashes (without quotes) a directive allows. */
const hashes = (csp: string, directive: string) =>
  sources(csp, directive)
    .filter((s) => s.startsWith("'sha"))
    .map((s) => s.slice(1, -1));

describe('security headers', () => {
  for (const [what, path] of Object.entries(PATHS)) {
    it(`are on ${what}`, async () => {
      const response = await fetch(baseURL + path, { redirect: 'manual' });
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("connect-src 'self'");
      // Inline code only by hash; eval never; WebAssembly for Pagefind.
      expect(sources(csp, 'script-src')).toEqual(expect.arrayContaining(["'self'", "'wasm-unsafe-eval'"]));
      expect(sources(csp, 'script-src')).not.toContain("'unsafe-inline'");
      expect(sources(csp, 'script-src')).not.toContain("'unsafe-eval'");
      expect(hashes(csp, 'script-src').length).toBeGreaterThan(0);
      expect(sources(csp, 'style-src')).not.toContain("'unsafe-inline'");
      expectOtherSecurityHeaders(response);
    });
  }

  for (const [what, { path, init }] of Object.entries(API_REQUESTS)) {
    it(`are on ${what}, with the API's policy: nothing loads, nothing runs, no framing`, async () => {
      const response = await fetch(baseURL + path, { redirect: 'manual', ...init });
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(response.headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'");
      expectOtherSecurityHeaders(response);
    });
  }
});

/**
 * Every inline script and style the page is sent with is one its header allows by hash, and it has
 * no style or event-handler attribute: checked on the bytes, so that nothing depends on a browser
 * happening to run the code.
 */
async function expectInlineCodeAllowed(path: string): Promise<void> {
  const response = await fetch(baseURL + path);
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(sources(csp, 'script-src'), path).not.toContain("'unsafe-inline'");
  const page = Buffer.from(await response.arrayBuffer()).toString('latin1');
  // A page without islands has no island loader, but the processed scripts Astro inlines are there.
  expect(page, `${path} has inline scripts`).toMatch(/<script(?: type="module")?>\S/);
  expect(inlineProblems(page, { scriptHashes: hashes(csp, 'script-src'), styleHashes: hashes(csp, 'style-src') }), path).toEqual([]);
}

/** Opens `path` and collects every Content-Security-Policy violation the page reports, on this and later documents. */
async function openWatched(path: string): Promise<{ page: Page; violations: string[] }> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI}: ${event.sample}`,
      );
    });
  });
  await page.goto(baseURL + path);
  return { page, violations };
}

/** A moment for violations still being reported (the event and the console message are async). */
const settle = (page: Page) => page.waitForTimeout(250);

/** Every element sized or filled by a percent class gets its --pct, and the bars among them a width. */
async function expectPercentClassesApplied(page: Page): Promise<void> {
  const shown = await page.locator('[class*="pct-"]').evaluateAll((nodes) =>
    nodes.map((node) => ({
      pct: getComputedStyle(node).getPropertyValue('--pct').trim(),
      bar: node.classList.contains('w-(--pct)'),
      width: node.getBoundingClientRect().width,
      percent: Number(/\bpct-(\d+)\b/.exec(node.className)?.[1]),
    })),
  );
  expect(shown.length).toBeGreaterThan(0);
  for (const { pct, bar, width, percent } of shown) {
    expect(pct).not.toBe('');
    if (bar && percent > 0) expect(width).toBeGreaterThan(0);
  }
}

/** What each kind of page is asked to do once its islands have hydrated. */
const PAGE_TYPES: Record<string, { path: string; use: (page: Page) => Promise<void> }> = {
  'the home page': {
    path: '/',
    use: async (page) => {
      await page.getByRole('combobox').first().fill('univ');
      await page.getByRole('option').first().waitFor();
      await page.getByRole('button', { name: 'Quick Compare Universities' }).click();
      await page.getByRole('button', { name: 'Compare Now' }).waitFor();
    },
  },
  'search results': {
    path: '/search/university?name=univ',
    use: async (page) => {
      await page.getByTestId('search-results').getByRole('listitem').first().waitFor();
      await expectPercentClassesApplied(page);
      const box = page.getByRole('searchbox', { name: 'University name' });
      await box.fill('oxford');
      await box.press('Enter');
      await page.getByRole('heading', { name: /found for "oxford"/ }).waitFor();
    },
  },
  'a university page': {
    path: '/university/1',
    use: async (page) => {
      await expectPercentClassesApplied(page);
      await page.getByLabel('Sort by').selectOption('popular');
      await page.waitForURL(/sort=/);
      await page.getByRole('article').first().waitFor();
      await page.getByRole('button', { name: 'Compare', exact: true }).click();
      await page.getByRole('dialog', { name: 'Compare With' }).waitFor();
      await page.keyboard.press('Escape');
    },
  },
  'a university page rendered on demand': {
    path: '/live/university/1',
    use: async (page) => {
      await expectPercentClassesApplied(page);
      await page.getByLabel('Sort by').selectOption('popular');
      await page.getByRole('article').first().waitFor();
    },
  },
  'the comparison': {
    path: '/compare?uni1=1&uni2=2',
    use: async (page) => {
      await expectPercentClassesApplied(page);
      await page.getByRole('combobox', { name: 'Second university' }).fill('harv');
      await page.getByRole('option').first().waitFor();
    },
  },
  'the review form': {
    path: '/addReview/1',
    use: async (page) => {
      await page.getByRole('radio', { name: '4 stars' }).first().check();
      await page.getByLabel(/Your review/).fill('Friendly campus');
      await page.getByText('15 / 5,000 characters').waitFor();
    },
  },
  'the login page': {
    path: '/login',
    use: async (page) => {
      await page.getByLabel('Email').fill('nobody@example.com');
      await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    },
  },
  'the sign-up page': {
    path: '/signUp',
    use: async (page) => {
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await page.getByRole('alert').filter({ hasText: 'All fields are required.' }).waitFor();
      await page.getByLabel('Password', { exact: true }).fill('Campus-life-2025');
      await page.getByTestId('strength-bar').waitFor();
    },
  },
  'the FAQ': {
    path: '/faq',
    use: async (page) => {
      await page.getByRole('tab', { name: 'Reviews' }).click();
      await page.getByLabel('Search the FAQ and the policy pages').fill('password');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.locator('[data-help-search] ol a').first().waitFor();
    },
  },
  'a policy page': {
    path: '/privacy',
    use: async (page) => {
      await page.getByRole('navigation', { name: 'Policies' }).getByRole('link', { name: 'Terms of Use' }).click();
      await page.waitForURL(/\/terms$/);
      await waitForIslands(page);
    },
  },
  'the 404 page': {
    path: '/no-such-page',
    use: async (page) => {
      await page.getByText(/taken to the home page in \d+ seconds/).waitFor();
      await page.getByLabel('Search universities').focus();
      await page.getByText('Search below, or go to the home page.').waitFor();
    },
  },
};

describe('the Content-Security-Policy', () => {
  for (const [what, { path, use }] of Object.entries(PAGE_TYPES)) {
    it(`lets ${what} hydrate and work with no violation`, async () => {
      await expectInlineCodeAllowed(path);
      const { page, violations } = await openWatched(path);
      await waitForIslands(page);
      await use(page);
      await settle(page);
      expect(violations).toEqual([]);
      await page.context().close();
    });
  }

  it('lets an account sign up, log in and edit its profile with no violation', async () => {
    const account = newCredentials('csp');
    const { page, violations } = await openWatched('/signUp');
    await signUpInBrowser(page, baseURL, account);
    await logInInBrowser(page, baseURL, account);
    await expectInlineCodeAllowed('/profile');
    await page.goto(`${baseURL}/profile`);
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Edit Details' }).click();
    await page.getByRole('button', { name: 'Change username' }).waitFor();
    await page.goto(`${baseURL}/privacy`);
    await waitForIslands(page);
    await page.getByRole('button', { name: /^Account/ }).click();
    await page.getByRole('link', { name: 'Profile', exact: true }).waitFor();
    await settle(page);
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it("refuses inline code that is not the build's own: a script, an event handler, a style attribute", async () => {
    const { page, violations } = await openWatched('/about');
    await waitForIslands(page);
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = "script"';
      document.body.append(script);
      const box = document.createElement('div');
      box.innerHTML =
        '<span id="styled" style="color: rgb(255, 0, 0)">x</span><img alt="" src="data:," onerror="window.injected = \'handler\'">';
      document.body.append(box);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return {
        injected: (window as unknown as { injected?: string }).injected ?? null,
        colour: getComputedStyle(document.getElementById('styled')!).color,
      };
    });
    expect(ran.injected).toBeNull();
    expect(ran.colour).not.toBe('rgb(255, 0, 0)');
    await expect.poll(() => violations.join('\n')).toMatch(/script-src-elem blocked inline/);
    await expect.poll(() => violations.join('\n')).toMatch(/script-src-attr blocked inline/);
    await expect.poll(() => violations.join('\n')).toMatch(/style-src-attr blocked inline/);
    await page.context().close();
  });

  it('refuses to let a page be framed', async () => {
    const { page, violations } = await openWatched('/');
    await page.setContent(`<iframe src="${baseURL}/about" title="framed"></iframe>`);
    await expect.poll(() => violations.some((text) => text.includes('frame-ancestors'))).toBe(true);
    const framed = page.frames().find((frame) => frame.url().endsWith('/about'));
    expect(framed ? await framed.locator('h1').count() : 0).toBe(0);
    await page.context().close();
  });
});
