// /addSchool and /contact: checks in the browserOf(), sending, storing and mailing.
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { e2eDb } from '../support/e2e-db.ts';
import { readMailsIn } from '../support/outbox.ts';
import { WIDTHS, expectAccessible, openPage, slowDownApi } from '../support/browse-helpers.ts';

const baseURL = inject('baseURL');
const outbox = path.join(inject('e2eDir'), 'outbox');
const prisma = e2eDb();
const browserOf = useBrowser();
afterAll(() => prisma.$disconnect());

const tag = () => Date.now().toString(36);

describe('add a school', () => {
  for (const width of WIDTHS) {
    it(`says what is wrong with each field before sending (${width} px)`, async () => {
      const page = await openPage(browserOf(), `${baseURL}/addSchool`, width);
      const submit = page.getByRole('button', { name: 'Submit School' });
      await submit.click();
      for (const message of [
        "Enter the school's name.",
        'Enter the country the school is in.',
        "Enter the school's website.",
        'Enter your email address.',
      ]) {
        await page.getByText(message).waitFor();
      }
      // The first wrong field has the focus and says what is wrong with it.
      const name = page.getByLabel('School name');
      expect(await name.evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await name.getAttribute('aria-invalid')).toBe('true');
      await expectAccessible(page, `school form errors, ${width}`);

      await name.fill('Somewhere College');
      await page.getByLabel('Country').fill('Testland');
      await page.getByLabel('Website').fill('not a website');
      await page.getByLabel('Your email').fill('someone@nowhere');
      await submit.click();
      await page.getByText('Please enter a valid URL, such as https://www.example.edu').waitFor();
      await page.getByText('Please enter a valid email address.').waitFor();
      expect(await page.getByText("Enter the school's name.").count()).toBe(0);
      expect(await prisma.schoolSubmission.count({ where: { name: 'Somewhere College' } })).toBe(0);
      await page.context().close();
    });
  }

  it("submits, shows 'Submitting...' then the success panel, goes home after 500 ms, and is stored and mailed", async () => {
    const name = `Test Polytechnic ${tag()}`;
    const page = await openPage(browserOf(), `${baseURL}/addSchool`);
    await slowDownApi(page, 'mail.submitSchool', 800);
    await page.getByLabel('School name').fill(name);
    await page.getByLabel('Country').fill('Testland');
    // What most people type: read as https://.
    await page.getByLabel('Website').fill('www.test-polytechnic.example');
    await page.getByLabel('Your email').fill('Proposer@Example.com');
    await page.getByRole('button', { name: 'Submit School' }).click();
    await page.getByRole('button', { name: 'Submitting...' }).waitFor();
    expect(await page.getByLabel('Website').inputValue()).toBe('https://www.test-polytechnic.example');

    // Home answers 204 No Content, so the browserOf() stays on the success panel to be checked.
    let redirectedAt = 0;
    await page.route(`${baseURL}/`, (route) => {
      redirectedAt = Date.now();
      return route.fulfill({ status: 204 });
    });
    await page.getByRole('heading', { name: 'Submission successful!' }).waitFor();
    const successAt = Date.now();
    expect(await page.getByText("We'll review your submission and add it soon.").isVisible()).toBe(true);
    await expectAccessible(page, 'school submitted, 1280');
    // The 500 ms delay itself is not timed here (a loaded machine stretches any measurement);
    // what matters to the visitor is that the panel shows, then the home page follows.
    await expect.poll(() => redirectedAt).toBeGreaterThan(0);
    expect(redirectedAt).toBeGreaterThanOrEqual(successAt - 1000);

    const stored = await prisma.schoolSubmission.findFirstOrThrow({ where: { name } });
    expect(stored).toMatchObject({ country: 'Testland', website: 'https://www.test-polytechnic.example', email: 'proposer@example.com' });
    await expect
      .poll(() => readMailsIn(outbox).find((mail) => mail.subject.includes(name))?.text ?? '', { timeout: 10_000 })
      .toContain('Country: Testland');
    await page.context().close();
  });

  it('shows nothing but stays usable when the submission fails', async () => {
    const page = await openPage(browserOf(), `${baseURL}/addSchool`);
    await page.route('**/api/trpc/mail.submitSchool**', (route) => route.abort('failed'));
    await page.getByLabel('School name').fill('Offline College');
    await page.getByLabel('Country').fill('Testland');
    await page.getByLabel('Website').fill('https://offline.example');
    await page.getByLabel('Your email').fill('someone@example.com');
    await page.getByRole('button', { name: 'Submit School' }).click();
    await page.getByRole('button', { name: 'Submit School' }).and(page.locator(':enabled')).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByText('Submission successful!').count()).toBe(0);
    await page.context().close();
  });
});

describe('contact', () => {
  for (const width of WIDTHS) {
    it(`checks every field, then thanks for 3 seconds and clears the form (${width} px)`, async () => {
      const name = `Curious Student ${tag()}`;
      const page = await openPage(browserOf(), `${baseURL}/contact`, width);
      const send = page.getByRole('button', { name: 'Send Message' });
      await send.click();
      for (const message of ['Enter your name.', 'Enter your email address.', 'Choose a subject.', 'Enter your message.']) {
        await page.getByText(message).waitFor();
      }
      await expectAccessible(page, `contact errors, ${width}`);

      const subject = page.getByLabel('Subject');
      expect(await subject.locator('option:not([disabled])').allTextContents()).toHaveLength(6);
      expect(await subject.locator('option[value="copyright"]').textContent()).toBe('Report a review');

      await page.getByLabel('Name').fill(name);
      await page.getByLabel('Email').fill('curious@example');
      await page.getByLabel('Message').fill('Could you add a map to each university page?');
      await subject.selectOption('feedback');
      await send.click();
      await page.getByText('Please enter a valid email address.').waitFor();
      await page.getByLabel('Email').fill('curious@example.com');
      await send.click();

      const thanks = page.getByTestId('contact-thanks');
      await thanks.waitFor();
      const shown = Date.now();
      await expectAccessible(page, `contact sent, ${width}`);
      await thanks.waitFor({ state: 'detached', timeout: 6000 });
      expect(Date.now() - shown).toBeGreaterThan(2000);
      expect(await page.getByLabel('Name').inputValue()).toBe('');
      expect(await page.getByLabel('Message').inputValue()).toBe('');
      expect(await subject.inputValue()).toBe('');

      const stored = await prisma.contactMessage.findFirstOrThrow({ where: { name } });
      expect(stored).toMatchObject({
        email: 'curious@example.com',
        subject: 'feedback',
        message: 'Could you add a map to each university page?',
      });
      await expect.poll(() => readMailsIn(outbox).some((mail) => mail.text.includes(name)), { timeout: 10_000 }).toBe(true);
      await page.context().close();
    });
  }

  it("says 'Failed to send message. Please try again.' in an alert when sending fails", async () => {
    const page = await openPage(browserOf(), `${baseURL}/contact`);
    await page.route('**/api/trpc/mail.contact**', (route) => route.abort('failed'));
    await page.getByLabel('Name').fill('Unlucky Sender');
    await page.getByLabel('Email').fill('unlucky@example.com');
    await page.getByLabel('Subject').selectOption('support');
    await page.getByLabel('Message').fill('Hello?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Failed to send message. Please try again.');
    // What was written stays, to try again.
    expect(await page.getByLabel('Message').inputValue()).toBe('Hello?');
    await expectAccessible(page, 'contact failed, 1280');
    await page.context().close();
  });
});
