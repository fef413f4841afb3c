// A university page whose reviews changed after the build is served fresh by the real server (as
// `npm start` runs it), without JavaScript: a new review is on it at once, a deleted one or a
// deleted account's is gone at once, an author's new name shows, and every other page is still the
// build's file (docs/decisions/030-fresh-university-pages.md).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { startLiveServer, type LiveServer } from '../support/live-server.ts';
import { reviewBody } from '../factories/reviews.ts';

let site: LiveServer;

beforeAll(async () => {
  site = await startLiveServer();
});

afterAll(async () => {
  await site?.stop();
});

/** The page as a crawler or a reader without JavaScript gets it. */
async function page(universityId: number, headers: Record<string, string> = {}) {
  const reply = await fetch(`${site.baseURL}/university/${universityId}`, { headers });
  return { reply, html: await reply.text() };
}

async function call(method: string, route: string, body: unknown, token?: string) {
  const reply = await fetch(`${site.baseURL}/api${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: reply.status, body: (await reply.json()) as Record<string, unknown> };
}

async function account(name: string) {
  const credentials = { username: name, email: `${name}@example.com`, password: 'Fresh-pages-1' };
  expect((await call('POST', '/users/signup', credentials)).status).toBe(201);
  const login = await call('POST', '/users/login', credentials);
  return login.body.token as string;
}

/** Universities of the seed with no review at all, so that a new one is the page's first. */
async function unreviewed(count: number) {
  const rows = await site
    .db()
    .university.findMany({ where: { reviews: { none: {} } }, orderBy: { id: 'asc' }, take: count, select: { id: true } });
  expect(rows).toHaveLength(count);
  return rows.map((row) => row.id);
}

const builtPage = (universityId: number) =>
  fs.readFileSync(path.join(inject('e2eDir'), 'build/client/university', String(universityId), 'index.html'), 'utf8');

describe('university pages after their build', () => {
  it('show a new review at once, and drop it when its author deletes it', async () => {
    const [id] = await unreviewed(1);
    const before = await page(id!);
    expect(before.html).toBe(builtPage(id!));
    expect(before.html).toContain('No reviews yet');

    const token = await account('fresh-author');
    const text = 'The night bus stops right outside the fresh pages library.';
    const submitted = await call('POST', '/reviews/submit', reviewBody(id!, { review_text: text }), token);
    expect(submitted.body.status).toBe('published');

    const after = await page(id!);
    expect(after.reply.status).toBe(200);
    expect(after.html).toContain(text);
    expect(after.html).toContain('fresh-author');
    expect(after.html).not.toContain('No reviews yet');
    // Served like the build's pages: the same headers, compressed when asked.
    expect(after.reply.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(after.reply.headers.get('content-security-policy')).toContain("script-src 'self'");
    const compressed = await fetch(`${site.baseURL}/university/${id}`, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(await compressed.text()).toContain(text);
    const etag = after.reply.headers.get('etag')!;
    expect((await fetch(`${site.baseURL}/university/${id}`, { headers: { 'if-none-match': etag } })).status).toBe(304);

    expect((await call('PUT', '/users/updateUsername', { username: 'fresh-renamed' }, token)).status).toBe(200);
    const renamed = await page(id!);
    expect(renamed.html).toContain('fresh-renamed');
    expect(renamed.html).not.toContain('fresh-author');

    const deleted = await call('DELETE', `/reviews/delete/${submitted.body.review_id}`, {}, token);
    expect(deleted.status).toBe(200);
    const gone = await page(id!);
    expect(gone.html).not.toContain(text);
    expect(gone.html).toContain('No reviews yet');
  });

  it("drop a deleted account's reviews from every page that showed them", async () => {
    const ids = await unreviewed(3);
    const token = await account('fresh-leaver');
    const texts = ids.map((id) => `Leaving soon, but university ${id} had a fine fresh pages canteen.`);
    for (const [i, id] of ids.entries()) {
      expect((await call('POST', '/reviews/submit', reviewBody(id, { review_text: texts[i] }), token)).body.status).toBe('published');
    }
    for (const [i, id] of ids.entries()) expect((await page(id)).html).toContain(texts[i]);

    expect((await call('DELETE', '/users/delete', {}, token)).status).toBe(200);
    for (const [i, id] of ids.entries()) expect((await page(id)).html, `university ${id}`).not.toContain(texts[i]);
  });

  it('render a changed page once for many readers at the same moment', async () => {
    const [id] = await unreviewed(1);
    const text = 'Twenty readers at once, and every one sees this fresh pages review.';
    expect((await call('POST', '/reviews/submit', reviewBody(id!, { review_text: text, is_anonymous: true }))).body.status).toBe(
      'published',
    );
    const pages = await Promise.all(Array.from({ length: 20 }, () => page(id!)));
    for (const { reply, html } of pages) {
      expect(reply.status).toBe(200);
      expect(html).toContain(text);
    }
    expect(site.output()).not.toContain('Could not render');
  });

  it("leave unchanged pages as the build's files", async () => {
    const untouched = await site
      .db()
      .university.findFirst({ where: { reviews: { some: {} } }, orderBy: { id: 'desc' }, select: { id: true } });
    expect((await page(untouched!.id)).html).toBe(builtPage(untouched!.id));
  });
});
