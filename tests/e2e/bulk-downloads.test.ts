// The API's public bulk downloads (src/transport/rest/public-bulk.ts) through the real server, as
// `npm start` serves it: Brotli or gzip as the client accepts, the very same bytes once decoded, a
// strong ETag that answers 304, and a new one once a review changes the content (within the
// open-data period, or 5 s for the id list). Every other API
// reply stays uncompressed. A server of their own: the review written here must not move the
// counts the browser tests read. Once settled, they are compressed harder (decision 033).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_DATA_CSV_HEADER } from '#server/open-data/open-data.ts';
import { reviewBody } from '../factories/reviews.ts';
import { startLiveServer, type LiveServer } from '../support/live-server.ts';
import { decoded, rawGet, type RawReply } from '../support/raw-get.ts';

const APP_ORIGIN = 'https://app.example';
/** Each download with the content type and cache control it is documented with. */
const DOWNLOADS = [
  { path: '/api/specificUni/all_university_ids', type: 'application/json; charset=utf-8', cache: 'no-store' },
  { path: '/api/open-data/universities.json', type: 'application/json; charset=utf-8', cache: 'public, max-age=300' },
  { path: '/api/open-data/universities.csv', type: 'text/csv; charset=utf-8', cache: 'public, max-age=300' },
];
/** Accept-Encoding as sent, and the coding that should come back. */
const CLIENTS = [
  { accept: 'br, gzip, deflate', coding: 'br' },
  { accept: 'gzip, deflate', coding: 'gzip' },
  { accept: 'gzip;q=1, br;q=0.5', coding: 'gzip' },
  { accept: 'identity', coding: undefined },
  { accept: '', coding: undefined },
];

let site: LiveServer;

beforeAll(async () => {
  // No harder compression while these run (each ETag below is the first form's): that has a server of its own.
  // A short open-data period: a review shows in the files within it (decision 038).
  site = await startLiveServer({ CORS_ORIGINS: APP_ORIGIN, BULK_SETTLE_SECONDS: '3600', OPEN_DATA_PERIOD_SECONDS: '1' });
});

afterAll(async () => {
  await site?.stop();
});

const get = (target: string, headers: Record<string, string> = {}) => rawGet(site.baseURL, target, headers);
const acceptingAs = (accept: string): Record<string, string> => (accept ? { 'accept-encoding': accept } : {});

/** Fails unless the body reads as its type says: JSON that parses, CSV with its header row and CRLF ends. */
function expectReadable(path: string, bytes: Buffer) {
  const text = bytes.toString();
  if (!path.endsWith('.csv')) return expect(() => JSON.parse(text), path).not.toThrow();
  expect(text.startsWith(`${OPEN_DATA_CSV_HEADER.join(',')}\r\n`), path).toBe(true);
  expect(text.endsWith('\r\n'), path).toBe(true);
}

/** The review count of university `id` in the id list. */
const countIn = (reply: RawReply, id: number) =>
  (JSON.parse(decoded(reply).toString()) as { id: number; review_count: number }[]).find((row) => row.id === id)!.review_count;

describe('the bulk downloads of the API', () => {
  it('go out in Brotli or gzip as the client accepts, the same bytes once decoded, with their length', async () => {
    for (const { path, type, cache } of DOWNLOADS) {
      const plain = await get(path);
      expect(plain.status, path).toBe(200);
      expectReadable(path, plain.body);
      for (const { accept, coding } of CLIENTS) {
        const reply = await get(path, acceptingAs(accept));
        const label = `${path} (${accept || 'no Accept-Encoding'})`;
        expect(reply.status, label).toBe(200);
        expect(reply.headers['content-encoding'], label).toBe(coding);
        expect(reply.headers['content-type'], label).toBe(type);
        expect(reply.headers['cache-control'], label).toBe(cache);
        expect(reply.headers.vary, label).toMatch(/accept-encoding/i);
        expect(Number(reply.headers['content-length']), label).toBe(reply.body.length);
        expect(decoded(reply).equals(plain.body), label).toBe(true);
        if (coding) expect(reply.body.length, label).toBeLessThan(plain.body.length);
      }
    }
  });

  it('carry a strong ETag that answers 304 with no body, and a new one once a review changes the content', async () => {
    const tags = new Map<string, string>();
    for (const { path, cache } of DOWNLOADS) {
      for (const { accept } of CLIENTS) {
        const reply = await get(path, acceptingAs(accept));
        const etag = reply.headers.etag!;
        expect(etag, path).toMatch(/^"[\w-]+"$/);
        const again = await get(path, { ...acceptingAs(accept), 'if-none-match': etag });
        expect(again.status, path).toBe(304);
        expect(again.body.length, path).toBe(0);
        expect(again.headers.etag, path).toBe(etag);
        expect(again.headers['cache-control'], path).toBe(cache);
        expect(again.headers.vary, path).toMatch(/accept-encoding/i);
        tags.set(`${path} ${accept}`, etag);
      }
      // Each coding is a representation of its own, with a tag of its own.
      expect(new Set(CLIENTS.map(({ accept }) => tags.get(`${path} ${accept}`))).size, path).toBe(3);
    }

    const ids = await get(DOWNLOADS[0]!.path);
    const university = (JSON.parse(ids.body.toString()) as { id: number; review_count: number }[]).find((row) => row.review_count > 0)!;
    const submitted = await fetch(`${site.baseURL}/api/reviews/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(reviewBody(university.id, { is_anonymous: true, review_text: 'Bulk check: the reading rooms stay open late.' })),
    });
    expect(submitted.status).toBe(200);
    expect(((await submitted.json()) as { status: string }).status).toBe('published');

    for (const { path } of DOWNLOADS) {
      for (const { accept } of CLIENTS) {
        const before = tags.get(`${path} ${accept}`)!;
        // Rebuilt at most once per period after writes: the next one shows the review.
        let reply = await get(path, { ...acceptingAs(accept), 'if-none-match': before });
        await expect
          .poll(async () => (reply = await get(path, { ...acceptingAs(accept), 'if-none-match': before })).status, {
            timeout: 15_000,
            interval: 500,
          })
          .toBe(200);
        expect(reply.headers.etag, path).not.toBe(before);
        expectReadable(path, decoded(reply));
        if (path === DOWNLOADS[0]!.path) expect(countIn(reply, university.id)).toBe(university.review_count + 1);
      }
    }
  });

  it('say they vary by Accept-Encoding beside CORS, the same through Astro as past it', async () => {
    const reply = await get('/api/open-data/universities.csv', { 'accept-encoding': 'br', origin: APP_ORIGIN });
    expect(reply.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(reply.headers.vary).toMatch(/origin/i);

    // A target with a dot segment is left to Astro (src/transport/rest/direct-get.ts), which routes it
    // to the same reply: the same bytes, compressed once, with their length.
    const direct = await get('/api/open-data/universities.csv', { 'accept-encoding': 'br' });
    const throughAstro = await get('/api/open-data/x/../universities.csv', { 'accept-encoding': 'br' });
    expect(throughAstro.status).toBe(200);
    expect(throughAstro.headers['content-encoding']).toBe('br');
    expect(throughAstro.headers.etag).toBe(direct.headers.etag);
    expect(Number(throughAstro.headers['content-length'])).toBe(throughAstro.body.length);
    expect(throughAstro.body.equals(direct.body)).toBe(true);
  });

  it('leave every other API reply uncompressed', async () => {
    for (const path of ['/api/specificUni/getFeaturedUniversities', '/api/openapi.json']) {
      const reply = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(reply.status, path).toBe(200);
      expect(reply.headers['content-encoding'], path).toBeUndefined();
      expect(() => JSON.parse(reply.body.toString()), path).not.toThrow();
    }
  });

  it("leave the build's static copies under /data/ to the site's compression, with a validator", async () => {
    for (const path of ['/data/universities.json', '/data/universities.csv']) {
      const reply = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(reply.status, path).toBe(200);
      expect(reply.headers['content-encoding'], path).toBe('br');
      expectReadable(path, decoded(reply));
      const validator = reply.headers.etag ?? reply.headers['last-modified'];
      expect(validator, path).toBeDefined();
      const conditional: Record<string, string> = reply.headers.etag
        ? { 'if-none-match': reply.headers.etag }
        : { 'if-modified-since': validator! };
      expect((await get(path, { 'accept-encoding': 'br, gzip', ...conditional })).status, path).toBe(304);
    }
  });
});

describe('a bulk download that has settled', () => {
  let settling: LiveServer;

  beforeAll(async () => {
    // A second process on the first one's folder and database: it finds them ready.
    settling = await startLiveServer({ BULK_SETTLE_SECONDS: '1' }, site.dir);
  });

  afterAll(async () => {
    await settling?.stop();
  });

  it('is sent compressed harder, under its own ETag, decoding to the same bytes, and revalidates with that ETag', async () => {
    const path = '/api/open-data/universities.json';
    const brotli = (headers: Record<string, string> = {}) => rawGet(settling.baseURL, path, { 'accept-encoding': 'br', ...headers });
    const plain = await rawGet(settling.baseURL, path);
    const first = await brotli();
    expect(first.headers.etag).toMatch(/-br"$/);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    let settled = await brotli();
    for (const started = Date.now(); settled.headers.etag === first.headers.etag && Date.now() - started < 10_000; settled = await brotli())
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled.headers.etag).toBe(first.headers.etag!.replace(/-br"$/, '-br10"'));
    expect(decoded(settled).equals(plain.body)).toBe(true);
    expect(Number(settled.headers['content-length'])).toBe(settled.body.length);
    expect(settled.body.length).toBeLessThanOrEqual(first.body.length);
    const unchanged = await brotli({ 'if-none-match': settled.headers.etag! });
    expect(unchanged.status).toBe(304);
    expect((await brotli({ 'if-none-match': first.headers.etag! })).status).toBe(200);
  });
});
