// The profile's 'Verify you are a student' through the real server and its outbox, the 'Verified
// student' mark on a review the verified student then posts, and 'Download my data'.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage, useBrowser, waitForIslands } from '../support/browser.ts';
import { e2eDb } from '../support/e2e-db.ts';
import { logInInBrowser, newCredentials, signUpInBrowser } from '../support/e2e-accounts.ts';
import { readMailsIn } from '../support/outbox.ts';
import { reviewBody } from '../factories/reviews.ts';

const baseURL = inject('baseURL');
const outbox = path.join(inject('e2eDir'), 'outbox');
const prisma = e2eDb();
const browserOf = useBrowser();
afterAll(() => prisma.$disconnect());

/**
 * A university with one review and a domain of its own (no university of a lower id shares it,
 * so an address there verifies this one); other browser tests take 2–15, 17, the busiest, and
 * the last university with one review.
 */
async function universityWithDomain() {
  const candidates = await prisma.university.findMany({
    where: { stats: { reviewCount: 1 }, domains: { not: '[]' } },
    orderBy: { id: 'asc' },
    take: 20,
    select: { id: true, name: true, domains: true },
  });
  const all = await prisma.university.findMany({ select: { id: true, domains: true } });
  for (const candidate of candidates) {
    const domain = (JSON.parse(candidate.domains) as string[])[0];
    if (domain && !all.some((other) => other.id < candidate.id && other.domains.includes(`"${domain}"`))) {
      return { id: candidate.id, name: candidate.name, domain };
    }
  }
  throw new Error('No university with a domain of its own and one review in the e2e database');
}

const section = (page: Page) => page.getByRole('region', { name: 'Verify you are a student' });
const bearer = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { token?: string }).token ?? '');

describe('a verified student', () => {
  it('verifies a university address with the mailed code, and their review carries the mark', async () => {
    const uni = await universityWithDomain();
    const account = newCredentials('verify');
    const { context, page } = await newPage(browserOf());
    await signUpInBrowser(page, baseURL, account);
    await logInInBrowser(page, baseURL, account, '/profile');
    await page.waitForURL(`${baseURL}/profile`);
    await waitForIslands(page);
    await section(page).getByLabel('University e-mail address').waitFor();
    await expectNoAxeViolations(page, 'address form, 1280');
    await page.setViewportSize({ width: 360, height: 900 });
    await expectNoAxeViolations(page, 'address form, 360');

    // A subdomain of the university's domain counts.
    const address = `${account.username}@students.${uni.domain}`;
    await section(page).getByLabel('University e-mail address').fill(address);
    await section(page).getByRole('button', { name: 'Send code' }).click();
    await section(page).getByText(`We sent a 6-digit code to ${address}.`).waitFor();
    const codeField = section(page).getByLabel(`Enter the 6-digit code we sent to ${address}`);
    expect(await codeField.evaluate((input) => input === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page, 'code form, 360');

    await codeField.fill('000000');
    await section(page).getByRole('button', { name: 'Verify' }).click();
    await section(page).getByRole('alert').filter({ hasText: 'Invalid or expired code.' }).waitFor();

    const mailedCode = () => /: (\d{6})$/m.exec(readMailsIn(outbox).find((mail) => mail.to.includes(address))?.text ?? '')?.[1];
    await expect.poll(mailedCode, { timeout: 10_000 }).toBeTruthy();
    await codeField.fill(mailedCode()!);
    await section(page).getByRole('button', { name: 'Verify' }).click();
    await page
      .getByTestId('verified-university')
      .filter({ hasText: `Verified student of ${uni.name}` })
      .waitFor();
    expect(await section(page).getByRole('link', { name: uni.name }).getAttribute('href')).toBe(`/university/${uni.id}`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page, 'verified, 1280');

    // After a reload the account still reads as verified; 'Verify another address' opens the form again.
    await page.reload();
    await waitForIslands(page);
    await page
      .getByTestId('verified-university')
      .filter({ hasText: `Verified student of ${uni.name}` })
      .waitFor();
    await section(page).getByRole('button', { name: 'Verify another address' }).click();
    await section(page).getByLabel('University e-mail address').waitFor();
    await section(page).getByRole('button', { name: 'Cancel' }).click();

    // A review of that university, posted with the account's bearer, is marked on its page.
    const reply = await fetch(`${baseURL}/api/reviews/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await bearer(page)}` },
      body: JSON.stringify(reviewBody(uni.id, { review_text: `Verified visit by ${account.username}, the labs were open late.` })),
    });
    expect(reply.status).toBe(200);
    const reviewId = ((await reply.json()) as { review_id: number }).review_id;
    const live = page.waitForResponse((response) => response.url().includes('/api/trpc/universities.reviews'));
    await page.goto(`${baseURL}/university/${uni.id}`);
    await waitForIslands(page);
    await live;
    const card = page.locator(`article[data-review-id="${reviewId}"]`);
    expect(await card.getByTestId('verified-badge').textContent()).toBe('Verified student');
    expect(await card.getByText(account.username, { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('downloads their data as a JSON file with their username', async () => {
    const account = newCredentials('export');
    const { context, page } = await newPage(browserOf(), 360);
    await signUpInBrowser(page, baseURL, account);
    await logInInBrowser(page, baseURL, account, '/profile');
    await page.waitForURL(`${baseURL}/profile`);
    await waitForIslands(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('unireviews-export.json');
    const data = JSON.parse(fs.readFileSync((await file.path())!, 'utf8')) as {
      account: { username: string; verified_university: unknown };
    };
    expect(data.account).toMatchObject({ username: account.username, verified_university: null });
    await page.getByText('Your data was saved as a file.').waitFor();
    await context.close();
  });
});
