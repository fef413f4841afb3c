import fs from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '#server/infra/db.ts';
import { api, freshAddress } from '../support/api-request.ts';
import { clearOutbox, readOutbox } from '../support/outbox.ts';

const OPERATOR = 'operator@localhost';
const school = { name: 'Test Polytechnic', country: 'Testland', website: 'https://poly.example/', email: 'Suggester@Example.com' };
const contact = { name: 'Ada', email: 'ada@example.com', subject: 'copyright', message: 'Please look at review 12.' };

const post = (path: string, body: unknown) => api('POST', path, { body, address: freshAddress() });

beforeEach(clearOutbox);

describe('POST /api/email/submit-school', () => {
  it('stores the submission and mails it to the operator as plain text', async () => {
    const reply = await post('/email/submit-school', { ...school, name: '  Test Polytechnic  ' });
    expect(reply).toMatchObject({ status: 200, body: { success: true } });
    expect(Object.keys(reply.body)).toEqual(['success']);
    const row = await db().schoolSubmission.findFirst({
      orderBy: { id: 'desc' },
      select: { name: true, country: true, website: true, email: true },
    });
    expect(row).toEqual({ ...school, email: 'suggester@example.com' });
    const mails = await readOutbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: OPERATOR, replyTo: 'suggester@example.com', subject: 'School submission: Test Polytechnic' });
    expect(mails[0]!.contentType).toMatch(/^text\/plain/);
    expect(mails[0]!.text).toContain('Website: https://poly.example/');
  });

  it('puts markup into the mail as inert text and keeps the subject on one line', async () => {
    const name = '<img src=x onerror=alert(1)>\r\nBcc: victim@example.com';
    expect((await post('/email/submit-school', { ...school, name })).status).toBe(200);
    const [mail] = await readOutbox();
    expect(mail!.contentType).toMatch(/^text\/plain/);
    const headerBlock = mail!.raw.split(/\r?\n\r?\n/)[0]!;
    expect(headerBlock).not.toMatch(/^Bcc:/im);
    expect(mail!.raw).not.toContain('text/html');
    expect(mail!.subject).toBe('School submission: <img src=x onerror=alert(1)> Bcc: victim@example.com');
  });

  it.each([
    [{ ...school, website: undefined }, 'All fields are required'],
    [{ ...school, name: '  ' }, 'All fields are required'],
    [{ ...school, website: 'javascript:alert(1)', email: 'bad' }, 'Please enter a valid URL'],
    [{ ...school, website: 'ftp://poly.example' }, 'Please enter a valid URL'],
    [{ ...school, website: 'poly.example' }, 'Please enter a valid URL'],
    [{ ...school, email: 'bad', name: 'n'.repeat(300) }, 'Please enter a valid email address.'],
    [{ ...school, name: 'n'.repeat(256) }, 'name is too long'],
    [{ ...school, country: 'c'.repeat(101) }, 'country is too long'],
    [{ ...school, website: `https://poly.example/${'p'.repeat(2030)}` }, 'website is too long'],
    [{ ...school, country: 3 }, 'country must be a string'],
  ])('answers 400 for bad input (%#) and stores and mails nothing', async (body, error) => {
    const before = await db().schoolSubmission.count();
    expect(await post('/email/submit-school', body)).toEqual(expect.objectContaining({ status: 400, body: { error } }));
    expect(await db().schoolSubmission.count()).toBe(before);
    expect(await readOutbox()).toEqual([]);
  });
});

describe('POST /api/email/contact', () => {
  it('stores the message and mails it to the operator', async () => {
    const reply = await post('/email/contact', contact);
    expect(reply).toMatchObject({ status: 200, body: { success: true, message: 'Email sent successfully' } });
    const row = await db().contactMessage.findFirst({
      orderBy: { id: 'desc' },
      select: { name: true, email: true, subject: true, message: true },
    });
    expect(row).toEqual(contact);
    const [mail] = await readOutbox();
    expect(mail).toMatchObject({ to: OPERATOR, replyTo: 'ada@example.com', subject: 'Contact form: Report a review' });
    expect(mail!.text).toContain('Please look at review 12.');
  });

  it.each([
    [{ ...contact, message: '' }, 'All fields are required'],
    [{ name: 'Ada' }, 'All fields are required'],
    [{ ...contact, email: 'ada@', subject: 'nope' }, 'Please enter a valid email address.'],
    [{ ...contact, subject: 'spam' }, 'Invalid subject'],
    [{ ...contact, name: 'n'.repeat(256) }, 'name is too long'],
    [{ ...contact, message: 'm'.repeat(5001) }, 'message is too long'],
    [{ ...contact, message: { text: 'x' } }, 'message must be a string'],
  ])('answers 400 for bad input (%#) and stores and mails nothing', async (body, error) => {
    const before = await db().contactMessage.count();
    expect(await post('/email/contact', body)).toEqual(expect.objectContaining({ status: 400, body: { error } }));
    expect(await db().contactMessage.count()).toBe(before);
    expect(await readOutbox()).toEqual([]);
  });

  it('still answers 200 when storing fails but the mail goes out', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = vi.spyOn(db().contactMessage, 'create').mockRejectedValueOnce(new Error('SQLITE_BUSY'));
    const reply = await post('/email/contact', contact);
    failing.mockRestore();
    expect(reply).toMatchObject({ status: 200, body: { success: true } });
    expect(await readOutbox()).toHaveLength(1);
    expect(logged).toHaveBeenCalled();
  });

  it('answers 500 "Failed to send email" only when it can be neither stored nor mailed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = vi.spyOn(db().contactMessage, 'create').mockRejectedValueOnce(new Error('SQLITE_BUSY'));
    // A file where the outbox folder should be: writing the .eml fails.
    const outbox = process.env.OUTBOX_DIR!;
    fs.writeFileSync(outbox, 'not a folder');
    const reply = await post('/email/contact', contact);
    failing.mockRestore();
    fs.rmSync(outbox, { force: true });
    expect(reply).toEqual(expect.objectContaining({ status: 500, body: { error: 'Failed to send email' } }));
  });
});
