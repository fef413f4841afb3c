// What a moderator removes is gone under every address of the page, through the real server (as
// `npm start` runs it): each spelling the static handler would answer with the build's file
// (escapes, dot segments, repeated slashes, index.html, a trailing slash) is redirected to the
// canonical address, which is rendered fresh, or is answered fresh itself; and no spelling
// redirects to another host (docs/decisions/037-canonical-page-addresses.md). Paths go through
// node:http: fetch would resolve dot segments and some escapes before sending them.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startLiveServer, type LiveServer } from '../support/live-server.ts';
import { decoded, rawGet, type RawReply } from '../support/raw-get.ts';
import { requestFrom } from '../support/from-address.ts';

let site: LiveServer;
/** A seed review on its university's built page, removed by a moderator in beforeAll. */
let removed: { id: number; universityId: number; text: string };
let built: string;

const builtPage = (universityId: number) =>
  fs.readFileSync(path.join(inject('e2eDir'), 'build/client/university', String(universityId), 'index.html'), 'utf8');

/** A JSON call to the site's REST API. */
const call = (method: string, route: string, body: unknown, token?: string) =>
  requestFrom('127.0.0.1', method, `${site.baseURL}/api${route}`, { body, token });

/** A moderator, made as the operator's command makes one: an account given the role in the database. */
async function moderatorToken() {
  const credentials = { username: 'hidden-moderator', email: 'hidden-moderator@example.com', password: 'Hidden-everywhere-1' };
  const signup = await call('POST', '/users/signup', credentials);
  expect(signup.status).toBe(201);
  const id = (signup.body.user as { id: number }).id;
  await site.db().user.update({ where: { id }, data: { role: 'moderator' }, select: { id: true } });
  return (await call('POST', '/users/login', credentials)).body.token as string;
}

/**
 * A published seed review shown on its university's built page, with a part of its text the page
 * holds once, unescaped, and that no other published review of that university contains (the
 * seed's texts repeat, and the next review moves up the page once this one is gone).
 */
async function reviewOnABuiltPage() {
  const reviews = await site.db().review.findMany({
    where: { status: 'published', reviewText: { not: null } },
    orderBy: [{ universityId: 'asc' }, { id: 'asc' }],
    take: 400,
    select: { id: true, universityId: true, reviewText: true },
  });
  for (const review of reviews) {
    const page = builtPage(review.universityId);
    if (!page.includes(`data-review-id="${review.id}"`)) continue;
    const text = review
      .reviewText!.split(/[&<>"']/)
      .sort((a, b) => b.length - a.length)[0]!
      .trim();
    if (text.length < 30 || page.split(text).length !== 2) continue;
    const others = await site.db().review.count({
      where: { universityId: review.universityId, status: 'published', id: { not: review.id }, reviewText: { contains: text } },
    });
    if (others === 0) return { id: review.id, universityId: review.universityId, text };
  }
  throw new Error('No seed review with a text of its own on a built page');
}

/** What the reply shows of the removed review: its text or its card. */
const showsRemoved = (html: string) => html.includes(removed.text) || html.includes(`data-review-id="${removed.id}"`);

beforeAll(async () => {
  site = await startLiveServer();
  removed = await reviewOnABuiltPage();
  built = builtPage(removed.universityId);
  expect(showsRemoved(built)).toBe(true);
  const before = await rawGet(site.baseURL, `/university/${removed.universityId}`);
  expect(before.body.toString()).toBe(built);

  const decision = await call(
    'POST',
    `/moderation/reviews/${removed.id}`,
    { action: 'remove', reason: 'It names a tutor.' },
    await moderatorToken(),
  );
  expect({ status: decision.status, body: decision.body }).toEqual({ status: 200, body: { success: true, status: 'removed' } });
});

afterAll(async () => {
  await site?.stop();
});

/** The page at its canonical address: fresh, without the removed review. */
async function expectFreshCanonical(location: string) {
  const reply = await rawGet(site.baseURL, location);
  expect(reply.status, location).toBe(200);
  expect(showsRemoved(reply.body.toString()), location).toBe(false);
}

/** A redirect to this site's `expected` address, or a fresh 200; never the build's file. */
async function expectHidden(target: string, reply: RawReply, expected: 'redirect' | 'fresh', query = '') {
  const html = decoded(reply).toString();
  expect(html === built, `${target} served the build's file`).toBe(false);
  expect(showsRemoved(html), target).toBe(false);
  if (expected === 'fresh') {
    expect(reply.status, target).toBe(200);
    return;
  }
  expect([301, 308], target).toContain(reply.status);
  const location = reply.headers.location!;
  expect(location, target).toBe(`/university/${removed.universityId}${query}`);
  expect(new URL(location, site.baseURL).origin, target).toBe(site.baseURL);
  await expectFreshCanonical(location);
}

describe('a review a moderator removed', () => {
  it('is gone under every spelling of its page address, as a redirect or a fresh page', async () => {
    const id = String(removed.universityId);
    // Every digit as an escape (`66` as `%36%36`), and as an escape of an escape (`%2536%2536`).
    const escaped = [...id].map((digit) => `%3${digit}`).join('');
    const escapedTwice = [...id].map((digit) => `%253${digit}`).join('');
    const spellings: [string, 'redirect' | 'fresh', string?][] = [
      [`/university/${id}`, 'fresh'],
      [`/university/${id}?sort=recent`, 'fresh'],
      [`/university/${id}/`, 'redirect'],
      [`/university/${id}/index.html`, 'redirect'],
      [`/university/${id}/index.html?sort=recent`, 'redirect', '?sort=recent'],
      [`/university/${id}/index.html/`, 'redirect'],
      [`/university/${escaped}`, 'redirect'],
      [`/university/${escaped}/index.html`, 'redirect'],
      [`/%75niversity/${id}`, 'redirect'],
      [`/university//${id}`, 'redirect'],
      [`/university/${id}//`, 'redirect'],
      [`//university/${id}`, 'redirect'],
      [`/university/./${id}`, 'redirect'],
      [`/./university/${id}`, 'redirect'],
      [`/university/${id}/.`, 'redirect'],
      [`/university/${id}/../${id}`, 'redirect'],
      [`/university/${id}/%2e%2e/${id}`, 'redirect'],
      [`/university/${id}/%2E%2E/${id}`, 'redirect'],
      [`/university%2F${id}`, 'redirect'],
      [`/university%2f${id}`, 'redirect'],
      [`/university/${id}%2Findex.html`, 'redirect'],
      [`/university\\${id}`, 'redirect'],
      [`/university/${id}#reviews`, 'redirect'],
      // Not the build's file under any reading: Astro's router renders these on demand.
      [`/university/0${id}`, 'fresh'],
      [`/university/${escapedTwice}`, 'fresh'],
    ];
    expect(spellings.length).toBeGreaterThanOrEqual(10);
    for (const [target, expected, query] of spellings) {
      for (const encoding of ['identity', 'br, gzip']) {
        const reply = await rawGet(site.baseURL, target, { 'accept-encoding': encoding });
        await expectHidden(`${target} (${encoding})`, reply, expected, query);
      }
    }
  });

  it('is gone for HEAD and other methods too: 301 for HEAD, 308 keeping the method for the rest', async () => {
    const head = await fetch(`${site.baseURL}/university/${removed.universityId}/`, { method: 'HEAD', redirect: 'manual' });
    expect(head.status).toBe(301);
    expect(head.headers.get('location')).toBe(`/university/${removed.universityId}`);
    const post = await fetch(`${site.baseURL}/university/${removed.universityId}/index.html`, { method: 'POST', redirect: 'manual' });
    expect(post.status).toBe(308);
    expect(post.headers.get('location')).toBe(`/university/${removed.universityId}`);
    expect(showsRemoved(await post.text())).toBe(false);
  });
});

describe('addresses of other pages and files', () => {
  it('redirect to the canonical address, and the files there still answer', async () => {
    for (const [target, location] of [
      ['/about/', '/about'],
      ['/about/index.html', '/about'],
      ['/index.html', '/'],
      ['/pagefind//pagefind.js', '/pagefind/pagefind.js'],
      ['/%64ata/universities.json', '/data/universities.json'],
    ]) {
      const reply = await rawGet(site.baseURL, target!);
      expect({ target, status: reply.status, location: reply.headers.location }).toEqual({ target, status: 301, location });
      expect((await fetch(`${site.baseURL}${location}`, { method: 'HEAD' })).status, location).toBe(200);
    }
    const script = /src="(\/_astro\/[^"]+\.js)"/.exec(built)?.[1];
    expect(script).toBeDefined();
    const asset = await rawGet(site.baseURL, script!);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never redirect to another host', async () => {
    for (const target of [
      '//example.com/',
      '//example.com',
      '///example.com/',
      '//example.com/?next=//example.org',
      '/%2F%2Fexample.com',
      '/%2f%2fexample.com/',
      '/%2F/example.com',
      '/\\example.com',
      '/\\/example.com',
      '/\\\\example.com',
      '/%5C%5Cexample.com',
      '/.//example.com',
      '/..//example.com',
      '/%2e%2e//example.com',
      '//example.com/%2e%2e',
      `//example.com/university/${removed.universityId}/index.html`,
    ]) {
      const reply = await rawGet(site.baseURL, target);
      expect(reply.status, target).toBeLessThan(500);
      const location = reply.headers.location;
      if (location === undefined) continue;
      expect(location, target).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, site.baseURL).origin, target).toBe(site.baseURL);
    }
  });
});
