// Pages and assets are compressed for browsers that accept it (scripts/serve.mjs); the API never
// is, since its replies put tokens next to text the caller chose (the BREACH side channel), but
// for its public bulk downloads (bulk-downloads.test.ts).
import { describe, expect, inject, it } from 'vitest';
import { decoded, rawGet as rawGetFrom } from '../support/raw-get.ts';

const baseURL = inject('baseURL');

const rawGet = (path: string, acceptEncoding: string) => rawGetFrom(baseURL, path, { 'Accept-Encoding': acceptEncoding });

describe('compression', () => {
  it('sends a page in Brotli, or gzip, to a browser that accepts it, and plain otherwise', async () => {
    const plain = await rawGet('/faq', 'identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      const reply = await rawGet('/faq', `${encoding}`);
      expect(reply.status).toBe(200);
      expect(reply.headers['content-encoding']).toBe(encoding);
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
      expect(reply.body.length).toBeLessThan(plain.body.length / 2);
      expect(decoded(reply).toString()).toBe(plain.body.toString());
    }
  });

  it('compresses the scripts of the islands', async () => {
    const page = (await rawGet('/', 'identity')).body.toString();
    const script = /\/_astro\/[\w.-]+\.js/.exec(page)?.[0];
    expect(script).toBeDefined();
    const reply = await rawGet(script!, 'br, gzip');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
  });

  it('never compresses the API, REST or tRPC', async () => {
    for (const path of [
      '/api/searchUniversity/all?query=university',
      `/api/trpc/universities.search?input=${encodeURIComponent(JSON.stringify({ query: 'university' }))}`,
    ]) {
      const reply = await rawGet(path, 'br, gzip');
      expect(reply.status, path).toBe(200);
      expect(reply.body.length, path).toBeGreaterThan(1024);
      expect(reply.headers['content-encoding'], path).toBeUndefined();
      expect(() => JSON.parse(reply.body.toString()), path).not.toThrow();
    }
  });

  it('never compresses a path that Astro may read as the API (escapes, dot segments, double slashes)', async () => {
    for (const path of ['/%61pi/openapi.json', '/api//openapi.json', '/x/../api/openapi.json', '/%2E%2E/api/openapi.json']) {
      const reply = await rawGet(path, 'br, gzip');
      expect(reply.headers['content-encoding'], path).toBeUndefined();
      expect(() => JSON.parse(reply.body.toString()), path).not.toThrow();
    }
  });
});
